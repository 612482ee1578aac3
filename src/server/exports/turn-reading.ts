import type { EngineState } from '../sim/engine/index.ts';
import { engineStateOf } from './engine-outcomes.ts';
import type { Row } from './format.ts';

export const TURN_READING_COLUMNS = [
  'engine_stage',
  'engine_phase',
  'engine_attempt',
  'items_credited',
  'hard_stop_items',
  'hard_stop_reason',
] as const;

const none = Object.fromEntries(TURN_READING_COLUMNS.map((c) => [c, null])) as Record<
  (typeof TURN_READING_COLUMNS)[number],
  null
>;

/**
 * What the scenario engine made of a turn, from its state after the reply compared with its state
 * after the session's previous reply: checklist items it credited, and a hard stop with its reason.
 */
export function turnReading(
  tutor: string,
  stateAfter: unknown,
  previous: EngineState | undefined,
): { row: Row; state: EngineState | undefined } {
  const state = stateAfter == null ? undefined : engineStateOf(tutor, stateAfter);
  if (!state) return { row: none, state: previous };
  const items = Object.entries(state.items);
  const credited = items
    .filter(
      ([id, record]) =>
        record?.doneAtMs != null && previous?.items[id as keyof EngineState['items']]?.doneAtMs == null,
    )
    .map(([id]) => id);
  const stopped = items
    .filter(
      ([id, record]) =>
        (record?.stops ?? 0) > (previous?.items[id as keyof EngineState['items']]?.stops ?? 0),
    )
    .map(([id]) => id);
  const reasons = state.hardStops.slice(previous?.hardStops.length ?? 0).map((stop) => stop.what);
  return {
    row: {
      engine_stage: state.stage,
      engine_phase: state.phase + 1,
      engine_attempt: state.attempt,
      items_credited: credited.join(' ') || null,
      hard_stop_items: stopped.join(' ') || null,
      hard_stop_reason: stopped.length > 0 ? reasons.join(' | ') || null : null,
    },
    state,
  };
}

export const NO_READING: Row = none;
