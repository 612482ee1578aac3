import type { z } from 'zod';
import type { UpdateCaseBodySchema } from '../../contract/api.ts';
import type { SentCaseDocument } from '../../contract/case.ts';
import { ID_KEY } from '../cases/key-values.ts';
import { HttpError } from './errors.ts';

export type CaseUpdate = { data: SentCaseDocument; expectedVersion: number | undefined };

/**
 * `PUT /update_case/{id}`, once its body fits the contract: the case to store and the version it
 * was edited from. `_id` is tolerated when it names this case (the editor's flat object has it)
 * and refused when it names another.
 */
export function caseUpdateOf(body: z.output<typeof UpdateCaseBodySchema>, caseId: number): CaseUpdate {
  const { _version: version, _id: id, ...data } = body;
  if (id !== undefined && Number(id) !== caseId) {
    throw new HttpError(400, `${ID_KEY}: does not match the case being updated (${caseId}).`);
  }
  return { data, expectedVersion: version === undefined ? undefined : Number(version) };
}
