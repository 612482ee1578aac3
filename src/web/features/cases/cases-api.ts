import {
  GetCaseResponseSchema,
  GetCasesResponseSchema,
  UpdateCaseResponseSchema,
} from '../../../contract/api.ts';
import { apiJson } from '../../api/client.ts';

const casePath = (action: string, id: string) => `/${action}/${encodeURIComponent(id)}`;

/* The loads take a key, then an AbortSignal: the shape useRemote expects. */

export const listCases = async (_key: string, signal: AbortSignal) =>
  (await apiJson(GetCasesResponseSchema, '/get_cases', { signal })).cases;

export const loadCase = async (id: string, signal: AbortSignal) =>
  (await apiJson(GetCaseResponseSchema, casePath('get_case', id), { signal })).data;

export const saveCase = (id: string, body: Record<string, unknown>) =>
  apiJson(UpdateCaseResponseSchema, casePath('update_case', id), { method: 'PUT', body });
