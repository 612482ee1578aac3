import type { FastifyInstance } from 'fastify';
import { SubmitDataBodySchema, type SubmitDataResponse } from '../../contract/api.ts';
import type { CaseDocument } from '../../contract/case.ts';
import { authorOf } from '../cases/author.ts';
import { casesRepository } from '../cases/repository.ts';
import { parseInput } from '../http/errors.ts';
import { analyzeCase } from '../sim/engine/index.ts';
import type { RouteDeps } from './deps.ts';

export const SUBMISSION_COMPLETED = 'Submission Completed';

/**
 * SPEC §7 `POST /submit-data`: the Data Collection form becomes a new case, playable at once, and
 * the answer tells the author what the simulator understood of it (required checklist items and
 * warnings per phase) so a mistake shows now rather than in a resident's session.
 */
export async function dataCollectionRoutes(app: FastifyInstance, deps: RouteDeps) {
  const cases = casesRepository(deps.database.db);

  app.post('/submit-data', { config: { access: 'admin' } }, async (request) => {
    const { formData, phases } = parseInput(SubmitDataBodySchema, request.body ?? {});
    const caseDoc: CaseDocument = { 'Scenario Outline': formData, Phases: phases };
    const analysis = analyzeCase(caseDoc);
    const stored = await cases.create(caseDoc, authorOf(request));
    return { message: SUBMISSION_COMPLETED, id: stored.id, analysis } satisfies SubmitDataResponse;
  });
}
