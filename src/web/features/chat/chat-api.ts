import { GetImageResponseSchema, MessageResponseSchema } from '../../../contract/api.ts';
import type { StoredChatHistory } from '../../../contract/chat.ts';
import {
  type ChatResume,
  ChatResumeResponseSchema,
  type ChatState,
  ChatStateResponseSchema,
} from '../../../contract/chat-state.ts';
import { apiJson } from '../../api/client.ts';

/** The chat calls of docs/api.md, typed by the shared contract. */

/**
 * Starts, or continues when one is active, this user's conversation for the participant. A `caseId` is
 * an admin's "Try this case": an author's test run, kept out of the study's data.
 */
export async function initConversation(
  participantID: string,
  caseId: number | undefined,
  signal: AbortSignal,
) {
  const body = caseId === undefined ? { participantID } : { participantID, caseId, testRun: true as const };
  await apiJson(MessageResponseSchema, '/init-conversation', { method: 'POST', body, signal });
}

/** Ends the conversation and starts a fresh one on the same case. */
export async function resetConversation(participantID: string, signal: AbortSignal) {
  await apiJson(MessageResponseSchema, '/reset-conversation', {
    method: 'POST',
    body: { participantID },
    signal,
  });
}

export async function setServerParticipantId(participantID: string) {
  await apiJson(MessageResponseSchema, '/set-participant-id', { method: 'POST', body: { participantID } });
}

/** Stores the user's turn; the reply then comes from streamChat(). */
export async function submitUserInput(text: string, signal: AbortSignal) {
  await apiJson(MessageResponseSchema, '/submit-user-input', { method: 'POST', body: { text }, signal });
}

/** A signed URL for an image of the library. */
export async function fetchImageUrl(imageId: string, signal: AbortSignal): Promise<string> {
  const { image } = await apiJson(GetImageResponseSchema, `/get-image/${encodeURIComponent(imageId)}`, {
    signal,
  });
  return image;
}

/** The scenario's current state, for a chat restored after a reload (null without a conversation). */
export async function loadChatState(signal: AbortSignal): Promise<ChatState | null> {
  return (await apiJson(ChatStateResponseSchema, '/api/chat-state', { signal })).state;
}

/** The running conversation on the server (participant, messages, state), for a chat opened anew. */
export async function loadChatResume(signal: AbortSignal): Promise<ChatResume> {
  return apiJson(ChatResumeResponseSchema, '/api/chat-resume', { signal });
}

export async function submitChatHistory(history: StoredChatHistory) {
  await apiJson(MessageResponseSchema, '/submit-chat-history', { method: 'POST', body: history });
}
