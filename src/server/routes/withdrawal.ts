import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MessageResponseSchema,
  WithdrawalBodySchema,
  WithdrawalReleaseBodySchema,
  WithdrawalResponseSchema,
} from '../../contract/api.ts';
import { principalOf } from '../auth/guard.ts';
import { HttpError } from '../http/errors.ts';
import type { RouteDeps } from './deps.ts';

/** POST /api/withdrawals: a participant withdraws from the study and every record of theirs goes. */
export async function withdrawalRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/withdrawals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Study'],
        summary:
          "Delete every record of a participant who withdrew (typed confirmation: the participant's ID)",
        body: WithdrawalBodySchema,
        response: { 200: WithdrawalResponseSchema },
      },
    },
    async (request) => {
      const { participantID, confirmation } = request.body;
      if (confirmation.trim() !== participantID) {
        throw new HttpError(
          400,
          'confirmation: Type the participant ID exactly as above to confirm the deletion.',
        );
      }
      const deleted = await services.deleteParticipant(participantID, principalOf(request));
      if (Object.values(deleted).every((n) => n === 0)) {
        throw new HttpError(404, `No records of participant ${participantID}: nothing was deleted.`);
      }
      return { participantID, deleted };
    },
  );

  app.post(
    '/api/withdrawals/release',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Study'],
        summary: 'Let a withdrawn participant ID be used again (typed confirmation: the ID)',
        body: WithdrawalReleaseBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { participantID, confirmation } = request.body;
      if (confirmation.trim() !== participantID) {
        throw new HttpError(400, 'confirmation: Type the participant ID exactly as above to confirm.');
      }
      if (!(await services.releaseWithdrawn(participantID))) {
        throw new HttpError(404, `Participant ID ${participantID} was not withdrawn.`);
      }
      await services.audit(principalOf(request), {
        action: 'participant.release',
        subject: participantID,
      });
      return { message: `Participant ID ${participantID} may be used again.` };
    },
  );
}
