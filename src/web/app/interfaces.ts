/**
 * The views of the signed-in app ("active interface"), each at its own address: reload, Back and Forward keep
 * the view, and a link to one works after sign-in. `item` is the address of one record of the view (a
 * participant's history, a case, a participant's study record), opened from its list.
 */
export const INTERFACES = [
  { id: 'ChatbotUi', label: 'ChatBot', adminOnly: false, path: '/chat' },
  {
    id: 'ChatHistory',
    label: 'Chat History',
    adminOnly: true,
    path: '/admin/history',
    item: '/admin/history',
  },
  { id: 'DataCollectUi', label: 'Data Collection', adminOnly: true, path: '/admin/data-collection' },
  { id: 'Instruction Editor', label: 'Instruction Editor', adminOnly: true, path: '/admin/instructions' },
  { id: 'ImageUpload', label: 'Image Upload', adminOnly: true, path: '/admin/images' },
  { id: 'CaseEditor', label: 'Case Editor', adminOnly: true, path: '/admin/cases', item: '/admin/cases' },
  { id: 'ObserverChecklist', label: 'Observer Checklist', adminOnly: true, path: '/admin/observer' },
  {
    id: 'StudyDashboard',
    label: 'Study Dashboard',
    adminOnly: true,
    path: '/admin/study',
    item: '/admin/study/participants',
  },
  { id: 'Exports', label: 'Exports', adminOnly: true, path: '/admin/exports' },
  { id: 'Withdrawal', label: 'Withdraw Participant', adminOnly: true, path: '/admin/withdrawal' },
  { id: 'Accounts', label: 'Accounts', adminOnly: true, path: '/admin/accounts' },
  { id: 'AuditLog', label: 'Audit Log', adminOnly: true, path: '/admin/audit' },
  { id: 'ApiReference', label: 'API Reference', adminOnly: true, path: '/admin/api' },
] as const;

export type InterfaceId = (typeof INTERFACES)[number]['id'];
export type Interface = (typeof INTERFACES)[number];

export function interfaceOf(id: InterfaceId): Interface {
  const found = INTERFACES.find((v) => v.id === id);
  if (!found) throw new Error(`No interface ${id}`);
  return found;
}
