import {
  GetCaseResponseSchema,
  GetCasesResponseSchema,
  UpdateCaseResponseSchema,
} from '../../../contract/api.ts';
import { apiJson } from '../../api/client.ts';

const casePath = (action: string, id: string) => `/${action}/${encodeURIComponent(id)}`;

export const listCases = (signal?: AbortSignal) =>
  apiJson(GetCasesResponseSchema, '/get_cases', signal ? { signal } : {});

export const loadCase = (id: string, signal?: AbortSignal) =>
  apiJson(GetCaseResponseSchema, casePath('get_case', id), signal ? { signal } : {});

export const saveCase = (id: string, body: Record<string, unknown>) =>
  apiJson(UpdateCaseResponseSchema, casePath('update_case', id), { method: 'PUT', body });
