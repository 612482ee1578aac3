import type { ChatState } from '../../contract/chat-state.ts';
import type { Principal } from '../auth/tokens.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/client.ts';
import type { TurnOutcome, TurnRecord, Tutor, TutorConversation } from '../sim/tutor.ts';
import { asTutorInput } from './begin-command.ts';
import { chatStateOf } from './chat-state.ts';
import { partialReplyWriter } from './partial-reply.ts';
import type { ContextMessage, MessageStatus } from './records.ts';
import type { ChatRepository } from './repository.ts';
import type { TurnContext } from './turn-context.ts';

/**
 * Partial replies are written to the database this often (on a timer, so also while the tutor is
 * silent): a killed server loses at most about this much of what the trainee has read.
 */
const FLUSH_INTERVAL_MS = 1000;
/** Earlier messages a tutor sees: enough for a whole case, bounded for a very long chat. */
const HISTORY_LIMIT = 60;

export const TUTOR_FAILED_NOTE =
  '\n\n(The tutor ran into a problem and stopped. Your message was kept: send it again, or press New case.)';

const CASE_GONE = "This conversation's case no longer exists. Press New case to start a new one.";

/**
 * Where a reply goes: its text chunk by chunk, then the scenario's state once the turn is stored. A
 * promise from `text` is awaited before the next chunk is read (backpressure from a slow client).
 */
export type ReplyOutput = { text(chunk: string): void | Promise<void>; state(state: ChatState): void };

export type TurnLogger = { error(obj: object, msg: string): void };

/** What answering a turn needs: the chat service hands in its own repository and context. */
type ReplyDeps = {
  tutor: Tutor;
  chats: ChatRepository;
  context: TurnContext;
  log: TurnLogger;
};

/**
 * Answers the caller's pending turn: claims it (so exactly one stream on any instance answers
 * it), streams the tutor's chunks to `write`, and stores the reply. A reply still streaming after
 * a second is written as it grows (also while the tutor is silent), so a killed server leaves it
 * behind, marked 'cut' on the next turn. The reply ends 'complete', or 'cut' when the client
 * left, the server stopped, the tutor failed or the database could not take the partial reply;
 * the tutor's new state is stored either way, because the trainee's action happened. A turn that was
 * not cut ends with the scenario's state (phase, vitals, stop, debrief) after its text.
 */
export async function answerPendingTurn(
  deps: ReplyDeps,
  who: Principal,
  signal: AbortSignal,
  output: ReplyOutput,
): Promise<void> {
  let wrote = false;
  const send = (chunk: string) => {
    wrote = true;
    return output.text(chunk);
  };
  try {
    await answerTurn(deps, who, signal, { text: send, state: output.state });
  } catch (error) {
    // The stream is already open (200), so a 503 cannot be sent: the trainee reads why instead.
    if (isDatabaseUnavailable(error))
      await send(wrote ? `\n\n(${DATABASE_UNAVAILABLE})` : DATABASE_UNAVAILABLE);
    throw error;
  }
}

async function answerTurn(
  deps: ReplyDeps,
  who: Principal,
  signal: AbortSignal,
  output: ReplyOutput,
): Promise<void> {
  const write = output.text;
  const { chats, tutor, context } = deps;
  // One statement claims the turn and reads everything the tutor needs with it (the image list only
  // when the context's copy is stale); the case version and instruction text are cached per process.
  const claimed = await chats.claimTurn(who.sub, HISTORY_LIMIT, context.imagesStale());
  if (!claimed) return;
  const { conversation, turn } = claimed;
  if (claimed.images) context.rememberImages(claimed.images);

  const caseDoc = await context.caseDoc(conversation.caseId, conversation.caseVersion);
  const state = (conversation.state ?? {}) as Record<string, unknown>;
  if (!caseDoc) {
    await write(CASE_GONE);
    await chats.finishTurn({
      conversationId: conversation.id,
      userMessageId: turn.id,
      botMessageId: undefined,
      text: CASE_GONE,
      status: 'complete',
      state,
    });
    return;
  }
  const earlier = claimed.history;
  const images = context.images();
  const instructionText = await context.instructionText(conversation.instructionId);

  // A partial reply that cannot be stored means the database is gone: the tutor stops too, and
  // the turn ends rather than streaming text that would be lost.
  const storeFailed = new AbortController();
  const stop = AbortSignal.any([signal, storeFailed.signal]);
  const tutorConversation: TutorConversation = {
    caseDoc,
    state,
    history: toHistory(earlier),
    images,
    instructionText,
    now: new Date(),
    signal: stop,
  };
  let text = '';
  let status: MessageStatus = 'cut';
  // The reply's row is written only once it has streamed for a while: a short reply costs one write at the end.
  let botMessageId: number | undefined;
  const partial = partialReplyWriter(
    async (soFar) => {
      if (botMessageId === undefined) {
        const row = await chats.addMessage({
          conversationId: conversation.id,
          sender: 'bot',
          text: soFar,
          status: 'streaming',
        });
        botMessageId = row.id;
      } else {
        await chats.updateMessage(botMessageId, { text: soFar });
      }
    },
    FLUSH_INTERVAL_MS,
    (error) => storeFailed.abort(error),
  );
  // The tutor's state stays as it was unless the tutor returns a new one (it does even when stopped).
  let outcome: TurnOutcome = { state };
  const reply = tutor.respond(tutorConversation, asTutorInput(turn.text));
  try {
    // Read to the end even once stopped: a stopped tutor ends promptly and returns the state its
    // turn left, which is stored (the trainee's action happened). Chunks after the stop are dropped.
    for (let next = await reply.next(); ; next = await reply.next()) {
      if (next.done) {
        outcome = next.value;
        break;
      }
      const chunk = next.value;
      if (stop.aborted || !chunk) continue;
      text += chunk;
      partial.update(text);
      await write(chunk);
    }
    if (!stop.aborted) status = 'complete';
  } catch (error) {
    deps.log.error({ err: error, conversationId: conversation.id }, 'tutor failed');
    if (!stop.aborted) {
      text += TUTOR_FAILED_NOTE;
      await write(TUTOR_FAILED_NOTE);
    }
  } finally {
    // Ends a reply left open by a failure here (a no-op once it has returned): an LLM request is cancelled.
    await reply.return(outcome).catch(() => undefined);
    await partial.stop();
    // Tried even after a failed partial write: the database may be back, and then the turn is stored as 'cut'.
    await chats.finishTurn({
      conversationId: conversation.id,
      userMessageId: turn.id,
      botMessageId,
      text,
      status,
      state: outcome.state,
      log: outcome.log,
    });
  }
  // The caller tells the trainee why the reply stopped.
  if (storeFailed.signal.aborted) throw storeFailed.signal.reason;
  if (stop.aborted) return;
  try {
    output.state(chatStateOf(tutor.kind, caseDoc, state, outcome.state, tutorConversation.now));
  } catch (error) {
    // The monitor is an extra: a state that cannot be built never costs the trainee the reply.
    deps.log.error({ err: error, conversationId: conversation.id }, 'chat state failed');
  }
}

/** Earlier turns for the tutor: what the trainee said and what the tutor answered, in order. */
function toHistory(messages: ContextMessage[]): TurnRecord[] {
  return messages
    .filter((m) => m.text && m.status !== 'streaming')
    .map((m) => ({ sender: m.sender === 'bot' ? 'bot' : 'user', text: m.text }));
}
