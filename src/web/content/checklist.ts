/**
 * The 20-item bag-mask ventilation checklist for the public pages: the one copy lives in the contract, shared with
 * the scenario engine and the admin screens.
 */
export {
  CHECKLIST,
  CHECKLIST_GROUPS,
  type ChecklistGroup,
  type ChecklistGroupId,
  type ChecklistItem,
  checklistItemsOf,
} from '../../contract/checklist.ts';
