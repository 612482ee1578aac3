/** The views of the signed-in app ("active interface"), switched by the sidebar. */
export const INTERFACES = [
  { id: 'ChatbotUi', label: 'ChatBot', adminOnly: false },
  { id: 'ChatHistory', label: 'Chat History', adminOnly: true },
  { id: 'DataCollectUi', label: 'Data Collection', adminOnly: true },
  { id: 'Instruction Editor', label: 'Instruction Editor', adminOnly: true },
  { id: 'ImageUpload', label: 'Image Upload', adminOnly: true },
  { id: 'CaseEditor', label: 'Case Editor', adminOnly: true },
  { id: 'ObserverChecklist', label: 'Observer Checklist', adminOnly: true },
  { id: 'StudyDashboard', label: 'Study Dashboard', adminOnly: true },
  { id: 'Exports', label: 'Exports', adminOnly: true },
  { id: 'Withdrawal', label: 'Withdraw Participant', adminOnly: true },
  { id: 'Accounts', label: 'Accounts', adminOnly: true },
  { id: 'AuditLog', label: 'Audit Log', adminOnly: true },
  { id: 'ApiReference', label: 'API Reference', adminOnly: true },
] as const;

export type InterfaceId = (typeof INTERFACES)[number]['id'];
