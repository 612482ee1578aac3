import type { Principal } from '../auth/tokens.ts';
import { casesRepository } from '../cases/repository.ts';
import type { Db } from '../db/client.ts';
import { instructionsRepository } from '../instructions/repository.ts';
import type { ImageRef, TurnRecord, Tutor } from '../sim/tutor.ts';
import type { Message } from './repository.ts';
import type { ChatService } from './service.ts';

/** Partial replies are written to the database this often, so a killed server loses at most this much. */
const FLUSH_INTERVAL_MS = 1000;

export const TUTOR_FAILED_NOTE =
  '\n\n(The tutor ran into a problem and stopped. Your message was kept: send it again, or press Reset.)';

const CASE_GONE = "This conversation's case no longer exists. Press Reset to start a new one.";

type ReplyDeps = {
  db: Db;
  tutor: Tutor;
  chat: ChatService;
  imageRefs: () => Promise<ImageRef[]>;
  log: { error(obj: object, msg: string): void };
};

/**
 * Answers the caller's pending turn: claims it (so exactly one stream on any instance answers
 * it), streams the tutor's chunks to `write`, and stores the reply as it grows. The reply ends
 * 'complete', or 'cut' when the client left, the server stopped or the tutor failed; the tutor's
 * new state is stored either way, because the trainee's action happened.
 */
export async function answerPendingTurn(
  deps: ReplyDeps,
  who: Principal,
  signal: AbortSignal,
  write: (chunk: string) => void,
): Promise<void> {
  const { chat, tutor, db } = deps;
  const participant = await chat.chats.currentParticipant(who.sub);
  const conversation = participant && (await chat.chats.activeConversation(who.sub, participant));
  if (!conversation) return;
  const turn = await chat.chats.claimPendingTurn(conversation.id);
  if (!turn) return;

  const cases = casesRepository(db);
  const caseDoc =
    (await cases.getVersion(conversation.caseId, conversation.caseVersion)) ??
    (await cases.get(conversation.caseId))?.data;
  const instruction = conversation.instructionId
    ? await instructionsRepository(db).byId(conversation.instructionId)
    : undefined;
  const earlier = (await chat.chats.messagesOf(conversation.id)).filter((m) => m.id < turn.id);
  if (!caseDoc) {
    await chat.chats.addMessage({
      conversationId: conversation.id,
      sender: 'bot',
      text: CASE_GONE,
      status: 'complete',
    });
    await chat.chats.updateMessage(turn.id, { status: 'answered' });
    write(CASE_GONE);
    return;
  }
  const bot = await chat.chats.addMessage({
    conversationId: conversation.id,
    sender: 'bot',
    text: '',
    status: 'streaming',
  });

  let text = '';
  let finished = false;
  let flushedAt = Date.now();
  const tutorConversation = {
    caseDoc,
    state: (conversation.state ?? {}) as Record<string, unknown>,
    history: toHistory(earlier),
    images: await deps.imageRefs(),
    instructionText: instruction?.text ?? '',
    now: new Date(),
    signal,
  };
  try {
    for await (const chunk of tutor.respond(tutorConversation, turn.text)) {
      if (signal.aborted) break;
      if (!chunk) continue;
      text += chunk;
      write(chunk);
      if (Date.now() - flushedAt >= FLUSH_INTERVAL_MS) {
        flushedAt = Date.now();
        await chat.chats.updateMessage(bot.id, { text });
      }
    }
    finished = !signal.aborted;
  } catch (error) {
    deps.log.error({ err: error, conversationId: conversation.id }, 'tutor failed');
    if (!signal.aborted) {
      text += TUTOR_FAILED_NOTE;
      write(TUTOR_FAILED_NOTE);
    }
  } finally {
    await chat.chats.updateMessage(bot.id, { text, status: finished ? 'complete' : 'cut' });
    await chat.chats.updateMessage(turn.id, { status: 'answered' });
    await chat.chats.saveState(conversation.id, tutorConversation.state);
  }
}

/** Earlier turns for the tutor: what the trainee said and what the tutor answered, in order. */
function toHistory(messages: Message[]): TurnRecord[] {
  return messages
    .filter((m) => m.text && m.status !== 'streaming')
    .map((m) => ({ sender: m.sender === 'bot' ? 'bot' : 'user', text: m.text }));
}
