import { GetCasesResponseSchema } from '../../../contract/api.ts';
import {
  type Assessment,
  AssessmentDeleteResponseSchema,
  AssessmentHistoryResponseSchema,
  type AssessmentInput,
  AssessmentListResponseSchema,
  AssessmentResponseSchema,
  type AssessmentRevision,
  type DashboardQuery,
  type DashboardResponse,
  DashboardResponseSchema,
  type ParticipantRecord,
  ParticipantRecordResponseSchema,
} from '../../../contract/study.ts';
import { apiJson } from '../../api/client.ts';

/* The study's admin calls, each in the shape useRemote expects (a key, then an AbortSignal). */

export type CaseOption = { id: number; name: string };

export const loadCaseOptions = async (_key: string, signal?: AbortSignal): Promise<CaseOption[]> =>
  (await apiJson(GetCasesResponseSchema, '/get_cases', { signal })).cases.map((c) => ({
    id: Number(c._id),
    name: c['Scenario Outline'],
  }));

export const loadRecentAssessments = async (_key: string, signal?: AbortSignal): Promise<Assessment[]> =>
  (await apiJson(AssessmentListResponseSchema, '/api/study/assessments', { signal })).assessments;

export const loadParticipant = (participantId: string, signal?: AbortSignal): Promise<ParticipantRecord> =>
  apiJson(ParticipantRecordResponseSchema, `/api/study/participants/${encodeURIComponent(participantId)}`, {
    signal,
  });

export const loadRevisions = async (id: string, signal?: AbortSignal): Promise<AssessmentRevision[]> =>
  (await apiJson(AssessmentHistoryResponseSchema, `/api/study/assessments/${id}/revisions`, { signal }))
    .revisions;

/** A new checklist; `replace` replaces the same assessor's checklist for this participant and time point. */
export const createAssessment = async (input: AssessmentInput, replace = false): Promise<Assessment> =>
  (
    await apiJson(AssessmentResponseSchema, '/api/study/assessments', {
      method: 'POST',
      body: replace ? { ...input, replace: true } : input,
    })
  ).assessment;

export const deleteAssessment = (id: number, version: number) =>
  apiJson(AssessmentDeleteResponseSchema, `/api/study/assessments/${id}?version=${version}`, {
    method: 'DELETE',
  });

export const updateAssessment = async (
  id: number,
  input: AssessmentInput,
  version: number,
): Promise<Assessment> =>
  (
    await apiJson(AssessmentResponseSchema, `/api/study/assessments/${id}`, {
      method: 'PUT',
      body: { ...input, version },
    })
  ).assessment;

/** The filters as a query string: the key useRemote reloads on. */
export function dashboardKey(query: DashboardQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, String(value));
  return params.toString();
}

export const loadDashboard = (key: string, signal?: AbortSignal): Promise<DashboardResponse> =>
  apiJson(DashboardResponseSchema, `/api/study/dashboard${key ? `?${key}` : ''}`, { signal });
