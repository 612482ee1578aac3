import { type DebriefAbout, DebriefChecklist } from '../../components/debrief/DebriefChecklist.tsx';
import { ChatForm } from './ChatForm.tsx';
import { InitProgress } from './InitProgress.tsx';
import { MessageList } from './MessageList.tsx';
import { PatientMonitor } from './PatientMonitor.tsx';
import { INIT_DURATION_MS } from './start.ts';
import { type ChatSetup, useChat } from './useChat.ts';
import './chat.css';

/** docs/product.md#screens "Chatbot view": the chat window, then the form (or the loading bar while it starts). */
export default function ChatView(props: ChatSetup) {
  const chat = useChat(props);
  const state = chat.monitor?.state;
  // What a printed debrief says it is of: the participant, the case, the day and the tutor.
  const printed: DebriefAbout = {
    participantId: chat.participantId,
    date: chat.startedAt,
    caseLabel:
      state?.kind === 'scenario' && state.patient ? `${state.patient.described} (simulated)` : undefined,
    tutor:
      state?.kind === 'scenario' ? 'Scenario engine' : state?.kind === 'untracked' ? 'AI tutor' : undefined,
  };
  return (
    <section className="chat-view" aria-labelledby="chat-title">
      <div className="chat-bar">
        <h2 id="chat-title" className="chat-title">
          ChatBot
        </h2>
        {chat.participantId && (
          <p className="chat-participant">
            Participant{' '}
            <strong>
              <bdi>{chat.participantId}</bdi>
            </strong>
          </p>
        )}
      </div>
      <PatientMonitor reading={chat.monitor} />
      {chat.previousDebrief && (
        <details className="previous-debrief">
          <summary>Debrief of the previous case</summary>
          <DebriefChecklist debrief={chat.previousDebrief} about={printed} />
        </details>
      )}
      <MessageList
        messages={chat.messages}
        notices={chat.notices}
        marks={chat.marks}
        generating={chat.busy}
        printed={printed}
      />
      {chat.status === 'initializing' ? (
        <InitProgress durationMs={INIT_DURATION_MS} />
      ) : (
        <ChatForm
          draft={chat.draft}
          onDraftChange={chat.setDraft}
          canSend={chat.status === 'ready' && !chat.busy}
          busy={chat.busy}
          failed={chat.failed}
          saving={chat.saving}
          onSend={() => void chat.send()}
          onStop={chat.stop}
          onRetry={() => void chat.retry()}
          onNewCase={() => void chat.newCase()}
          onChangeParticipant={() => void chat.changeParticipant()}
          onSave={() => void chat.save()}
        />
      )}
    </section>
  );
}
