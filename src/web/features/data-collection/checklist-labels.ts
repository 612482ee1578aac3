/**
 * Short names of the 20 checklist items (numbered as on the product page), so the analysis reads
 * "BMV-8 Mask of suitable size" rather than a bare id. The full wording is in content/checklist.ts.
 */
const LABELS: Record<string, string> = {
  'BMV-1': 'Recognises apnoea or hypoxia and calls for help',
  'BMV-2': 'Suctions secretions',
  'BMV-3': 'Head in sniffing position',
  'BMV-4': 'Opens the airway (head tilt-chin lift or jaw thrust)',
  'BMV-5': 'Adjunct of suitable type and size',
  'BMV-6': 'Inserts the adjunct correctly',
  'BMV-7': 'Reassesses after each intervention',
  'BMV-8': 'Mask of suitable size',
  'BMV-9': 'Suitable bag',
  'BMV-10': 'Bag connected to oxygen, flow on',
  'BMV-11': 'Mask the right way round',
  'BMV-12': 'Mask covers mouth and nose',
  'BMV-13': 'E-C clamp (or two-person) mask hold',
  'BMV-14': 'Tight mask seal',
  'BMV-15': 'No pressure on the eyes',
  'BMV-16': 'Ventilates from the head of the bed',
  'BMV-17': 'Mask hand keeps the airway open',
  'BMV-18': 'Each breath over about 1 s, just to chest rise',
  'BMV-19': 'Rate right for the age',
  'BMV-20': 'Effective ventilation: chest rise, SpO2 improving',
};

/** "BMV-8 Mask of suitable size"; an id this list does not know is shown as it is. */
export function checklistItemLabel(id: string): string {
  const label = LABELS[id];
  return label ? `${id} ${label}` : id;
}
