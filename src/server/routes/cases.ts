import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { IdParamSchema, type UpdateCaseResponseSchema } from '../../contract/api.ts';
import { authorOf } from '../cases/author.ts';
import { caseSummary, caseToKeyValues } from '../cases/key-values.ts';
import { casesRepository, StaleCaseError } from '../cases/repository.ts';
import { parseCaseUpdate } from '../cases/update-body.ts';
import { HttpError, parseInput } from '../http/errors.ts';
import type { RouteDeps } from './deps.ts';

export const STALE_CASE_MESSAGE =
  'This case was changed by someone else since you opened it. Reload it to see their changes.';

/** SPEC §7 Case Editor calls: list, read one as key/value pairs, update with a stale-save check. */
export async function casesRoutes(app: FastifyInstance, deps: RouteDeps) {
  const cases = casesRepository(deps.database.db);

  const caseIdOf = (params: unknown) => Number(parseInput(IdParamSchema, params).id);
  const notFound = (id: number) => new HttpError(404, `There is no case ${id}.`);

  app.get('/get_cases', { config: { access: 'admin' } }, async () => ({
    cases: (await cases.list()).map(caseSummary),
  }));

  app.get('/get_case/:id', { config: { access: 'admin' } }, async (request) => {
    const id = caseIdOf(request.params);
    const stored = await cases.get(id);
    if (!stored) throw notFound(id);
    return { data: caseToKeyValues(stored) };
  });

  app.put('/update_case/:id', { config: { access: 'admin' } }, async (request) => {
    const id = caseIdOf(request.params);
    const { data, expectedVersion } = parseCaseUpdate(request.body, id);
    const current = await cases.get(id);
    if (!current) throw notFound(id);
    try {
      const saved = await cases.update(id, data, expectedVersion ?? current.version, authorOf(request));
      return { success: true, version: saved.version } satisfies z.infer<typeof UpdateCaseResponseSchema>;
    } catch (error) {
      if (error instanceof StaleCaseError) throw new HttpError(409, STALE_CASE_MESSAGE);
      throw error;
    }
  });
}
