import type { FastifyInstance } from 'fastify';
import { ParticipantParamSchema } from '../../contract/api.ts';
import { historyRepository, transcriptsAsGroups } from '../history/repository.ts';
import { parseInput } from '../http/errors.ts';
import type { RouteDeps } from './deps.ts';

/** Admin Chat History (SPEC §7): recent participants, their histories, and full transcripts. */
export async function historyRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const history = historyRepository(database.db);
  const admin = { config: { access: 'admin' as const } };

  app.get('/get-last-cases', admin, async () => history.recentParticipants());

  app.get('/get-conversation-history/:participantID', admin, async (request) => {
    const { participantID } = parseInput(ParticipantParamSchema, request.params);
    const saved = await history.savedGroups(participantID);
    // A participant who never pressed Save still has every turn on the server.
    const conversationHistory =
      saved.length > 0 ? saved : transcriptsAsGroups(await history.transcripts(participantID));
    return { conversationHistory };
  });

  app.get('/api/transcripts/:participantID', admin, async (request) => {
    const { participantID } = parseInput(ParticipantParamSchema, request.params);
    return { conversations: await history.transcripts(participantID) };
  });
}
