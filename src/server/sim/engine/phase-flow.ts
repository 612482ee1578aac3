import type { CaseDocument } from '../../../contract/case.ts';
import type { ImageRef } from '../tutor.ts';
import type { CaseAnalysis } from './analyze-case.ts';
import { debrief } from './debrief.ts';
import { hint, IDLE_TURNS_BEFORE_HINT } from './hints.ts';
import { currentVitals, phasePresentation } from './presentation.ts';
import { type EngineState, startPhaseAttempt } from './state.ts';
import type { ItemId } from './types.ts';

/** Everything one running turn works with. */
export type RunContext = {
  caseDoc: CaseDocument;
  analysis: CaseAnalysis;
  images: ImageRef[];
  /** Milliseconds since "Begin Simulation". */
  elapsedMs: number;
};

export type TurnResult = { state: EngineState; reply: string };

/** SpO2 points lost each time hesitation earns a hint: a visible cost, undone by a rewind. */
const SPO2_COST_OF_HESITATION = 3;

export function requiredItems(ctx: RunContext, phase: number): ItemId[] {
  return ctx.analysis.phases[phase]?.requiredItems ?? [];
}

export function missingItems(ctx: RunContext, state: EngineState): ItemId[] {
  return requiredItems(ctx, state.phase).filter((item) => !state.phaseItems.includes(item));
}

/** Items any phase requires: the rest are "not required in this case" in the debrief. */
export function requiredInCase(ctx: RunContext): Set<ItemId> {
  return new Set(ctx.analysis.phases.flatMap((phase) => phase.requiredItems));
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
  const entered = startPhaseAttempt(state, next, 1);
  const presentation = phasePresentation(ctx.caseDoc, next);
  if (isClosingPhase(ctx, next)) return finish(ctx, entered, [...header, presentation, '']);
  return { state: entered, reply: [...header, presentation, '', 'What do you do?'].join('\n') };
}

/**
 * A turn that achieved nothing new. After a few such turns a hint (a soft stop) is offered, and the
 * patient's SpO2 drifts down: hesitation has a cost.
 */
export function idle(ctx: RunContext, state: EngineState, lead: string[]): TurnResult {
  const idleTurns = state.idleTurns + 1;
  if (idleTurns < IDLE_TURNS_BEFORE_HINT) return { state: { ...state, idleTurns }, reply: lead.join('\n') };
  const next: EngineState = {
    ...state,
    idleTurns: 0,
    hints: state.hints + 1,
    spo2Drop: state.spo2Drop + SPO2_COST_OF_HESITATION,
  };
  const lines = [
    ...lead,
    '',
    `**Hint**: ${hint(ctx.caseDoc, state.phase, missingItems(ctx, state), state.hints)}`,
  ];
  const phase = ctx.caseDoc.Phases[state.phase];
  const spo2 = phase ? currentVitals(phase, next.spo2Drop).o2 : null;
  if (phase && spo2 !== null && spo2 < (phase.vitalSigns.o2 ?? spo2))
    lines.push(`The SpO2 is drifting down: ${spo2}%.`);
  return { state: next, reply: lines.join('\n') };
}

/** An explicit "hint" request gives the next hint straight away. */
export function hintNow(ctx: RunContext, state: EngineState): TurnResult {
  const text = hint(ctx.caseDoc, state.phase, missingItems(ctx, state), state.hints);
  return { state: { ...state, idleTurns: 0, hints: state.hints + 1 }, reply: `**Hint**: ${text}` };
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
