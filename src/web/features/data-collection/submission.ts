import {
  type SubmitDataBody,
  type SubmitDataResponse,
  SubmitDataResponseSchema,
} from '../../../contract/api.ts';
import { apiJson } from '../../api/client.ts';

export function submitCase(body: SubmitDataBody): Promise<SubmitDataResponse> {
  return apiJson(SubmitDataResponseSchema, '/submit-data', { method: 'POST', body });
}

export type { CaseAnalysis, SubmitDataBody, SubmitDataResponse } from '../../../contract/api.ts';
