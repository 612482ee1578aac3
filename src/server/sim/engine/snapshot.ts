import type { CaseDocument, VitalSigns } from '../../../contract/case.ts';
import type {
  Debrief,
  ItemOutcomeCode,
  ScenarioState,
  Stop,
  VitalKey,
  VitalReading,
  Vitals,
} from '../../../contract/chat-state.ts';
import { CHECKLIST_ITEM_IDS, checklistItem } from '../../../contract/checklist.ts';
import { caseAnalysis } from './case-analysis-cache.ts';
import { checklistScore, type ItemOutcome } from './debrief.ts';
import { currentVitals } from './presentation.ts';
import { type EngineState, readState } from './state.ts';
import type { ItemId } from './types.ts';
import { normalRanges, rangeStatus, systolicOf } from './vital-ranges.ts';

const OUTCOME_CODES: Record<ItemOutcome, ItemOutcomeCode> = {
  done: 'done',
  'done after a hard stop': 'done-after-stop',
  'not done': 'not-done',
  'not required in this case': 'not-required',
};

/**
 * What the chat view shows beside a reply, read from the engine's state: phase, vitals with the normal range
 * for the patient's age, goals met, whether the turn that led from `before` to `after` was a hard stop, and
 * the debrief's checklist once the case is complete. `before` is the state the turn started from (the same
 * as `after` for a restored chat, which then has no trend and no stop). A pure function of its arguments.
 */
export function engineSnapshot(
  caseDoc: CaseDocument,
  beforeStored: unknown,
  afterStored: unknown,
  now: Date,
): ScenarioState {
  const before = readState(beforeStored);
  const after = readState(afterStored);
  const analysis = caseAnalysis(caseDoc);
  const { patient } = analysis;
  const ranges = normalRanges(patient.ageYears);
  const started = after.stage !== 'waiting';
  const phase = caseDoc.Phases[Math.min(after.phase, caseDoc.Phases.length - 1)];
  const previousPhase = before.stage === 'running' ? caseDoc.Phases[before.phase] : undefined;
  const required = analysis.requiredItems(after.phase);

  return {
    kind: 'scenario',
    stage: after.stage,
    patient: started
      ? { described: patient.described, ageYears: patient.ageYears, weightKg: patient.weightKg }
      : null,
    phase: started ? { number: after.phase + 1, of: caseDoc.Phases.length, attempt: after.attempt } : null,
    elapsedMs: started ? elapsedOf(after, now) : null,
    goals:
      after.stage === 'running'
        ? { met: required.filter((item) => after.phaseItems.includes(item)).length, of: required.length }
        : null,
    vitals:
      started && phase
        ? vitalsOf(
            currentVitals(phase, after.spo2Drop),
            previousPhase ? currentVitals(previousPhase, before.spo2Drop) : null,
            ranges,
          )
        : null,
    stop: stopOf(before, after),
    debrief:
      after.stage === 'complete' ? debriefOf(after, analysis.requiredInCase(), elapsedOf(after, now)) : null,
  };
}

function elapsedOf(state: EngineState, now: Date): number {
  if (state.completedAtMs !== null) return state.completedAtMs;
  return Math.max(0, now.getTime() - (state.startedAt ?? now.getTime()));
}

function vitalsOf(
  vitals: VitalSigns,
  previous: VitalSigns | null,
  ranges: ReturnType<typeof normalRanges>,
): Vitals {
  const numbers = (v: VitalSigns): Record<VitalKey, number | null> => ({
    hr: v.hr,
    spo2: v.o2,
    rr: v.rr,
    nibp: systolicOf(v.nibp),
    etco2: v.co2,
    temp: v.temp,
  });
  const now = numbers(vitals);
  const then = previous ? numbers(previous) : null;
  const reading = (key: VitalKey): VitalReading => {
    const value = now[key];
    const shown = key === 'nibp' && vitals.nibp !== null && vitals.nibp !== '' ? String(vitals.nibp) : value;
    return {
      value,
      shown: shown === null ? null : String(shown).slice(0, 40),
      previous: then?.[key] ?? null,
      normal: ranges[key],
      status: rangeStatus(value, ranges[key]),
    };
  };
  return {
    hr: reading('hr'),
    spo2: reading('spo2'),
    rr: reading('rr'),
    nibp: reading('nibp'),
    etco2: reading('etco2'),
    temp: reading('temp'),
  };
}

/**
 * A hard stop keeps the phase and starts its next attempt: that is how a stop is told from a rewind-free
 * turn. Its reasons are the stop records of the attempt that ended; past the stored records' bound, the
 * items whose stop count grew stand in for them.
 */
function stopOf(before: EngineState, after: EngineState): Stop | null {
  if (before.stage !== 'running' || after.stage !== 'running') return null;
  if (after.phase !== before.phase || after.attempt <= before.attempt) return null;
  const records = after.hardStops.filter((s) => s.phase === before.phase && s.attempt === before.attempt);
  const reasons =
    records.length > 0
      ? records.map((s) => ({ item: s.item, what: s.what, why: s.why ?? '', instead: s.instead ?? '' }))
      : CHECKLIST_ITEM_IDS.filter((id) => (after.items[id]?.stops ?? 0) > (before.items[id]?.stops ?? 0)).map(
          (id) => ({
            item: id,
            what: `${checklistItem(id).label}: not right yet.`,
            why: '',
            instead: checklistItem(id).text,
          }),
        );
  if (reasons.length === 0) return null;
  return { rewindToPhase: after.phase + 1, attempt: after.attempt, reasons: reasons.slice(0, 20) };
}

function debriefOf(state: EngineState, required: Set<ItemId>, totalMs: number): Debrief {
  const items = checklistScore(state, required).map((row) => ({
    item: row.item,
    group: checklistItem(row.item).group,
    outcome: OUTCOME_CODES[row.outcome],
    atMs: row.atMs,
  }));
  const expected = items.filter((row) => row.outcome !== 'not-required');
  return {
    items,
    stops: state.hardStops.slice(0, 100).map((s) => ({
      phase: s.phase + 1,
      attempt: s.attempt,
      item: s.item,
      what: s.what,
      atMs: s.atMs,
    })),
    stopCount: Object.values(state.items).reduce((sum, record) => sum + (record?.stops ?? 0), 0),
    totalMs,
    done: expected.filter((row) => row.outcome === 'done' || row.outcome === 'done-after-stop').length,
    expected: expected.length,
  };
}
