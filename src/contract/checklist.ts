/**
 * The 20-item pediatric bag-mask ventilation (BMV) checklist, in this project's own words from PALS bag-mask
 * ventilation guidance (AHA 2020). This is the one copy: the scenario engine scores against it, the Product page
 * lists it, the Data Collection screen labels its analysis with it, and the default tutor instruction quotes it.
 * Adding an item is one edit here, plus its module in src/server/sim/engine/items/ (docs/engine.md).
 * Plain data that imports nothing, so server, web and tools can all read it.
 */

export const CHECKLIST_ITEM_IDS = [
  'BMV-1',
  'BMV-2',
  'BMV-3',
  'BMV-4',
  'BMV-5',
  'BMV-6',
  'BMV-7',
  'BMV-8',
  'BMV-9',
  'BMV-10',
  'BMV-11',
  'BMV-12',
  'BMV-13',
  'BMV-14',
  'BMV-15',
  'BMV-16',
  'BMV-17',
  'BMV-18',
  'BMV-19',
  'BMV-20',
] as const;

/** A checklist item id, 'BMV-1' .. 'BMV-20'. */
export type ChecklistItemId = (typeof CHECKLIST_ITEM_IDS)[number];

/** The four groups; the ids are also the case format's hardStop keys. */
export const CHECKLIST_GROUP_IDS = [
  'airwayManagement',
  'ventilationEquipment',
  'maskPositioning',
  'ventilationTechnique',
] as const;

export type ChecklistGroupId = (typeof CHECKLIST_GROUP_IDS)[number];

export type ChecklistGroup = {
  id: ChecklistGroupId;
  title: string;
  /** The first and last item numbers of the group, inclusive. */
  first: number;
  last: number;
};

export type ChecklistItem = {
  id: ChecklistItemId;
  number: number;
  group: ChecklistGroupId;
  /** A short name for acknowledgements, analyses and the debrief's table. */
  label: string;
  /** The item in full, as the Product page and the debrief list it. */
  text: string;
};

export const CHECKLIST_GROUPS: readonly ChecklistGroup[] = [
  { id: 'airwayManagement', title: 'Airway management', first: 1, last: 7 },
  { id: 'ventilationEquipment', title: 'Choice of ventilation equipment', first: 8, last: 10 },
  { id: 'maskPositioning', title: 'Mask positioning', first: 11, last: 15 },
  { id: 'ventilationTechnique', title: 'Ventilation techniques', first: 16, last: 20 },
];

type Entry = [group: ChecklistGroupId, label: string, text: string];

const ENTRIES: readonly Entry[] = [
  ['airwayManagement', 'Calling for help', 'Recognizes apnea or hypoxia and calls for help.'],
  [
    'airwayManagement',
    'Clearing secretions',
    'Suctions secretions with a suction catheter of suitable size.',
  ],
  [
    'airwayManagement',
    'Head position',
    'Places the head in a neutral "sniffing" position (a shoulder roll for an infant) and avoids hyperextending the neck.',
  ],
  [
    'airwayManagement',
    'Opening the airway',
    'Opens the airway with a head tilt-chin lift, or a jaw thrust if a neck injury is possible, without pressing on the soft tissue under the jaw.',
  ],
  [
    'airwayManagement',
    'Adjunct choice and size',
    'Selects the right airway adjunct and size: an oropharyngeal airway measured from the corner of the mouth to the angle of the jaw (only when there is no gag reflex), or a nasopharyngeal airway measured from the nostril to the tragus of the ear (not when a basal skull fracture is suspected).',
  ],
  ['airwayManagement', 'Inserting the adjunct', 'Inserts the adjunct with the correct technique.'],
  [
    'airwayManagement',
    'Reassessment',
    'Reassesses after every intervention: chest rise, oxygen saturation (SpO2) and heart rate.',
  ],
  [
    'ventilationEquipment',
    'Mask size',
    'Chooses a mask of the right size: it reaches from the bridge of the nose to the cleft of the chin and stays clear of the eyes.',
  ],
  [
    'ventilationEquipment',
    'Bag choice',
    'Chooses a suitable bag: self-inflating (450-500 mL or larger for a young child) or flow-inflating.',
  ],
  ['ventilationEquipment', 'Oxygen', 'Connects the bag to oxygen and turns the flow on (10-15 L/min).'],
  ['maskPositioning', 'Mask orientation', 'Puts the mask on the face the right way round.'],
  ['maskPositioning', 'Covering mouth and nose', 'Makes sure the mask covers both mouth and nose.'],
  [
    'maskPositioning',
    'Mask hold',
    'Holds the mask with an E-C clamp grip, and switches to a two-person technique if the seal is poor.',
  ],
  ['maskPositioning', 'Seal', 'Gets a tight seal between mask and face.'],
  ['maskPositioning', 'Eyes protected', 'Keeps pressure off the eyes.'],
  ['ventilationTechnique', 'Position at the head', 'Ventilates from the head of the bed.'],
  [
    'ventilationTechnique',
    'Mask hand opens the airway',
    'Keeps the airway open with the same hand that holds the mask.',
  ],
  [
    'ventilationTechnique',
    'Squeeze',
    'Squeezes the bag correctly: each breath over about 1 second, with just enough volume to see the chest rise.',
  ],
  [
    'ventilationTechnique',
    'Rate',
    "Ventilates at a rate that fits the child's age (20-30 breaths per minute for a child with a pulse).",
  ],
  [
    'ventilationTechnique',
    'Effective ventilation',
    'Ventilates effectively: the chest visibly rises and SpO2 improves.',
  ],
];

export const CHECKLIST: readonly ChecklistItem[] = CHECKLIST_ITEM_IDS.map((id, index) => {
  const [group, label, text] = ENTRIES[index] as Entry;
  return { id, number: index + 1, group, label, text };
});

const byId = new Map<string, ChecklistItem>(CHECKLIST.map((item) => [item.id, item]));

export function checklistItem(id: ChecklistItemId): ChecklistItem {
  return byId.get(id) as ChecklistItem;
}

export function checklistGroup(id: ChecklistGroupId): ChecklistGroup {
  return CHECKLIST_GROUPS.find((group) => group.id === id) as ChecklistGroup;
}

/** The items of one group, in number order. */
export function checklistItemsOf(group: ChecklistGroupId): ChecklistItem[] {
  return CHECKLIST.filter((item) => item.group === group);
}

/** Items in checklist order (BMV-2 before BMV-10), each once. */
export function sortItems(items: Iterable<ChecklistItemId>): ChecklistItemId[] {
  return [...new Set(items)].sort((a, b) => checklistItem(a).number - checklistItem(b).number);
}

/** "BMV-8 Mask size"; an id the checklist does not know is shown as it is. */
export function checklistItemLabel(id: string): string {
  const item = byId.get(id);
  return item ? `${item.id} ${item.label}` : id;
}

/** The items as one numbered paragraph per group, for instruction texts. */
export function checklistAsText(): string {
  return CHECKLIST_GROUPS.map((group) =>
    checklistItemsOf(group.id)
      .map((item) => `${item.number}. ${item.text}`)
      .join(' '),
  ).join('\n');
}
