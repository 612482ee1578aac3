import {
  ConversationHistoryResponseSchema,
  GetLastCasesResponseSchema,
  type RecentCase,
  type Transcript,
  TranscriptsResponseSchema,
} from '../../../contract/api.ts';
import type { StoredChatHistory } from '../../../contract/chat.ts';
import { apiJson } from '../../api/client.ts';

/*
 * The three admin reads of Chat History. Each takes a key first and an AbortSignal, the shape
 * useRemote expects, so a view that moves on cancels the request it no longer needs.
 */

export const loadRecentCases = (_key: string, signal?: AbortSignal): Promise<RecentCase[]> =>
  apiJson(GetLastCasesResponseSchema, '/get-last-cases', { signal });

/** The saved groups, or the server's turns as groups when the resident never saved; [] for an unknown ID. */
export const loadHistory = async (participantId: string, signal?: AbortSignal): Promise<StoredChatHistory> =>
  (
    await apiJson(
      ConversationHistoryResponseSchema,
      `/get-conversation-history/${encodeURIComponent(participantId)}`,
      { signal },
    )
  ).conversationHistory;

export const loadTranscripts = async (participantId: string, signal?: AbortSignal): Promise<Transcript[]> =>
  (
    await apiJson(TranscriptsResponseSchema, `/api/transcripts/${encodeURIComponent(participantId)}`, {
      signal,
    })
  ).conversations;
