import {
  type ConversationHistoryPage,
  ConversationHistoryResponseSchema,
  GetLastCasesResponseSchema,
  type RecentCase,
  type Transcript,
  TranscriptsResponseSchema,
} from '../../../contract/api.ts';
import { apiJson } from '../../api/client.ts';

/*
 * The three admin reads of Chat History. Each takes a key first and an AbortSignal, the shape
 * useRemote expects, so a view that moves on cancels the request it no longer needs.
 */

export const loadRecentCases = (_key: string, signal?: AbortSignal): Promise<RecentCase[]> =>
  apiJson(GetLastCasesResponseSchema, '/get-last-cases', { signal });

/**
 * One page of the participant's groups (each with the account that saved it), or of the server's
 * turns as groups when the resident never saved; an empty page for an unknown ID.
 */
export const loadHistoryPage = (
  participantId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<ConversationHistoryPage> =>
  apiJson(
    ConversationHistoryResponseSchema,
    `/get-conversation-history/${encodeURIComponent(participantId)}${offset > 0 ? `?offset=${offset}` : ''}`,
    { signal },
  );

export const loadHistory = (participantId: string, signal?: AbortSignal) =>
  loadHistoryPage(participantId, 0, signal);

export const loadTranscripts = async (participantId: string, signal?: AbortSignal): Promise<Transcript[]> =>
  (
    await apiJson(TranscriptsResponseSchema, `/api/transcripts/${encodeURIComponent(participantId)}`, {
      signal,
    })
  ).conversations;
