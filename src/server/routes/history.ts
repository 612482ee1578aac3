import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type ConversationHistoryPage,
  ConversationHistoryResponseSchema,
  GetLastCasesResponseSchema,
  HISTORY_PAGE_SIZE,
  HistoryPageQuerySchema,
  ParticipantParamSchema,
  TranscriptsResponseSchema,
} from '../../contract/api.ts';
import { principalOf } from '../auth/guard.ts';
import { transcriptsAsGroups } from '../history/repository.ts';
import type { RouteDeps } from './deps.ts';

/** Admin Chat History: recent participants, their histories, and full transcripts. */
export async function historyRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { history } = services;
  const admin = { access: 'admin' as const };
  const tags = ['Chat History'];

  app.get(
    '/get-last-cases',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Participants with the most recent activity (a bare array)',
        response: { 200: GetLastCasesResponseSchema },
      },
    },
    async () => history.recentParticipants(),
  );

  app.get(
    '/get-conversation-history/:participantID',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "A participant's saved chat history (one page), or every turn on the server when none was saved",
        params: ParticipantParamSchema,
        querystring: HistoryPageQuerySchema,
        response: { 200: ConversationHistoryResponseSchema },
      },
    },
    async (request) => {
      const { participantID } = request.params;
      const { offset } = request.query;
      await services.audit(principalOf(request), {
        action: 'history.read',
        subject: participantID,
        details: { offset },
      });
      const saved = await history.savedGroups(participantID);
      // A participant who never pressed Save still has every turn on the server.
      const groups = saved.length > 0 ? saved : transcriptsAsGroups(await history.transcripts(participantID));
      // One page at a time: a participant's whole record can be large.
      return {
        source: saved.length > 0 ? 'client' : 'server',
        conversationHistory: groups.slice(offset, offset + HISTORY_PAGE_SIZE),
        page: { offset, total: groups.length, size: HISTORY_PAGE_SIZE },
      } satisfies ConversationHistoryPage;
    },
  );

  app.get(
    '/api/transcripts/:participantID',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every conversation of a participant, turn by turn, with the case version it played',
        params: ParticipantParamSchema,
        response: { 200: TranscriptsResponseSchema },
      },
    },
    async (request) => {
      const { participantID } = request.params;
      await services.audit(principalOf(request), { action: 'transcript.read', subject: participantID });
      const transcripts = await history.transcripts(participantID);
      return { conversations: await services.withDebriefs(transcripts) };
    },
  );
}
