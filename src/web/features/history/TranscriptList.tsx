import type { Transcript } from '../../../contract/api.ts';

type TranscriptMessage = Transcript['messages'][number];

import { revealBidiControls } from '../../components/bidi.ts';
import { DebriefChecklist } from '../../components/debrief/DebriefChecklist.tsx';
import { FormattedText } from '../../components/FormattedText.tsx';
import {
  formatDateTime,
  formatTurnTime,
  senderLabel,
  turnNote,
  turnRecordLine,
  tutorLabel,
} from './format.ts';
import { TurnCorrection } from './TurnCorrection.tsx';

/**
 * Every conversation the server stored for a participant, newest first, each collapsible, with the
 * facts a researcher needs to interpret it (which case version, instruction and tutor played it)
 * and every turn with its time and how it ended. Props only, so it renders the same on the server.
 */
export function TranscriptList({ conversations }: { conversations: Transcript[] }) {
  if (conversations.length === 0)
    return <p className="empty-text">The server holds no conversation for this participant.</p>;
  return (
    <ol className="transcripts">
      {conversations.map((conversation, index) => (
        <li key={conversation.id}>
          {/* The newest conversation starts open; older ones are one click away. */}
          <details className="transcript" open={index === 0}>
            <summary className="transcript-summary">
              <span className="transcript-case">
                Case {conversation.caseId}, version {conversation.caseVersion}
              </span>
              <span>
                started{' '}
                <time dateTime={conversation.createdAt}>{formatDateTime(conversation.createdAt)}</time>
              </span>
              {conversation.testRun && (
                <span className="transcript-state transcript-test-run">test run: not study data</span>
              )}
              <span
                className={`transcript-state transcript-state-${conversation.active ? 'active' : 'ended'}`}
              >
                {conversation.active ? 'active' : 'ended'}
              </span>
            </summary>
            <TranscriptBody conversation={conversation} />
          </details>
        </li>
      ))}
    </ol>
  );
}

function TranscriptBody({ conversation }: { conversation: Transcript }) {
  return (
    <div className="transcript-body">
      <dl className="transcript-facts">
        <div>
          <dt>Instruction version</dt>
          <dd>{conversation.instructionId ?? 'none'}</dd>
        </div>
        <div>
          <dt>Tutor</dt>
          <dd>{tutorLabel(conversation)}</dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>
            <bdi>{revealBidiControls(conversation.userEmail ?? 'not recorded')}</bdi>
          </dd>
        </div>
        <div>
          <dt>Conversation</dt>
          <dd className="transcript-id">{conversation.id}</dd>
        </div>
      </dl>
      {conversation.messages.length === 0 ? (
        <p className="empty-text">No turns yet.</p>
      ) : (
        <ol className="transcript-turns">
          {conversation.messages.map((turn, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: turns come in stored order and never move
            <TranscriptTurn key={position} turn={turn} startedAt={conversation.createdAt} />
          ))}
        </ol>
      )}
      {conversation.debrief && <DebriefChecklist debrief={conversation.debrief} level={5} />}
    </div>
  );
}

function TranscriptTurn({ turn, startedAt }: { turn: TranscriptMessage; startedAt: string }) {
  const note = turnNote(turn.sender, turn.status);
  return (
    <li className={`transcript-turn transcript-turn-${turn.sender}`} data-status={turn.status}>
      <p className="transcript-turn-head">
        <span className="history-sender">{senderLabel(turn.sender)}</span>{' '}
        <time dateTime={turn.createdAt}>{formatTurnTime(turn.createdAt, startedAt)}</time>
        {note && <span className="transcript-note"> {note}</span>}
      </p>
      <div className="transcript-text">
        <FormattedText text={turn.text} />
      </div>
      {turn.turnLog && (
        <p className="transcript-record">
          {turnRecordLine(turn.turnLog)}
          {turn.turnLog.reader !== 'engine' && (
            <>
              <br />
              The engine read: {turn.turnLog.verdict.engineInput.join(' / ')}
            </>
          )}
        </p>
      )}
      {turn.sender === 'bot' && turn.id !== undefined && (
        <TurnCorrection messageId={turn.id} saved={turn.correction ?? null} />
      )}
    </li>
  );
}
