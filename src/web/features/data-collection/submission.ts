import {
  type CaseAnalysis,
  CaseAnalysisSchema,
  type SubmitDataBody,
  type SubmitDataResponse,
  SubmitDataResponseSchema,
} from '../../../contract/api.ts';
import { apiJson } from '../../api/client.ts';

export function submitCase(body: SubmitDataBody): Promise<SubmitDataResponse> {
  return apiJson(SubmitDataResponseSchema, '/submit-data', { method: 'POST', body });
}

export type { CaseAnalysis, SubmitDataBody, SubmitDataResponse } from '../../../contract/api.ts';

/** What the simulator would understand of the case, without saving it (POST /analyze-case). */
export function analyseCase(body: SubmitDataBody): Promise<CaseAnalysis> {
  return apiJson(CaseAnalysisSchema, '/analyze-case', { method: 'POST', body });
}
