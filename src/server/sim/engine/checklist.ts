import type { GroupId, ItemId } from './types.ts';

/**
 * The 20-item pediatric bag-mask ventilation checklist the engine scores a run against (PALS guidance: rescue
 * breathing for a child with a pulse at 1 breath every 2-3 s, each breath over about 1 s, just enough for
 * visible chest rise). `nudge` is a hint that points at the item without giving the answer away.
 */
export type ChecklistItem = {
  id: ItemId;
  number: number;
  group: GroupId;
  /** The item as the debrief lists it. */
  text: string;
  /** A short name for acknowledgements and the debrief's summaries. */
  label: string;
  nudge: string;
};

export type ChecklistGroup = { id: GroupId; title: string; nudge: string; items: ItemId[] };

const item = (number: number, group: GroupId, label: string, text: string, nudge: string): ChecklistItem => ({
  id: `BMV-${number}`,
  number,
  group,
  text,
  label,
  nudge,
});

export const CHECKLIST: readonly ChecklistItem[] = [
  item(
    1,
    'airwayManagement',
    'Calling for help',
    'Recognises apnoea and hypoxia and calls for help',
    'You are alone at the bedside with a child who is not breathing. Who else should be here?',
  ),
  item(
    2,
    'airwayManagement',
    'Clearing secretions',
    'Clears secretions with a suitable suction catheter',
    'Look closely at the mouth and nose: is the airway clear?',
  ),
  item(
    3,
    'airwayManagement',
    'Head position',
    'Puts the head in a neutral sniffing position (a shoulder roll for an infant), never hyperextended',
    'Look at how the head and neck are lying. Would that keep the airway straight?',
  ),
  item(
    4,
    'airwayManagement',
    'Opening the airway',
    'Opens the airway with a head tilt-chin lift, or a jaw thrust if the neck may be injured, without pressing on the soft tissue under the jaw',
    'Even with a good position, the tongue can fall back. How do you open the airway?',
  ),
  item(
    5,
    'airwayManagement',
    'Adjunct choice and size',
    'Picks the right adjunct and size: an OPA (corner of the mouth to the angle of the jaw) only without a gag reflex, an NPA (nostril to tragus) not with a suspected basal skull fracture',
    'Could something keep the airway open between your breaths? Think about which kind suits this patient, and how you would size it.',
  ),
  item(
    6,
    'airwayManagement',
    'Inserting the adjunct',
    'Inserts the adjunct correctly',
    'Once you have chosen and sized it, how do you put it in?',
  ),
  item(
    7,
    'airwayManagement',
    'Reassessment',
    'Reassesses after each intervention: chest rise, SpO2 and heart rate',
    'After each change you make, what do you look at to know whether it helped?',
  ),
  item(
    8,
    'ventilationEquipment',
    'Mask size',
    'Picks a mask that fits from the bridge of the nose to the cleft of the chin, clear of the eyes',
    'Will the mask you have in mind fit this face? How would you know?',
  ),
  item(
    9,
    'ventilationEquipment',
    'Bag choice',
    'Picks a suitable bag: self-inflating (at least 450-500 mL for a young child) or flow-inflating',
    'Which bag suits a patient of this size?',
  ),
  item(
    10,
    'ventilationEquipment',
    'Oxygen',
    'Connects the bag to oxygen and turns the flow on (10-15 L/min)',
    'A bag alone gives room air. What does it need connected, and set to what?',
  ),
  item(
    11,
    'maskPositioning',
    'Mask orientation',
    'Places the mask on the face the right way up',
    'Which end of the mask goes where on the face?',
  ),
  item(
    12,
    'maskPositioning',
    'Covering mouth and nose',
    'Covers both the mouth and the nose',
    'What should the mask cover?',
  ),
  item(
    13,
    'maskPositioning',
    'Mask hold',
    'Holds the mask with an E-C clamp, or with two people when the seal is poor',
    'How exactly are your fingers holding the mask?',
  ),
  item(
    14,
    'maskPositioning',
    'Seal',
    'Makes an effective seal',
    'Is air escaping around the edge of the mask?',
  ),
  item(
    15,
    'maskPositioning',
    'Eyes protected',
    'Keeps pressure off the eyes',
    'Where are the mask edge and your fingers in relation to the eyes?',
  ),
  item(
    16,
    'ventilationTechnique',
    'Position at the head',
    'Stands at the head of the bed to ventilate',
    'Where do you stand to ventilate?',
  ),
  item(
    17,
    'ventilationTechnique',
    'Mask hand opens the airway',
    'Uses the mask hand to keep the airway open as well',
    'Your mask hand has two jobs. What is the second one?',
  ),
  item(
    18,
    'ventilationTechnique',
    'Squeeze',
    'Squeezes each breath over about 1 s, only enough for visible chest rise',
    'How hard, and for how long, do you squeeze each breath?',
  ),
  item(
    19,
    'ventilationTechnique',
    'Rate',
    'Ventilates at a rate right for the age (20-30 breaths/min for an infant or child with a pulse)',
    'How often are you giving breaths, and is that right for this age?',
  ),
  item(
    20,
    'ventilationTechnique',
    'Effective ventilation',
    'Achieves effective ventilation: visible chest rise and SpO2 improving',
    'How do you know your breaths are actually working?',
  ),
];

export const CHECKLIST_GROUPS: readonly ChecklistGroup[] = [
  {
    id: 'airwayManagement',
    title: 'Airway management',
    nudge: 'Think about the airway itself: is it clear, is it open, and does it stay open?',
    items: ['BMV-1', 'BMV-2', 'BMV-3', 'BMV-4', 'BMV-5', 'BMV-6', 'BMV-7'],
  },
  {
    id: 'ventilationEquipment',
    title: 'Choice of ventilation equipment',
    nudge: 'Think about your equipment: what do you need ready at the bedside for this patient?',
    items: ['BMV-8', 'BMV-9', 'BMV-10'],
  },
  {
    id: 'maskPositioning',
    title: 'Positioning of the mask',
    nudge: 'Think about the mask on the face: how it sits, what it covers and how you hold it.',
    items: ['BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15'],
  },
  {
    id: 'ventilationTechnique',
    title: 'Ventilation technique',
    nudge: 'Think about how you deliver each breath: where you stand, how you squeeze and how often.',
    items: ['BMV-16', 'BMV-17', 'BMV-18', 'BMV-19', 'BMV-20'],
  },
];

const byId = new Map(CHECKLIST.map((entry) => [entry.id, entry]));

export function checklistItem(id: ItemId): ChecklistItem {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown checklist item ${id}`);
  return found;
}

export function checklistGroup(id: GroupId): ChecklistGroup {
  const found = CHECKLIST_GROUPS.find((group) => group.id === id);
  if (!found) throw new Error(`unknown checklist group ${id}`);
  return found;
}

/** Items in checklist order (BMV-2 before BMV-10). */
export function sortItems(items: Iterable<ItemId>): ItemId[] {
  return [...new Set(items)].sort((a, b) => checklistItem(a).number - checklistItem(b).number);
}
