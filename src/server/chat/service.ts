import type { Principal } from '../auth/tokens.ts';
import { casesRepository } from '../cases/repository.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { instructionsRepository } from '../instructions/repository.ts';
import type { Tutor } from '../sim/tutor.ts';
import { type Conversation, chatRepository } from './repository.ts';

/**
 * The chat's rules over the database: one active conversation per signed-in user and
 * participant, every turn stored as it happens, nothing kept in process memory.
 */
export function chatService(db: Db, tutor: Tutor) {
  const chats = chatRepository(db);
  const cases = casesRepository(db);
  const instructions = instructionsRepository(db);

  async function startConversation(
    who: Principal,
    participantId: string,
    caseId: number | undefined,
  ): Promise<Conversation> {
    const chosen = caseId === undefined ? await cases.pickRandom() : await cases.get(caseId);
    if (!chosen) {
      throw caseId === undefined
        ? new HttpError(409, 'No case is available yet: an admin must add one in Data Collection.')
        : new HttpError(404, `No case ${caseId}.`);
    }
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
    });
  }

  /** The caller's conversation for their current participant, or a 409 telling them to start one. */
  async function currentConversation(who: Principal): Promise<Conversation> {
    const conversation = await chats.currentConversation(who.sub);
    if (!conversation) throw new HttpError(409, 'No chat in progress: enter a participant ID to start one.');
    return conversation;
  }

  return {
    chats,
    currentConversation,

    /** Continues the active conversation, or starts one (on `caseId` when an admin names one). */
    async init(who: Principal, participantId: string, caseId: number | undefined) {
      if (caseId !== undefined && !who.isAdmin) throw new HttpError(403, 'Only admins can choose a case.');
      await chats.setCurrentParticipant(who.sub, participantId);
      const active = await chats.activeConversation(who.sub, participantId);
      if (active && (caseId === undefined || active.caseId === caseId)) return active;
      return startConversation(who, participantId, caseId);
    },

    /** Ends the active conversation and starts a fresh one on the same case (its latest version). */
    async reset(who: Principal, participantId: string) {
      await chats.setCurrentParticipant(who.sub, participantId);
      const active = await chats.activeConversation(who.sub, participantId);
      if (active) await chats.closeOpenTurns(active.id);
      return startConversation(who, participantId, active?.caseId);
    },

    async setParticipant(who: Principal, participantId: string) {
      await chats.setCurrentParticipant(who.sub, participantId);
    },

    /** Stores the user's turn as pending: the next GET /stream-chat (on any instance) answers it. */
    async submit(who: Principal, text: string) {
      const conversation = await currentConversation(who);
      await chats.addPendingTurn(conversation.id, text);
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
