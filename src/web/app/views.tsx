import { lazy } from 'react';
import type { InterfaceId } from './interfaces.ts';

/**
 * One lazily loaded chunk per view: residents never download the admin views' code, and nobody
 * downloads a view before opening it.
 */
export const VIEWS: Record<InterfaceId, React.LazyExoticComponent<() => React.ReactNode>> = {
  ChatbotUi: lazy(() => import('../features/chat/ChatView.tsx')),
  ChatHistory: lazy(() => import('../features/history/ChatHistoryView.tsx')),
  DataCollectUi: lazy(() => import('../features/data-collection/DataCollectionView.tsx')),
  'Instruction Editor': lazy(() => import('../features/instructions/InstructionEditorView.tsx')),
  ImageUpload: lazy(() => import('../features/images/ImageUploadView.tsx')),
  CaseEditor: lazy(() => import('../features/cases/CaseEditorView.tsx')),
  ApiReference: lazy(() => import('../features/api-reference/ApiReferenceView.tsx')),
  ObserverChecklist: lazy(() => import('../features/study/ObserverChecklistView.tsx')),
  StudyDashboard: lazy(() => import('../features/study/StudyDashboardView.tsx')),
  Exports: lazy(() => import('../features/data-admin/ExportsView.tsx')),
  Withdrawal: lazy(() => import('../features/data-admin/WithdrawalView.tsx')),
  Accounts: lazy(() => import('../features/data-admin/AccountsView.tsx')),
  AuditLog: lazy(() => import('../features/data-admin/AuditLogView.tsx')),
};
