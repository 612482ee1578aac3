import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GetCaseResponseSchema,
  GetCasesResponseSchema,
  IdParamSchema,
  UpdateCaseBodySchema,
  UpdateCaseResponseSchema,
} from '../../contract/api.ts';
import { CASE_TEXT_LIMIT_TEXT } from '../../contract/case-text.ts';
import { principalOf } from '../auth/guard.ts';
import { caseSummary, caseToKeyValues } from '../cases/key-values.ts';
import { caseUpdateOf } from '../http/case-update-body.ts';
import { HttpError } from '../http/errors.ts';
import type { RouteDeps } from './deps.ts';

/** The Case Editor's calls: list, read one as key/value pairs, update with a stale-save check. */
export async function casesRoutes(fastify: FastifyInstance, deps: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cases } = deps.services;
  const notFound = (id: number) => new HttpError(404, `There is no case ${id}.`);
  const tags = ['Case Editor'];

  app.get(
    '/get_cases',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'List the cases', response: { 200: GetCasesResponseSchema } },
    },
    async () => ({ cases: (await cases.list()).map(caseSummary) }),
  );

  app.get(
    '/get_case/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Read one case as key/value pairs (with `_id` and `_version` first)',
        params: IdParamSchema,
        response: { 200: GetCaseResponseSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const stored = await cases.get(id);
      if (!stored) throw notFound(id);
      return { data: caseToKeyValues(stored) };
    },
  );

  app.put(
    '/update_case/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Save a new version of a case',
        description:
          'Every case field must be sent, as get_case gave it: a left-out field is refused, never blanked. ' +
          'With `_version`, the save is refused (409) when someone else saved since that version was read. ' +
          `Saving a case unchanged succeeds and creates a version all the same. ${CASE_TEXT_LIMIT_TEXT}`,
        params: IdParamSchema,
        body: UpdateCaseBodySchema,
        response: { 200: UpdateCaseResponseSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const { data, expectedVersion } = caseUpdateOf(request.body, id);
      const current = await cases.get(id);
      if (!current) throw notFound(id);
      const saved = await cases.update(id, data, expectedVersion ?? current.version, principalOf(request));
      return { success: true as const, version: saved.version };
    },
  );
}
