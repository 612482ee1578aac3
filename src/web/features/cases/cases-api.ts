import { z } from 'zod';
import {
  GetCaseResponseSchema,
  GetCasesResponseSchema,
  UpdateCaseResponseSchema,
} from '../../../contract/api.ts';
import {
  type CaseAssignmentBody,
  CaseAssignmentSchema,
  CaseAssignmentsResponseSchema,
  CaseListResponseSchema,
  type CaseStatus,
  CaseStatusResponseSchema,
} from '../../../contract/case-lifecycle.ts';
import { apiJson } from '../../api/client.ts';

const casePath = (action: string, id: string) => `/${action}/${encodeURIComponent(id)}`;

/* The loads take a key, then an AbortSignal: the shape useRemote expects. */

export const listCases = async (_key: string, signal: AbortSignal) =>
  (await apiJson(GetCasesResponseSchema, '/get_cases', { signal })).cases;

export const loadCase = async (id: string, signal: AbortSignal) =>
  (await apiJson(GetCaseResponseSchema, casePath('get_case', id), { signal })).data;

export const saveCase = (id: string, body: Record<string, unknown>) =>
  apiJson(UpdateCaseResponseSchema, casePath('update_case', id), { method: 'PUT', body });

/** Each case's state (draft, published, retired); the key changes after each change of state. */
export const listCaseStates = async (_key: string, signal: AbortSignal) =>
  (await apiJson(CaseListResponseSchema, '/api/cases', { signal })).cases;

export const setCaseStatus = (id: number, status: CaseStatus) =>
  apiJson(CaseStatusResponseSchema, `/api/cases/${id}/status`, { method: 'PUT', body: { status } });

export const listAssignments = async (_key: string, signal: AbortSignal) =>
  (await apiJson(CaseAssignmentsResponseSchema, '/api/case-assignments', { signal })).assignments;

export const saveAssignment = (body: CaseAssignmentBody) =>
  apiJson(z.strictObject({ assignment: CaseAssignmentSchema.nullable() }), '/api/case-assignments', {
    method: 'PUT',
    body,
  });
