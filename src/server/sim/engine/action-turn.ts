import { sortItems } from '../../../contract/checklist.ts';
import { ventilationSeenWorking } from './items/bmv-20-effective-ventilation.ts';
import { judgeMessage } from './judge/index.ts';
import { paramsRead } from './judge/reading-params.ts';
import {
  advance,
  findingsOf,
  idle,
  missingItems,
  type RunContext,
  requiredItems,
  rewindText,
  type TurnResult,
} from './phase-flow.ts';
import { currentVitals, vitalsLine } from './presentation.ts';
import { ADVANCED_AIRWAY_NOTE, acknowledgement, pauseText } from './replies.ts';
import { type EngineState, MAX_RECORDS, startPhaseAttempt } from './state.ts';
import type { ItemId, Judgement, Mention } from './types.ts';

type Wrong = Extract<Judgement, { kind: 'wrong' }>;

/** A turn in which the trainee described actions: judge them, then stop, continue or move on. */
export function actionTurn(ctx: RunContext, state: EngineState, mentions: Mention[]): TurnResult {
  const patient = ctx.analysis.patient;
  const verdicts = judgeMessage(mentions, {
    patient,
    findings: findingsOf(ctx, state.phase),
    adjunctChosen: state.adjunct,
    rules: ctx.analysis.rules(),
  });
  const required = new Set(requiredItems(ctx, state.phase));
  // Every wrong action stops the scenario, required in this phase or not: RCDP corrects an error when it happens.
  const stops = verdicts.filter((v): v is Wrong => v.kind === 'wrong');
  const reading = {
    kind: 'action' as const,
    items: verdicts.map((v) => {
      const params = paramsRead(v, mentions, state.adjunct);
      return { item: v.item, verdict: v.kind, ...(params ? { params } : {}) };
    }),
  };
  if (stops.length > 0) return { ...hardStop(ctx, state, stops), reading };
  return { ...carryOn(ctx, state, mentions, required, verdicts), reading };
}

/** RCDP: pause at the error, say what, why and what instead, and rewind the phase. */
function hardStop(ctx: RunContext, state: EngineState, stops: Wrong[]): TurnResult {
  const items = { ...state.items };
  for (const stop of stops) {
    const record = items[stop.item] ?? { doneAtMs: null, stops: 0 };
    items[stop.item] = { doneAtMs: null, stops: record.stops + 1 };
  }
  const records = stops.map((stop) => ({
    phase: state.phase,
    attempt: state.attempt,
    item: stop.item,
    what: stop.feedback.what,
    why: stop.feedback.why,
    instead: stop.feedback.instead,
    atMs: ctx.elapsedMs,
  }));
  const stopped = new Set<ItemId>(stops.map((stop) => stop.item));
  const rewound = startPhaseAttempt(
    {
      ...state,
      items,
      heldItems: state.heldItems.filter((item) => !stopped.has(item)),
      hardStops: [...state.hardStops, ...records].slice(0, MAX_RECORDS),
    },
    state.phase,
    state.attempt + 1,
  );
  const reply = [pauseText(stops.map((stop) => stop.feedback)), '', rewindText(ctx, rewound)].join('\n');
  return { state: rewound, reply };
}

