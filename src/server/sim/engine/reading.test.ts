import { describe, expect, it } from 'vitest';
import { SAMPLE_RUN } from '../../../../test/fixtures/sim/transcripts.ts';
import type { CaseDocument } from '../../../contract/case.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import { runTurn, type TurnResult } from './turn.ts';

/** What runTurn reports it read in one message, after the given messages (the sample case: a 4-year-old). */
function read(
  input: string,
  before: string[] = [],
  caseDoc: CaseDocument = sampleCase,
): TurnResult['reading'] {
  let state: unknown = {};
  for (const said of ['Begin Simulation', ...before]) {
    state = runTurn({ caseDoc, state, input: said, now: new Date(0), images: [] }).state;
  }
  return runTurn({ caseDoc, state, input, now: new Date(1000), images: [] }).reading;
}

const paramsOf = (reading: TurnResult['reading']) =>
  Object.fromEntries((reading?.items ?? []).map((entry) => [entry.item, entry.params]));

describe('the details a turn reports it judged', () => {
  it('gives the mask class, bag volume and oxygen flow of an equipment choice', () => {
    const reading = read('I pick a size 2 face mask, a 500 mL self-inflating bag and O2 at 15L');
    expect(paramsOf(reading)).toEqual({
      'BMV-8': { mask: 'child' },
      'BMV-9': { bagMl: 500 },
      'BMV-10': { o2LPerMin: 15 },
    });
  });

  it('reports the details of a wrong choice too, as judged', () => {
    const reading = read('adult mask and a 250 mL bag');
    expect(reading?.items).toEqual([
      { item: 'BMV-8', verdict: 'wrong', params: { mask: 'adult' } },
      { item: 'BMV-9', verdict: 'wrong', params: { bagMl: 250 } },
    ]);
  });

  it('turns an interval into breaths per minute, and leaves a range without one figure', () => {
    expect(paramsOf(read('bagging q3s', SAMPLE_RUN.phase1))).toEqual({ 'BMV-19': { ratePerMin: 20 } });
    expect(paramsOf(read('oxygen at 10-15 L/min'))).toEqual({ 'BMV-10': undefined });
  });

  it('names the adjunct chosen', () => {
    const before = [...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2];
    const reading = read('I size an OPA from the corner of the mouth to the angle of the jaw', before);
    expect(paramsOf(reading)).toMatchObject({ 'BMV-5': { adjunct: 'opa' } });
  });
});

describe('the kind of turn a reading reports', () => {
  it('reports hint requests and messages not understood as reading no actions', () => {
    expect(read('what next?')).toEqual({ kind: 'request', items: [] });
    expect(read('I would like to end the case')).toEqual({ kind: 'request', items: [] });
    expect(read('banana')).toEqual({ kind: 'other', items: [] });
  });
});
