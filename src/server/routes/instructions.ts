import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { SaveInstructionBodySchema, type SaveInstructionResponseSchema } from '../../contract/api.ts';
import { principalOf } from '../auth/guard.ts';
import { HttpError, parseInput } from '../http/errors.ts';
import { instructionsRepository } from '../instructions/repository.ts';
import type { RouteDeps } from './deps.ts';

/**
 * SPEC §7 instruction calls. The text stays plain text as specified; which version it is travels
 * in headers, so the editor can say what it is editing.
 */
export async function instructionsRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const instructions = instructionsRepository(database.db);

  app.get('/api/instruction-text', { config: { access: 'admin' } }, async (_request, reply) => {
    const latest = await instructions.latest();
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store');
    if (latest) {
      reply
        .header('X-Instruction-Version', String(latest.id))
        .header('X-Instruction-Saved-At', latest.createdAt.toISOString());
    }
    return latest?.text ?? '';
  });

  app.post('/api/save-instruction-text', { config: { access: 'admin' } }, async (request) => {
    const { text } = parseInput(SaveInstructionBodySchema, request.body);
    // An empty instruction would leave the tutor without its rules for every new conversation.
    if (text.trim() === '') throw new HttpError(400, 'text: The instruction text cannot be empty.');
    const who = principalOf(request);
    const saved = await instructions.save(text, who.email ?? who.sub);
    return {
      message: `Instruction saved as version ${saved.id}.`,
      version: saved.id,
      savedAt: saved.createdAt.toISOString(),
    } satisfies z.infer<typeof SaveInstructionResponseSchema>;
  });
}
