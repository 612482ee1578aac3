/**
 * The pediatric bag-mask ventilation (BMV) checklist shown on the product page: 20 items in four groups.
 *
 * Written in this project's own words from PALS bag-mask ventilation guidance (AHA 2020). The scenario
 * engine on the server keeps its own copy for scoring; the ids (BMV-1 ... BMV-20) are what the two share.
 * This file is plain data: it imports nothing, so any code (web, tests, tools) can read it.
 */

export type ChecklistGroupId =
  | 'airway-management'
  | 'ventilation-equipment'
  | 'mask-positioning'
  | 'ventilation-technique';

export type ChecklistGroup = {
  id: ChecklistGroupId;
  title: string;
  /** The first and last item numbers of the group, inclusive. */
  first: number;
  last: number;
};

export type ChecklistItem = {
  id: `BMV-${number}`;
  number: number;
  group: ChecklistGroupId;
  text: string;
};

export const CHECKLIST_GROUPS: readonly ChecklistGroup[] = [
  { id: 'airway-management', title: 'Airway management', first: 1, last: 7 },
  { id: 'ventilation-equipment', title: 'Choice of ventilation equipment', first: 8, last: 10 },
  { id: 'mask-positioning', title: 'Mask positioning', first: 11, last: 15 },
  { id: 'ventilation-technique', title: 'Ventilation techniques', first: 16, last: 20 },
];

export const CHECKLIST: readonly ChecklistItem[] = [
  // Airway management
  {
    id: 'BMV-1',
    number: 1,
    group: 'airway-management',
    text: 'Recognizes apnea or hypoxia and calls for help.',
  },
  {
    id: 'BMV-2',
    number: 2,
    group: 'airway-management',
    text: 'Suctions secretions with a suction catheter of suitable size.',
  },
  {
    id: 'BMV-3',
    number: 3,
    group: 'airway-management',
    text: 'Places the head in a neutral "sniffing" position (a shoulder roll for an infant) and avoids hyperextending the neck.',
  },
  {
    id: 'BMV-4',
    number: 4,
    group: 'airway-management',
    text: 'Opens the airway with a head tilt-chin lift, or a jaw thrust if a neck injury is possible, without pressing on the soft tissue under the jaw.',
  },
  {
    id: 'BMV-5',
    number: 5,
    group: 'airway-management',
    text: 'Selects the right airway adjunct and size: an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw (only when there is no gag reflex), or a nasopharyngeal airway measured from the nostril to the tragus of the ear (not when a basal skull fracture is suspected).',
  },
  {
    id: 'BMV-6',
    number: 6,
    group: 'airway-management',
    text: 'Inserts the adjunct with the correct technique.',
  },
  {
    id: 'BMV-7',
    number: 7,
    group: 'airway-management',
    text: 'Reassesses after every intervention: chest rise, oxygen saturation (SpO2) and heart rate.',
  },
  // Choice of ventilation equipment
  {
    id: 'BMV-8',
    number: 8,
    group: 'ventilation-equipment',
    text: 'Chooses a mask of the right size: it reaches from the bridge of the nose to the cleft of the chin and stays clear of the eyes.',
  },
  {
    id: 'BMV-9',
    number: 9,
    group: 'ventilation-equipment',
    text: 'Chooses a suitable bag: self-inflating (450-500 mL or larger for a young child) or flow-inflating.',
  },
  {
    id: 'BMV-10',
    number: 10,
    group: 'ventilation-equipment',
    text: 'Connects the bag to oxygen and turns the flow on (10-15 L/min).',
  },
  // Mask positioning
  {
    id: 'BMV-11',
    number: 11,
    group: 'mask-positioning',
    text: 'Puts the mask on the face the right way round.',
  },
  {
    id: 'BMV-12',
    number: 12,
    group: 'mask-positioning',
    text: 'Makes sure the mask covers both mouth and nose.',
  },
  {
    id: 'BMV-13',
    number: 13,
    group: 'mask-positioning',
    text: 'Holds the mask with an E-C clamp grip, and switches to a two-person technique if the seal is poor.',
  },
  { id: 'BMV-14', number: 14, group: 'mask-positioning', text: 'Gets a tight seal between mask and face.' },
  { id: 'BMV-15', number: 15, group: 'mask-positioning', text: 'Keeps pressure off the eyes.' },
  // Ventilation techniques
  { id: 'BMV-16', number: 16, group: 'ventilation-technique', text: 'Ventilates from the head of the bed.' },
  {
    id: 'BMV-17',
    number: 17,
    group: 'ventilation-technique',
    text: 'Keeps the airway open with the same hand that holds the mask.',
  },
  {
    id: 'BMV-18',
    number: 18,
    group: 'ventilation-technique',
    text: 'Squeezes the bag correctly: each breath over about 1 second, with just enough volume to see the chest rise.',
  },
  {
    id: 'BMV-19',
    number: 19,
    group: 'ventilation-technique',
    text: "Ventilates at a rate that fits the child's age (20-30 breaths per minute for a child with a pulse).",
  },
  {
    id: 'BMV-20',
    number: 20,
    group: 'ventilation-technique',
    text: 'Ventilates effectively: the chest visibly rises and SpO2 improves.',
  },
];

/** The items of one group, in number order. */
export function checklistItemsOf(group: ChecklistGroupId): ChecklistItem[] {
  return CHECKLIST.filter((item) => item.group === group).sort((a, b) => a.number - b.number);
}
