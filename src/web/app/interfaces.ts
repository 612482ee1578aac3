/** SPEC §4 "Active interface": the views of the signed-in app, switched by the sidebar. */
export const INTERFACES = [
  { id: 'ChatbotUi', label: 'ChatBot', adminOnly: false },
  { id: 'ChatHistory', label: 'Chat History', adminOnly: true },
  { id: 'DataCollectUi', label: 'Data Collection', adminOnly: true },
  { id: 'Instruction Editor', label: 'Instruction Editor', adminOnly: true },
  { id: 'ImageUpload', label: 'Image Upload', adminOnly: true },
  { id: 'CaseEditor', label: 'Case Editor', adminOnly: true },
] as const;

export type InterfaceId = (typeof INTERFACES)[number]['id'];
