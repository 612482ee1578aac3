import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamSchema, ParticipantParamSchema } from '../../contract/api.ts';
import {
  AssessmentCreateSchema,
  AssessmentDeleteQuerySchema,
  AssessmentDeleteResponseSchema,
  AssessmentHistoryResponseSchema,
  AssessmentListQuerySchema,
  AssessmentListResponseSchema,
  AssessmentResponseSchema,
  AssessmentUpdateSchema,
  DashboardQuerySchema,
  DashboardResponseSchema,
  ParticipantRecordResponseSchema,
} from '../../contract/study.ts';
import { principalOf } from '../auth/guard.ts';
import { HttpError } from '../http/errors.ts';
import type { RouteDeps } from './deps.ts';

/** The study's admin calls: observer checklists with their history, a participant's record, the dashboard. */
export async function studyRoutes(fastify: FastifyInstance, { services }: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { assessments } = services;
  const admin = { access: 'admin' as const };
  const tags = ['Study'];
  const notFound = (id: number) => new HttpError(404, `There is no assessment ${id}.`);
  const authorOf = (request: Parameters<typeof principalOf>[0]) => {
    const { sub, email } = principalOf(request);
    return { sub, email };
  };

  app.get(
    '/api/study/assessments',
    {
      config: admin,
      schema: {
        tags,
        summary: "Observer checklists, newest first (all, or one participant's)",
        querystring: AssessmentListQuerySchema,
        response: { 200: AssessmentListResponseSchema },
      },
    },
    async (request) => ({ assessments: await assessments.list(request.query.participantID) }),
  );

  app.post(
    '/api/study/assessments',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Record an observer checklist (a second rater: a second rating; the same rater: 409 unless `replace`)',
        description:
          'A checklist belongs to (participant, time point, assessor). Another assessor gives a second rating ' +
          '(201). The same assessor again is refused with 409 unless `replace: true`, when their checklist is ' +
          'replaced as a new version (200).',
        body: AssessmentCreateSchema,
        response: { 200: AssessmentResponseSchema, 201: AssessmentResponseSchema },
      },
    },
    async (request, reply) => {
      const { assessment, replaced } = await assessments.create(request.body, authorOf(request));
      reply.code(replaced ? 200 : 201);
      return { assessment };
    },
  );

  app.delete(
    '/api/study/assessments/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Delete an observer checklist and its history (`version`: the one confirmed; recorded in the audit log)',
        params: IdParamSchema,
        querystring: AssessmentDeleteQuerySchema,
        response: { 200: AssessmentDeleteResponseSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const removed = await assessments.remove(id, Number(request.query.version), authorOf(request));
      if (!removed) throw notFound(id);
      return { id, participantID: removed.participantID };
    },
  );

  app.get(
    '/api/study/assessments/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One observer checklist',
        params: IdParamSchema,
        response: { 200: AssessmentResponseSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const assessment = await assessments.get(id);
      if (!assessment) throw notFound(id);
      return { assessment };
    },
  );

  app.put(
    '/api/study/assessments/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Edit an observer checklist (`version`: the one edited; a stale one is a 409)',
        params: IdParamSchema,
        body: AssessmentUpdateSchema,
        response: { 200: AssessmentResponseSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const { version, ...input } = request.body;
      const saved = await assessments.update(id, input, Number(version), authorOf(request));
      if (!saved) throw notFound(id);
      return { assessment: saved.assessment };
    },
  );

  app.get(
    '/api/study/assessments/:id/revisions',
    {
      config: admin,
      schema: {
        tags,
        summary: "An observer checklist's revisions: who changed what and when",
        params: IdParamSchema,
        response: { 200: AssessmentHistoryResponseSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const revisions = await assessments.revisions(id);
      if (!revisions) throw notFound(id);
      return { revisions };
    },
  );

  app.get(
    '/api/study/participants/:participantID',
    {
      config: admin,
      schema: {
        tags,
        summary: "A participant's study record: observer checklists and chat sessions, newest first",
        params: ParticipantParamSchema,
        response: { 200: ParticipantRecordResponseSchema },
      },
    },
    async (request) => {
      const { participantID } = request.params;
      // Reads of one person's record are audited like exports of everyone's.
      await services.audit(principalOf(request), { action: 'participant.read', subject: participantID });
      const sessions = await services.studySessions({ participantId: participantID });
      return {
        participantID,
        assessments: await assessments.list(participantID),
        sessions: sessions.map(({ outcomes: _outcomes, participantID: _id, ...summary }) => summary),
      };
    },
  );

  app.get(
    '/api/study/dashboard',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Pre/post scores and item completion per participant, filtered by dates, arm and case',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema },
      },
    },
    async (request) => {
      const query = request.query;
      return services.studyDashboard({
        ...(query.from ? { from: new Date(query.from) } : {}),
        ...(query.to ? { to: new Date(query.to) } : {}),
        ...(query.arm ? { arm: query.arm } : {}),
        ...(query.caseId !== undefined ? { caseId: query.caseId } : {}),
      });
    },
  );
}
