import { type LazyExoticComponent, lazy } from 'react';
import { SelectionAddresses } from '../components/route-selection.tsx';
import { ChatStart } from './ChatStart.tsx';
import { type InterfaceId, interfaceOf } from './interfaces.ts';
import { useAppState } from './state.tsx';

/*
 * One lazily loaded chunk per view: residents never download the admin views' code, and nobody downloads a view
 * before opening it. Features never reach into the app: what they need of its state comes down as props.
 */
const ChatView = lazy(() => import('../features/chat/ChatView.tsx'));
const DataCollectionView = lazy(() => import('../features/data-collection/DataCollectionView.tsx'));
const CaseEditorView = lazy(() => import('../features/cases/CaseEditorView.tsx'));

type WiredView = 'ChatbotUi' | 'DataCollectUi' | 'CaseEditor';

const SELF_CONTAINED: Record<Exclude<InterfaceId, WiredView>, LazyExoticComponent<() => React.ReactNode>> = {
  ChatHistory: lazy(() => import('../features/history/ChatHistoryView.tsx')),
  'Instruction Editor': lazy(() => import('../features/instructions/InstructionEditorView.tsx')),
  ImageUpload: lazy(() => import('../features/images/ImageUploadView.tsx')),
  ApiReference: lazy(() => import('../features/api-reference/ApiReferenceView.tsx')),
  ObserverChecklist: lazy(() => import('../features/study/ObserverChecklistView.tsx')),
  StudyDashboard: lazy(() => import('../features/study/StudyDashboardView.tsx')),
  Exports: lazy(() => import('../features/data-admin/ExportsView.tsx')),
  Withdrawal: lazy(() => import('../features/data-admin/WithdrawalView.tsx')),
  Accounts: lazy(() => import('../features/data-admin/AccountsView.tsx')),
  AuditLog: lazy(() => import('../features/data-admin/AuditLogView.tsx')),
};

/** The view of an interface, given what it needs of the app state ("Try this case" reaches the chat this way). */
export function ActiveView({ id }: { id: InterfaceId }) {
  const app = useAppState();
  const view = interfaceOf(id);
  const content = (() => {
    switch (id) {
      case 'ChatbotUi':
        if (!app.participantId) return <ChatStart />;
        return (
          <ChatView
            key={`${app.chatVisit}:${app.participantId}`}
            participantId={app.participantId}
            onParticipantChange={app.setParticipantId}
            caseToTry={app.caseToTry}
          />
        );
      case 'DataCollectUi':
        return <DataCollectionView onTryCase={app.tryCase} />;
      case 'CaseEditor':
        return <CaseEditorView onTryCase={app.tryCase} />;
      default: {
        const View = SELF_CONTAINED[id];
        return <View />;
      }
    }
  })();
  // A view with records gets their addresses, so opening one is a step Back can undo.
  if (!('item' in view)) return content;
  return (
    <SelectionAddresses list={view.path} item={view.item}>
      {content}
    </SelectionAddresses>
  );
}
