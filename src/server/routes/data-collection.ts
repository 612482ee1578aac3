import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CaseAnalysisSchema, SubmitDataBodySchema, SubmitDataResponseSchema } from '../../contract/api.ts';
import { CaseDocumentSchema, type SentCaseDocument } from '../../contract/case.ts';
import { CASE_TEXT_LIMIT_TEXT } from '../../contract/case-text.ts';
import { principalOf } from '../auth/guard.ts';
import { caseAnalysis } from '../sim/engine/index.ts';
import type { RouteDeps } from './deps.ts';

export const SUBMISSION_COMPLETED = 'Submission Completed';

/**
 * `POST /submit-data`: the Data Collection form becomes a new draft case, for its author to try and
 * an admin to publish, and the
 * answer tells the author what the simulator understood of it (required checklist items and
 * warnings per phase) so a mistake shows now rather than in a resident's session.
 */
export async function dataCollectionRoutes(fastify: FastifyInstance, deps: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { cases } = deps.services;

  app.post(
    '/analyze-case',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Data Collection'],
        summary: 'What the simulator would understand of a case, without saving it',
        description:
          'The same body as `POST /submit-data`; nothing is stored. The answer is the analysis `submit-data` ' +
          "would give: each hard-stop field's `warnings` say where the author's text accepts a mask, a bag or " +
          "a rate the built-in limits for the patient's age reject, which the Data Collection form asks the " +
          'author to confirm before submitting.',
        body: SubmitDataBodySchema,
        response: { 200: CaseAnalysisSchema },
      },
    },
    async (request) => {
      const { formData, phases } = request.body;
      // Either client's form, analysed in this app's form (as submit-data does).
      return caseAnalysis(CaseDocumentSchema.parse({ 'Scenario Outline': formData, Phases: phases })).all();
    },
  );

  app.post(
    '/submit-data',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Data Collection'],
        summary: 'Add a new case (a draft until published) from the Data Collection form',
        description:
          'A field left out gets the blank form\'s value (history and PMH "None", numbers null). `formData` ' +
          `may also be wrapped as \`{ "ScenarioOutline": {...} }\`, as the first client sent it. ${CASE_TEXT_LIMIT_TEXT}`,
        body: SubmitDataBodySchema,
        response: { 200: SubmitDataResponseSchema },
      },
    },
    async (request) => {
      const { formData, phases } = request.body;
      // Stored as sent (the original client's form included); analysed in this app's form.
      const caseDoc: SentCaseDocument = { 'Scenario Outline': formData, Phases: phases };
      const analysis = caseAnalysis(CaseDocumentSchema.parse(caseDoc)).all();
      // A draft: residents get it once an admin publishes it (Case Editor), never by surprise.
      const stored = await cases.create(caseDoc, principalOf(request), 'draft');
      return { message: SUBMISSION_COMPLETED, id: stored.id, analysis };
    },
  );
}
