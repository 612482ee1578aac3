import { describe, expect, it } from 'vitest';
import { UpdateCaseBodySchema } from '../../contract/api.ts';
import { emptyPhase, emptyScenarioOutline } from '../../contract/case.ts';
import { caseUpdateOf } from './case-update-body.ts';
import { HttpError, parseInput } from './errors.ts';

const fields = { 'Scenario Outline': emptyScenarioOutline(), Phases: [emptyPhase()] };
const update = (body: unknown, id = 1) => caseUpdateOf(parseInput(UpdateCaseBodySchema, body), id);

describe('PUT /update_case body', () => {
  it('takes the version get_case gave, as a number or as digits', () => {
    expect(update({ ...fields, _version: 3 }).expectedVersion).toBe(3);
    expect(update({ ...fields, _version: '3' }).expectedVersion).toBe(3);
    expect(update(fields).expectedVersion).toBeUndefined();
  });

  it('refuses a version past the integer column with a 400 (it failed in the query before)', () => {
    for (const version of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      expect(() => update({ ...fields, _version: version })).toThrow(HttpError);
    }
  });

  it('tolerates the _id of this case and refuses another', () => {
    expect(update({ ...fields, _id: '1' }).data).toEqual(fields);
    expect(() => update({ ...fields, _id: '2' })).toThrow('_id: does not match the case being updated (1).');
  });

  it('refuses a left-out object instead of blanking what the author wrote', () => {
    const { patientReport: _left, ...outline } = fields['Scenario Outline'];
    expect(() => update({ ...fields, 'Scenario Outline': outline })).toThrow(
      /^Scenario Outline\.patientReport: /,
    );
    expect(() => update({ ...fields, 'Scenario Outline': {} })).toThrow(
      /^Scenario Outline\.casePresentation: /,
    );
  });

  it('names a misspelt key at any depth', () => {
    const phase = { ...emptyPhase(), vitalSigns: { ...emptyPhase().vitalSigns, heartRate: 120 } };
    expect(() => update({ ...fields, Phases: [phase] })).toThrow(
      'Phases.0.vitalSigns.heartRate: unknown key',
    );
  });
});
