import { z } from 'zod';

/**
 * The engine's state, kept in the conversation as plain JSON between turns (the engine holds nothing in
 * memory). Times are milliseconds since "Begin Simulation".
 */
const ItemRecordSchema = z.object({
  /** When the item was last done right, after its last hard stop; null if not (yet). */
  doneAtMs: z.number().nullable(),
  /** How many hard stops were on this item. */
  stops: z.number().int().min(0),
});

const HardStopRecordSchema = z.object({
  phase: z.number().int().min(0),
  attempt: z.number().int().min(1),
  item: z.string(),
  what: z.string(),
  atMs: z.number(),
});

/** A correction (a wrong choice that did not stop the scenario) or a caution on a right one. */
const NoteSchema = z.object({ item: z.string(), kind: z.enum(['correction', 'caution']), text: z.string() });

export const EngineStateSchema = z.object({
  version: z.literal(1),
  stage: z.enum(['waiting', 'running', 'complete']),
  /** `now` at "Begin Simulation", epoch ms. */
  startedAt: z.number().nullable(),
  /** Index into the case's phases. */
  phase: z.number().int().min(0),
  /** Attempts at the current phase, 1 on entry, +1 per rewind. */
  attempt: z.number().int().min(1),
  /** Items done right in this attempt of this phase. */
  phaseItems: z.array(z.string()),
  /** The adjunct chosen and sized in this attempt, for a later "insert it". */
  adjunct: z.enum(['opa', 'npa']).nullable(),
  /** Turns in this phase attempt that achieved nothing new; a hint comes after a few. */
  idleTurns: z.number().int().min(0),
  /** Hints given in this phase attempt: the first is the case's soft stop, later ones more specific. */
  hints: z.number().int().min(0),
  /** SpO2 points lost to hesitation in this phase attempt; a rewind restores them. */
  spo2Drop: z.number().min(0),
  items: z.record(z.string(), ItemRecordSchema),
  hardStops: z.array(HardStopRecordSchema),
  /** Corrections and cautions outside hard stops, for the debrief (bounded). */
  notes: z.array(NoteSchema),
  completedAtMs: z.number().nullable(),
});

export type EngineState = z.infer<typeof EngineStateSchema>;
export type HardStopRecord = z.infer<typeof HardStopRecordSchema>;

/** Hard stops and notes kept for the debrief; a run past this keeps counting but stores no more. */
export const MAX_RECORDS = 40;

export function initialState(): EngineState {
  return {
    version: 1,
    stage: 'waiting',
    startedAt: null,
    phase: 0,
    attempt: 1,
    phaseItems: [],
    adjunct: null,
    idleTurns: 0,
    hints: 0,
    spo2Drop: 0,
    items: {},
    hardStops: [],
    notes: [],
    completedAtMs: null,
  };
}

/** The stored state, or a fresh one when it is empty or not ours (e.g. `{}` for a new conversation). */
export function readState(stored: unknown): EngineState {
  const parsed = EngineStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : initialState();
}

/** The state at the start of a phase attempt: the per-attempt fields cleared, the run's record kept. */
export function startPhaseAttempt(state: EngineState, phase: number, attempt: number): EngineState {
  return { ...state, phase, attempt, phaseItems: [], adjunct: null, idleTurns: 0, hints: 0, spo2Drop: 0 };
}
