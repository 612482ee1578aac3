import { type CaseAnalysis, CaseAnalysisSchema, type SubmitDataBody } from '../../contract/api.ts';
import { apiJson } from './client.ts';

/** What the simulator would understand of a case, without saving it (POST /analyze-case). */
export function analyseCase(body: SubmitDataBody): Promise<CaseAnalysis> {
  return apiJson(CaseAnalysisSchema, '/analyze-case', { method: 'POST', body });
}

/** One place where the author's hard-stop text accepts what the built-in limits for the patient's age reject. */
export type FieldConflict = { phase: number; field: string; warning: string };

/** Every field warning of an analysis, in phase and field order: what Data Collection asks the author to confirm. */
export function fieldConflicts(analysis: CaseAnalysis): FieldConflict[] {
  return analysis.phases.flatMap((phase) =>
    (phase.fields ?? []).flatMap((field) =>
      field.warnings.map((warning) => ({ phase: phase.number, field: field.field, warning })),
    ),
  );
}
