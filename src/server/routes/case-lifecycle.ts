import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '../../contract/api.ts';
import {
  CaseAssignmentBodySchema,
  CaseAssignmentSchema,
  CaseAssignmentsResponseSchema,
  CaseListResponseSchema,
  CaseStatusBodySchema,
  CaseStatusResponseSchema,
} from '../../contract/case-lifecycle.ts';
import { recordAudit } from '../audit/log.ts';
import { principalOf } from '../auth/guard.ts';
import { HttpError } from '../http/errors.ts';
import { caseName } from '../study/case-name.ts';
import type { RouteDeps } from './deps.ts';

/**
 * The study's control of its cases: each case's state (draft, published, retired) and which cases
 * residents get, per participant ID, per arm or by default. Admins only; every change is audited.
 */
export async function caseLifecycleRoutes(fastify: FastifyInstance, { database, repositories }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cases, caseAssignments } = repositories;
  const admin = { access: 'admin' as const };
  const tags = ['Case Editor'];

  app.get(
    '/api/cases',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every case with its state (draft, published, retired) and version',
        response: { 200: CaseListResponseSchema },
      },
    },
    async () => ({
      cases: (await cases.list()).map((c) => ({
        id: c.id,
        name: caseName(c.data) ?? `Case ${c.id}`,
        status: c.status,
        version: c.version,
        updatedAt: c.updatedAt.toISOString(),
      })),
    }),
  );

  app.put(
    '/api/cases/:id/status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Publish, retire or return a case to draft (recorded in the audit log)',
        description:
          'Residents are given published cases only. Retiring a case takes it out of new sessions and ' +
          'assignments; the sessions played on it stay.',
        params: IdParamSchema,
        body: CaseStatusBodySchema,
        response: { 200: CaseStatusResponseSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const before = await cases.get(id);
      if (!before) throw new HttpError(404, `There is no case ${id}.`);
      const { status } = request.body;
      await cases.setStatus(id, status);
      if (status !== before.status) {
        await recordAudit(database.db, principalOf(request), {
          action: `case.${status === 'published' ? 'publish' : status === 'retired' ? 'retire' : 'draft'}`,
          subject: `case ${id}`,
          details: { from: before.status, to: status, version: before.version },
        });
      }
      return { id, status };
    },
  );

  app.get(
    '/api/case-assignments',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Which cases residents get: per participant ID, per study arm, and the default set',
        response: { 200: CaseAssignmentsResponseSchema },
      },
    },
    async () => ({ assignments: await caseAssignments.list() }),
  );

  app.put(
    '/api/case-assignments',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Assign an ordered list of published cases (empty: remove the assignment; audited)',
        description:
          'A resident plays the first listed case they have not finished, in order. The most specific ' +
          'assignment applies: their participant ID, else the arm of their observer checklists, else the ' +
          'default set; with none, a published case at random.',
        body: CaseAssignmentBodySchema,
        response: { 200: z.strictObject({ assignment: CaseAssignmentSchema.nullable() }) },
      },
    },
    async (request) => {
      const { kind, target, caseIds } = request.body;
      const { sub, email } = principalOf(request);
      const assignment = await caseAssignments.set(kind, target, caseIds, email ?? sub);
      await recordAudit(database.db, principalOf(request), {
        action: 'case.assign',
        // A participant's assignment names them: a withdrawal anonymises the entry (withdrawal/).
        subject: kind === 'participant' ? target : `${kind} ${target}`.trim(),
        details: { kind, caseIds },
      });
      return { assignment: assignment ?? null };
    },
  );
}
