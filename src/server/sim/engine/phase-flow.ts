import type { CaseDocument } from '../../../contract/case.ts';
import { sortItems } from '../../../contract/checklist.ts';
import type { ImageRef } from '../tutor.ts';
import type { CaseReading } from './analyze-case.ts';
import { debrief } from './debrief.ts';
import { hint, IDLE_TURNS_BEFORE_HINT } from './hints.ts';
import type { ReadParams } from './judge/reading-params.ts';
import { currentVitals, phasePresentation } from './presentation.ts';
import { type EngineState, startPhaseAttempt } from './state.ts';
import type { Findings, ItemId, Judgement } from './types.ts';

/** Everything one running turn works with. */
export type RunContext = {
  caseDoc: CaseDocument;
  analysis: CaseReading;
  images: ImageRef[];
  /** Milliseconds since "Begin Simulation". */
  elapsedMs: number;
};

/**
 * How a message was read, item by item with the judge's verdict: not stored and not shown, but what the
 * fidelity benchmark scores the reading by (and what a debugger of the engine wants to see).
 */
export type TurnReading = {
  kind: 'action' | 'question' | 'hypothetical' | 'request' | 'other';
  /** One entry per item the message names, after judging, in checklist order, with the details judged. */
  items: { item: ItemId; verdict: Judgement['kind']; params?: ReadParams }[];
};

export type TurnResult = { state: EngineState; reply: string; reading?: TurnReading };

/** SpO2 points lost each time hesitation earns a hint: a visible cost, undone by a rewind. */
const SPO2_COST_OF_HESITATION = 3;

const NO_FINDINGS: Findings = {
  gagReflex: 'unknown',
  basalSkullFracture: false,
  neckInjury: false,
  bleedingRisk: false,
};

/** What the case says about the patient at this phase (read once per case, in its analysis). */
export function findingsOf(ctx: RunContext, phase: number): Findings {
  return ctx.analysis.phase(phase)?.findings ?? NO_FINDINGS;
}

export function requiredItems(ctx: RunContext, phase: number): ItemId[] {
  return ctx.analysis.requiredItems(phase);
}

/** Required items of the phase not yet done in this attempt nor held from an earlier phase. */
export function missingItems(ctx: RunContext, state: EngineState): ItemId[] {
  return requiredItems(ctx, state.phase).filter(
    (item) => !state.phaseItems.includes(item) && !state.heldItems.includes(item),
  );
}

/** Items any phase requires: the rest are "not required in this case" in the debrief. */
export function requiredInCase(ctx: RunContext): Set<ItemId> {
  return ctx.analysis.requiredInCase();
}

/**
 * A last phase that asks for nothing is the case's closing state ("stabilised: debrief"): it is shown and
 * the debrief follows at once. Any other phase waits for the trainee.
 */
function isClosingPhase(ctx: RunContext, phase: number): boolean {
  return phase === ctx.caseDoc.Phases.length - 1 && phase > 0 && requiredItems(ctx, phase).length === 0;
}

export function finish(ctx: RunContext, state: EngineState, lead: string[]): TurnResult {
  const done: EngineState = { ...state, stage: 'complete', completedAtMs: ctx.elapsedMs };
  const reply = [...lead, debrief(done, requiredInCase(ctx), ctx.elapsedMs)].join('\n');
  return { state: done, reply };
}

/** Moves to the phase after the current one: its presentation, or the debrief after the last. */
export function advance(ctx: RunContext, state: EngineState, lead: string[]): TurnResult {
  const next = state.phase + 1;
  const header = [...lead, ...(lead.length > 0 ? [''] : []), `**Phase ${state.phase + 1} complete.**`, ''];
  if (next >= ctx.caseDoc.Phases.length) return finish(ctx, state, header);
  const held = sortItems([...state.heldItems, ...state.phaseItems]);
  const entered = startPhaseAttempt({ ...state, heldItems: held }, next, 1);
  const presentation = phasePresentation(ctx.caseDoc, next);
  if (isClosingPhase(ctx, next)) return finish(ctx, entered, [...header, presentation, '']);
  // A trainee ahead of the case has already done all this phase asks for: it resolves at once.
  if (requiredItems(ctx, next).length > 0 && missingItems(ctx, entered).length === 0) {
    return advance(ctx, entered, [
      ...header,
      presentation,
      '',
      'You have already done what this phase needs.',
    ]);
  }
  return { state: entered, reply: [...header, presentation, '', 'What do you do?'].join('\n') };
}

/**
 * A turn that achieved nothing new. After a few such turns a hint (a soft stop) is offered, and the
 * patient's SpO2 drifts down: hesitation has a cost.
 */
export function idle(ctx: RunContext, state: EngineState, lead: string[]): TurnResult {
  const idleTurns = state.idleTurns + 1;
  if (idleTurns < IDLE_TURNS_BEFORE_HINT) return { state: { ...state, idleTurns }, reply: lead.join('\n') };
  const given = nextHint(ctx, state);
  const next: EngineState = {
    ...given.state,
    idleTurns: 0,
    spo2Drop: state.spo2Drop + SPO2_COST_OF_HESITATION,
  };
  const lines = [...lead, ...(lead.length > 0 ? [''] : []), `**Hint**: ${given.text}`];
  const phase = ctx.caseDoc.Phases[state.phase];
  const spo2 = phase ? currentVitals(phase, next.spo2Drop).o2 : null;
  if (phase && spo2 !== null && spo2 < (phase.vitalSigns.o2 ?? spo2))
    lines.push(`The SpO2 is drifting down: ${spo2}%.`);
  return { state: next, reply: lines.join('\n') };
}

/** An explicit "hint" request gives the next hint straight away. */
export function hintNow(ctx: RunContext, state: EngineState): TurnResult {
  const given = nextHint(ctx, state);
  return { state: { ...given.state, idleTurns: 0 }, reply: `**Hint**: ${given.text}` };
}

/**
 * The next hint, about the first item still missing: a nudge the first time (the case's soft stop, if it has
 * one, for the first hint of the phase), then the action named outright, so no one stays stuck on an item.
 */
function nextHint(ctx: RunContext, state: EngineState): { state: EngineState; text: string } {
  const target = missingItems(ctx, state)[0] ?? null;
  const level = target !== null && target === state.hintFor ? state.hints : 0;
  const text = hint({
    softStop: ctx.caseDoc.Phases[state.phase]?.softStop ?? '',
    firstOfPhase: state.hintFor === null && state.hints === 0,
    target,
    level,
  });
  return { state: { ...state, hintFor: target, hints: level + 1 }, text };
}

/** "End the case" or "debrief": the debrief now, with what was not done marked so. */
export function endNow(ctx: RunContext, state: EngineState): TurnResult {
  return finish(ctx, state, ['Ending the case here, as you asked.', '']);
}

/** The rewind after a hard stop: the phase starts again, as it was (vitals restored). */
export function rewindText(ctx: RunContext, state: EngineState): string {
  return [
    `Let's rewind to the start of phase ${state.phase + 1} and try again (attempt ${state.attempt}).`,
    '',
    phasePresentation(ctx.caseDoc, state.phase),
    '',
    'What do you do?',
  ].join('\n');
}
