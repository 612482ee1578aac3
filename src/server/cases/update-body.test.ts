import { describe, expect, it } from 'vitest';
import { emptyPhase, emptyScenarioOutline } from '../../contract/case.ts';
import { HttpError } from '../http/errors.ts';
import { parseCaseUpdate } from './update-body.ts';

const fields = { 'Scenario Outline': emptyScenarioOutline(), Phases: [emptyPhase()] };

describe('parseCaseUpdate', () => {
  it('takes the version get_case gave, as a number or as digits', () => {
    expect(parseCaseUpdate({ ...fields, _version: 3 }, 1).expectedVersion).toBe(3);
    expect(parseCaseUpdate({ ...fields, _version: '3' }, 1).expectedVersion).toBe(3);
  });

  it('refuses a version past the integer column with a 400 (it failed in the query before)', () => {
    for (const version of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      expect(() => parseCaseUpdate({ ...fields, _version: version }, 1)).toThrow(HttpError);
    }
  });
});
