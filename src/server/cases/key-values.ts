import type { CaseDocument, ScenarioOutline } from '../../contract/case.ts';
import type { StoredCase } from './repository.ts';

/** What `GET /get_case/{id}` answers: "arrays of key/value pairs" (docs/api.md#cases), turned into a flat object by the editor. */
export type KeyValue = { key: string; value: unknown };

/** The pair that carries the version the editor loaded, sent back on save to refuse stale overwrites. */
export const VERSION_KEY = '_version';
export const ID_KEY = '_id';

/** The case's top-level fields as key/value pairs, with its id and version first. */
export function caseToKeyValues(stored: StoredCase): KeyValue[] {
  const fields = Object.entries(stored.sent).map(([key, value]) => ({ key, value }));
  return [{ key: ID_KEY, value: String(stored.id) }, { key: VERSION_KEY, value: stored.version }, ...fields];
}

/**
 * A readable one-line text of the outline for the "Available Cases" list: the case presentation,
 * or (when the author left it blank) what the basic information says about the patient.
 */
export function outlineText(outline: ScenarioOutline): string {
  const presentation = outline.casePresentation.replace(/\s+/g, ' ').trim();
  if (presentation) return presentation;
  const { name, age, sex, weight, diagnosis } = outline.patientReport.basicInformation;
  const facts = [
    name,
    age === null ? '' : `age ${age}`,
    sex,
    weight === null ? '' : `${weight} kg`,
    diagnosis && `diagnosis: ${diagnosis}`,
  ].filter((part) => part.trim() !== '');
  return facts.length > 0 ? facts.join(', ') : '(no case presentation yet)';
}

export function caseSummary(stored: { id: number; data: CaseDocument }) {
  return { _id: String(stored.id), 'Scenario Outline': outlineText(stored.data['Scenario Outline']) };
}
