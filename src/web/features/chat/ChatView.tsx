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
      <MessageList
        messages={chat.messages}
        notices={chat.notices}
        marks={chat.marks}
        generating={chat.busy}
      />
      {chat.status === 'initializing' ? (
        <InitProgress durationMs={INIT_DURATION_MS} />
      ) : (
        <ChatForm
          draft={chat.draft}
          onDraftChange={chat.setDraft}
          canSend={chat.status === 'ready' && !chat.busy}
          saving={chat.saving}
          onSend={() => void chat.send()}
          onReset={chat.reset}
          onParticipantReset={() => void chat.changeParticipant()}
          onSave={() => void chat.save()}
        />
      )}
    </section>
  );
}
