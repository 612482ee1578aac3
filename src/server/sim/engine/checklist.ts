import {
  type ChecklistGroup as ContractGroup,
  type ChecklistItem as ContractItem,
  checklistItemsOf,
  CHECKLIST_GROUPS as GROUPS,
  CHECKLIST as ITEMS,
} from '../../../contract/checklist.ts';
import type { GroupId, ItemId } from './types.ts';

export { sortItems } from '../../../contract/checklist.ts';

/**
 * The checklist the engine scores a run against (its items live in src/contract/checklist.ts), with what only the
 * engine needs: `nudge`, a hint that points at an item or a group without giving the answer away.
 */
export type ChecklistItem = ContractItem & { nudge: string };

export type ChecklistGroup = ContractGroup & { nudge: string; items: ItemId[] };

const ITEM_NUDGES: Record<ItemId, string> = {
  'BMV-1': 'You are alone at the bedside with a child who is not breathing. Who else should be here?',
  'BMV-2': 'Look closely at the mouth and nose: is the airway clear?',
  'BMV-3': 'Look at how the head and neck are lying. Would that keep the airway straight?',
  'BMV-4': 'Even with a good position, the tongue can fall back. How do you open the airway?',
  'BMV-5':
    'Could something keep the airway open between your breaths? Think about which kind suits this patient, and how you would size it.',
  'BMV-6': 'Once you have chosen and sized it, how do you put it in?',
  'BMV-7': 'After each change you make, what do you look at to know whether it helped?',
  'BMV-8': 'Will the mask you have in mind fit this face? How would you know?',
  'BMV-9': 'Which bag suits a patient of this size?',
  'BMV-10': 'A bag alone gives room air. What does it need connected, and set to what?',
  'BMV-11': 'Which end of the mask goes where on the face?',
  'BMV-12': 'What should the mask cover?',
  'BMV-13': 'How exactly are your fingers holding the mask?',
  'BMV-14': 'Is air escaping around the edge of the mask?',
  'BMV-15': 'Where are the mask edge and your fingers in relation to the eyes?',
  'BMV-16': 'Where do you stand to ventilate?',
  'BMV-17': 'Your mask hand has two jobs. What is the second one?',
  'BMV-18': 'How hard, and for how long, do you squeeze each breath?',
  'BMV-19': 'How often are you giving breaths, and is that right for this age?',
  'BMV-20': 'How do you know your breaths are actually working?',
};

const GROUP_NUDGES: Record<GroupId, string> = {
  airwayManagement: 'Think about the airway itself: is it clear, is it open, and does it stay open?',
  ventilationEquipment: 'Think about your equipment: what do you need ready at the bedside for this patient?',
  maskPositioning: 'Think about the mask on the face: how it sits, what it covers and how you hold it.',
  ventilationTechnique:
    'Think about how you deliver each breath: where you stand, how you squeeze and how often.',
};

export const CHECKLIST: readonly ChecklistItem[] = ITEMS.map((item) => ({
  ...item,
  nudge: ITEM_NUDGES[item.id],
}));

export const CHECKLIST_GROUPS: readonly ChecklistGroup[] = GROUPS.map((group) => ({
  ...group,
  nudge: GROUP_NUDGES[group.id],
  items: checklistItemsOf(group.id).map((item) => item.id),
}));

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
