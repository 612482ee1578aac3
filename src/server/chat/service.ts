import type { StoredChatHistory } from '../../contract/chat.ts';
import { type ChatResume, type ChatState, RESUME_MESSAGE_LIMIT } from '../../contract/chat-state.ts';
import type { Principal } from '../auth/tokens.ts';
import type { CaseAssignmentsRepository } from '../cases/assignments.ts';
import type { CasesRepository } from '../cases/repository.ts';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors.ts';
import type { InstructionsRepository } from '../instructions/repository.ts';
import type { Tutor } from '../sim/tutor.ts';
import { checkStartLimits } from './account-limits.ts';
import { chatStateOf } from './chat-state.ts';
import type { Conversation } from './records.ts';
import { answerPendingTurn, type ReplyOutput, type TurnLogger } from './reply.ts';
import type { ChatRepository } from './repository.ts';
import type { SavedHistoryRepository } from './saved-history.ts';
import type { TurnContext } from './turn-context.ts';

export type ChatServiceDeps = {
  chats: ChatRepository;
  savedHistories: SavedHistoryRepository;
  cases: CasesRepository;
  caseAssignments: CaseAssignmentsRepository;
  instructions: InstructionsRepository;
  context: TurnContext;
  tutor: Tutor;
};

/**
 * The chat's rules over the database: one active conversation per signed-in user and
 * participant, every turn stored as it happens, nothing kept in process memory. The routes call
 * this and nothing below it; failures are the domain's own errors (../errors.ts).
 */
export function chatService({
  chats,
  savedHistories,
  cases,
  caseAssignments,
  instructions,
  context,
  tutor,
}: ChatServiceDeps) {
  /**
   * A new conversation: on `caseId` (an admin's choice), else on the participant's next assigned case,
   * else on a published case at random. Only a test run may play a case that is not published.
   */
  async function startConversation(
    who: Principal,
    participantId: string,
    caseId: number | undefined,
    testRun: boolean,
  ): Promise<Conversation> {
    const chosen =
      caseId === undefined ? await caseAssignments.nextCase(participantId) : await cases.get(caseId);
    if (!chosen) {
      throw caseId === undefined
        ? new ConflictError('No case is published yet: an admin must publish one in the Case Editor.')
        : new NotFoundError(`No case ${caseId}.`);
    }
    if (!testRun && chosen.status !== 'published') {
      throw new ConflictError(
        `Case ${chosen.id} is ${chosen.status}: only its author's test run can play it.`,
      );
    }
    // Bounded per account, whatever participant IDs it types (429 naming the limit).
    checkStartLimits(await chats.recentStarts(who.sub, participantId));
    const instruction = await instructions.latest();
    return chats.createConversation({
      userSub: who.sub,
      userEmail: who.email ?? null,
      participantId,
      caseId: chosen.id,
      caseVersion: chosen.version,
      instructionId: instruction?.id ?? null,
      tutor: tutor.kind,
      model: tutor.model ?? null,
      state: {},
      testRun,
    });
  }

  return {
    /**
     * Continues the active conversation, or starts one (on `caseId` when an admin names one; as an
     * author's test run with `testRun`, which never mixes with a study session).
     */
    async init(who: Principal, participantId: string, caseId: number | undefined, testRun = false) {
      if (caseId !== undefined && !who.isAdmin) throw new ForbiddenError('Only admins can choose a case.');
      if (testRun && caseId === undefined)
        throw new InvalidInputError('testRun: name the case to try (caseId).');
      await chats.refuseWithdrawn(participantId);
      await chats.setCurrentParticipant(who.sub, participantId);
      const active = await chats.activeConversation(who.sub, participantId);
      if (active && active.testRun === testRun && (caseId === undefined || active.caseId === caseId))
        return active;
      return startConversation(who, participantId, caseId, testRun);
    },

    /** Ends the active conversation and starts a fresh one on the same case (its latest version). */
    async reset(who: Principal, participantId: string) {
      await chats.refuseWithdrawn(participantId);
      await chats.setCurrentParticipant(who.sub, participantId);
      const active = await chats.activeConversation(who.sub, participantId);
      if (active) await chats.closeOpenTurns(active.id);
      // A test run stays one; a study session restarts on the same case while it is still published.
      const testRun = active?.testRun ?? false;
      const same = active && (testRun || (await cases.get(active.caseId))?.status === 'published');
      return startConversation(who, participantId, same ? active.caseId : undefined, testRun);
    },

    async setParticipant(who: Principal, participantId: string) {
      await chats.refuseWithdrawn(participantId);
      await chats.setCurrentParticipant(who.sub, participantId);
    },

    /** Stores the user's turn as pending: the next GET /stream-chat (on any instance) answers it. */
    async submit(who: Principal, text: string) {
      // One statement: finds the conversation, closes turns left open and stores this one.
      const stored = await chats.submitTurn(who.sub, text);
      if (!stored) throw new ConflictError('No chat in progress: enter a participant ID to start one.');
    },

    /** Answers the caller's pending turn, if any (see reply.ts): streamed to `output`, stored as it goes. */
    answerPendingTurn(who: Principal, signal: AbortSignal, output: ReplyOutput, log: TurnLogger) {
      return answerPendingTurn({ tutor, chats, context, log }, who, signal, output);
    },

    /**
     * The state of the caller's conversation, for a chat restored after a reload: without an earlier state,
     * so with no trend and no stop, which only a turn has. Null when there is no conversation or its case is gone.
     */
    async currentState(who: Principal): Promise<ChatState | null> {
      const conversation = await chats.currentConversation(who.sub);
      const caseDoc = conversation && (await context.caseDoc(conversation.caseId, conversation.caseVersion));
      if (!conversation || !caseDoc) return null;
      return chatStateOf(conversation.tutor, caseDoc, {}, conversation.state ?? {}, new Date());
    },

    /**
     * The caller's running conversation for a chat opened anew (another tab, a reload, a new sign-in): its
     * participant, its messages and the monitor's state, so the case goes on where it was.
     */
    async resume(who: Principal): Promise<ChatResume> {
      const conversation = await chats.currentConversation(who.sub);
      if (!conversation) return { participantId: null, messages: [], state: null };
      const caseDoc = await context.caseDoc(conversation.caseId, conversation.caseVersion);
      const rows = await chats.recentMessages(conversation.id, RESUME_MESSAGE_LIMIT);
      return {
        participantId: conversation.participantId,
        messages: rows
          .filter((m) => m.sender === 'user' || m.sender === 'bot')
          .map((m) => ({
            sender: m.sender as 'user' | 'bot',
            text: m.text.slice(0, 20_000),
            cut: m.status === 'cut',
          })),
        state: caseDoc
          ? chatStateOf(conversation.tutor, caseDoc, {}, conversation.state ?? {}, new Date())
          : null,
      };
    },

    /** Save button: the client's history, kept under the caller's account and current participant. */
    async saveHistory(who: Principal, history: StoredChatHistory) {
      const participantId = await chats.currentParticipant(who.sub);
      if (!participantId) throw new ConflictError('No participant ID is set: enter one before saving.');
      await savedHistories.save(who, participantId, history);
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
