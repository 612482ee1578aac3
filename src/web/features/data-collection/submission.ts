import { z } from 'zod';
import type { SubmitDataBody } from '../../../contract/api.ts';
import { apiJson } from '../../api/client.ts';

/** What the simulator understood of a submitted case (the server's analyzeCase). */
export const CaseAnalysisSchema = z.object({
  phases: z.array(
    z.object({
      /** 1-based, as authors count phases. */
      number: z.number(),
      requiredItems: z.array(z.string()),
      warnings: z.array(z.string()),
    }),
  ),
  warnings: z.array(z.string()),
  /** How the simulator reads the patient's age (it sets the expected rates and sizes). */
  patient: z.object({ described: z.string() }).optional(),
});
export type CaseAnalysis = z.infer<typeof CaseAnalysisSchema>;

/** `POST /submit-data`'s answer (not in contract/api.ts yet: the original app did not show it). */
const SubmitDataResponseSchema = z.object({
  message: z.string(),
  id: z.number(),
  analysis: CaseAnalysisSchema,
});
export type SubmitDataResponse = z.infer<typeof SubmitDataResponseSchema>;

export function submitCase(body: SubmitDataBody): Promise<SubmitDataResponse> {
  return apiJson(SubmitDataResponseSchema, '/submit-data', { method: 'POST', body });
}
