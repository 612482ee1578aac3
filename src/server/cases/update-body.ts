import { SerialSchema, UpdateCaseBodySchema } from '../../contract/api.ts';
import type { CaseDocument } from '../../contract/case.ts';
import { HttpError, parseInput } from '../http/errors.ts';
import { ID_KEY, VERSION_KEY } from './key-values.ts';

/** The version the editor loaded: a number, or digits if a client sent every field back as text. */
const VersionSchema = SerialSchema.transform(Number);

const CASE_KEYS = new Set(Object.keys(UpdateCaseBodySchema.shape));

export type CaseUpdate = { data: CaseDocument; expectedVersion: number | undefined };

/**
 * `PUT /update_case/{id}`: the case fields as `GET /get_case` gave them, minus `_id`. `_version`
 * (optional, for clients that predate it) makes the save conditional on nobody having saved since.
 * Unknown top-level keys are refused rather than dropped, so a misspelt field is not silently lost.
 */
export function parseCaseUpdate(body: unknown, caseId: number): CaseUpdate {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object with the case fields.');
  }
  const { [VERSION_KEY]: version, [ID_KEY]: id, ...fields } = body as Record<string, unknown>;
  // Tolerated when it names this case (the editor's flat object has it); refused when it names another.
  if (id !== undefined && String(id) !== String(caseId)) {
    throw new HttpError(400, `${ID_KEY}: does not match the case being updated (${caseId}).`);
  }
  const unknown = Object.keys(fields).find((key) => !CASE_KEYS.has(key));
  if (unknown !== undefined) throw new HttpError(400, `${unknown}: not a case field.`);
  return { data: parseInput(UpdateCaseBodySchema, fields), expectedVersion: parseVersion(version) };
}

function parseVersion(version: unknown): number | undefined {
  if (version === undefined) return undefined;
  const parsed = VersionSchema.safeParse(version);
  if (!parsed.success)
    throw new HttpError(400, `${VERSION_KEY}: must be the version number that get_case gave.`);
  return parsed.data;
}
