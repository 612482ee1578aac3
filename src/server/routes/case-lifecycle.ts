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
import { principalOf } from '../auth/guard.ts';
import { HttpError } from '../http/errors.ts';
import { caseName } from '../study/case-name.ts';
import type { RouteDeps } from './deps.ts';

/**
 * The study's control of its cases: each case's state (draft, published, retired) and which cases
 * residents get, per participant ID, per arm or by default. Admins only; every change is audited.
 */
export async function caseLifecycleRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cases, caseAssignments } = services;
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
      const { status } = request.body;
      if (!(await cases.setStatus(id, status, principalOf(request)))) {
        throw new HttpError(404, `There is no case ${id}.`);
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
      const assignment = await caseAssignments.set(kind, target, caseIds, principalOf(request));
      return { assignment: assignment ?? null };
    },
  );
}