function carryOn(
  ctx: RunContext,
  state: EngineState,
  mentions: Mention[],
  required: Set<ItemId>,
  read: Judgement[],
): TurnResult {
  const missingBefore = new Set(missingItems(ctx, state));
  const verdicts = withOutcome(read, mentions, missingBefore);
  const credited = verdicts.filter((v) => v.kind === 'ok');
  const newlyMet = credited.filter((v) => missingBefore.has(v.item));
  // Missing details are asked for whenever the item is still open; only required ones count as progress.
  const questions = verdicts.filter(
    (v): v is Extract<Judgement, { kind: 'incomplete' }> =>
      v.kind === 'incomplete' && !state.phaseItems.includes(v.item) && !state.heldItems.includes(v.item),
  );
  const progress = newlyMet.length > 0 || questions.some((q) => missingBefore.has(q.item));
  const next = record(ctx, state, verdicts);

  const lines: string[] = [];
  const acknowledged = verdicts
    .filter((v) => v.kind !== 'incomplete')
    .map(acknowledgement)
    .filter((line): line is string => line !== null);
  if (acknowledged.length > 0) lines.push('Noted:', ...acknowledged);
  if (mentions.some((m) => m.cue.id === 'advancedAirway' && !m.negated)) lines.push(ADVANCED_AIRWAY_NOTE);
  for (const question of questions) lines.push(`**Question**: ${question.question}`);
  if (credited.some((v) => v.item === 'BMV-7')) {
    const phase = ctx.caseDoc.Phases[state.phase];
    if (phase) lines.push(`Vitals now: ${vitalsLine(currentVitals(phase, next.spo2Drop))}`);
  }

  // Everything the phase asks for may already hold from earlier phases: then, as in a phase that asks for
  // nothing, the next sound action moves the scenario on.
  const phaseDone =
    missingItems(ctx, next).length === 0 && (newlyMet.length > 0 || reasonableAction(verdicts, mentions));
  if (phaseDone) return advance(ctx, next, lines);
  if (!progress)
    return idle(ctx, next, [...lines, ...(lines.length > 0 ? [''] : []), 'What do you do next?']);
  const met = required.size - missingItems(ctx, next).length;
  lines.push('', `(${met} of ${required.size} goals for this phase met.) What do you do next?`);
  return { state: { ...next, idleTurns: 0 }, reply: lines.join('\n') };
}

/**
 * An outcome the phase shows once everything else it asks for is done: the reassessment that looks at the chest
 * then sees the breaths working (BMV-20). Not part of the message's reading.
 */
function withOutcome(verdicts: Judgement[], mentions: Mention[], missingBefore: Set<ItemId>): Judgement[] {
  if (!missingBefore.has('BMV-20')) return verdicts;
  const met = new Set(verdicts.filter((v) => v.kind === 'ok').map((v) => v.item));
  if ([...missingBefore].some((item) => item !== 'BMV-20' && !met.has(item))) return verdicts;
  const seen = ventilationSeenWorking(verdicts, mentions);
  return seen ? [...verdicts, seen] : verdicts;
}

/** Records what went right (and the corrections and cautions) in the state. */
function record(ctx: RunContext, state: EngineState, verdicts: Judgement[]): EngineState {
  const items = { ...state.items };
  const phaseItems = new Set(state.phaseItems);
  const heldItems = new Set(state.heldItems);
  const notes = [...state.notes];
  let adjunct = state.adjunct;
  for (const verdict of verdicts) {
    if (verdict.kind === 'ok') {
      phaseItems.add(verdict.item);
      const existing = items[verdict.item] ?? { doneAtMs: null, stops: 0 };
      if (existing.doneAtMs === null) items[verdict.item] = { ...existing, doneAtMs: ctx.elapsedMs };
      if (verdict.adjunct) adjunct = verdict.adjunct;
      if (verdict.caution) notes.push({ item: verdict.item, kind: 'caution', text: verdict.caution });
    } else if (verdict.kind === 'wrong') {
      // Done wrong now, it no longer holds: the phase that needs it must see it done right again.
      phaseItems.delete(verdict.item);
      heldItems.delete(verdict.item);
      notes.push({
        item: verdict.item,
        kind: 'correction',
        text: `${verdict.feedback.what} ${verdict.feedback.instead}`,
      });
    }
  }
  return {
    ...state,
    items,
    phaseItems: sortItems(phaseItems),
    heldItems: sortItems(heldItems),
    adjunct,
    notes: notes.slice(0, MAX_RECORDS),
  };
}

/** In a phase that requires nothing, any sound action (or a reassessment) moves the scenario on. */
function reasonableAction(verdicts: Judgement[], mentions: Mention[]): boolean {
  return (
    verdicts.some((v) => v.kind === 'ok') || mentions.some((m) => m.cue.id === 'ventilate' && !m.negated)
  );
}
