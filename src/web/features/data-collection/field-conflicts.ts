import type { CaseAnalysis } from './submission.ts';

/** The hard-stop fields as the Data Collection form names them. */
export const FIELD_LABELS: Record<string, string> = {
  airwayManagement: 'Airway management',
  ventilationEquipment: 'Ventilation equipment',
  maskPositioning: 'Mask positioning',
  ventilationTechnique: 'Ventilation technique',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

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

/** The engine writes in lower case ("accepts an adult mask: ..."); shown as sentences. */
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
