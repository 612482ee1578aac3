import { describe, expect, it } from 'vitest';
import { infantCase } from '../../../../test/fixtures/sim/infant-case.ts';
import { START, session } from '../../../../test/fixtures/sim/session.ts';
import { SAMPLE_RUN } from '../../../../test/fixtures/sim/transcripts.ts';
import { ScenarioStateSchema } from '../../../contract/chat-state.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import { engineSnapshot } from './snapshot.ts';
import { MAX_RECORDS } from './state.ts';
import { normalRanges, systolicOf } from './vital-ranges.ts';

describe('normal vital ranges by age', () => {
  it('follows the PALS bands', () => {
    expect(normalRanges(0.02).hr).toEqual({ low: 100, high: 205 });
    expect(normalRanges(0.5).rr).toEqual({ low: 30, high: 53 });
    expect(normalRanges(4).nibp).toEqual({ low: 89, high: 112 });
    expect(normalRanges(15).hr).toEqual({ low: 60, high: 100 });
    expect(normalRanges(4).spo2).toEqual({ low: 95, high: 100 });
  });

  it('reads the systolic of a blood pressure however it is written', () => {
    expect([
      systolicOf('93/58'),
      systolicOf(' 88 '),
      systolicOf(95),
      systolicOf('n/a'),
      systolicOf(null),
    ]).toEqual([93, 88, 95, null, null]);
  });
});

describe('engineSnapshot', () => {
  it('shows the infant against the infant ranges', async () => {
    const run = session(infantCase);
    const before = run.storedJson;
    await run.say('Begin Simulation');
    const snapshot = engineSnapshot(
      infantCase,
      JSON.parse(before),
      JSON.parse(run.storedJson),
      new Date(START),
    );
    expect(ScenarioStateSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot.vitals?.hr.normal).toEqual({ low: 100, high: 180 });
    expect(snapshot.vitals?.spo2.previous).toBeNull();
  });

  it('counts the phase goals met and runs the clock from Begin Simulation', async () => {
    const run = session(sampleCase, { stepMs: 30_000 });
    await run.say('Begin Simulation');
    const before = JSON.parse(run.storedJson);
    await run.say(SAMPLE_RUN.phase1[0] ?? '');
    const snapshot = engineSnapshot(sampleCase, before, JSON.parse(run.storedJson), new Date(START + 45_000));
    expect(snapshot.elapsedMs).toBe(45_000);
    expect(snapshot.goals?.met).toBeGreaterThan(0);
    expect(snapshot.goals?.met).toBeLessThan(snapshot.goals?.of ?? 0);
    expect(snapshot.stop).toBeNull();
  });

  it('still reports a stop once the stored stop records are full, from the items whose stops grew', async () => {
    const run = session(sampleCase);
    await run.say('Begin Simulation');
    const full = {
      ...run.state,
      hardStops: Array.from({ length: MAX_RECORDS }, () => run.state.hardStops[0]),
    };
    // Forty earlier stops (as records) fill the list: the engine keeps counting per item but stores no more.
    full.hardStops = Array.from({ length: MAX_RECORDS }, (_, i) => ({
      phase: 3,
      attempt: i + 1,
      item: 'BMV-19' as const,
      what: 'Too fast.',
      atMs: 0,
    }));
    const before = JSON.parse(JSON.stringify(full));
    const after = {
      ...before,
      attempt: before.attempt + 1,
      items: { ...before.items, 'BMV-8': { doneAtMs: null, stops: 1 } },
    };
    const snapshot = engineSnapshot(sampleCase, before, after, new Date(START));
    expect(snapshot.stop).toMatchObject({ rewindToPhase: 1, attempt: 2, reasons: [{ item: 'BMV-8' }] });
    expect(snapshot.stop?.reasons[0]?.instead).toMatch(/mask/i);
  });
});
