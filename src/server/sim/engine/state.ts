import { z } from 'zod';
import { CHECKLIST_ITEM_IDS } from '../../../contract/checklist.ts';

const ItemIdSchema = z.enum(CHECKLIST_ITEM_IDS);

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
  item: ItemIdSchema,
  what: z.string(),
  /** Why it matters and what to do instead, for the pause banner (absent in states stored before them). */
  why: z.string().optional(),
  instead: z.string().optional(),
  atMs: z.number(),
});

/** A correction (a wrong choice that did not stop the scenario) or a caution on a right one. */
const NoteSchema = z.object({
  item: ItemIdSchema,
  kind: z.enum(['correction', 'caution']),
  text: z.string(),
});

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
  phaseItems: z.array(ItemIdSchema),
  /**
   * Items done right in earlier phases that still hold (the mask chosen, help called): a later phase that
   * names them again does not make the trainee repeat them. A hard stop on an item, or doing it wrong
   * later, takes it out.
   */
  heldItems: z.array(ItemIdSchema).default([]),
  /** The adjunct chosen and sized in this attempt, for a later "insert it". */
  adjunct: z.enum(['opa', 'npa']).nullable(),
  /** Turns in this phase attempt that achieved nothing new; a hint comes after a few. */
  idleTurns: z.number().int().min(0),
  /** Hints given on `hintFor` in this phase attempt: a nudge first, then the missing action named outright. */
  hints: z.number().int().min(0),
  /** The item the last hint was about; null before the first hint of a phase attempt. */
  hintFor: ItemIdSchema.nullable().default(null),
  /**
   * The item the tutor's last question asked about ("Which end of the mask goes over the bridge of the nose?"):
   * the next message may be its answer (see dialogue.ts). Null when no question is open.
   */
  pending: z.enum(['BMV-11', 'BMV-15']).nullable().default(null),
  /** SpO2 points lost to hesitation in this phase attempt; a rewind restores them. */
  spo2Drop: z.number().min(0),
  items: z.partialRecord(ItemIdSchema, ItemRecordSchema),
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
    heldItems: [],
    adjunct: null,
    idleTurns: 0,
    hints: 0,
    hintFor: null,
    pending: null,
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
  return {
    ...state,
    phase,
    attempt,
    phaseItems: [],
    adjunct: null,
    idleTurns: 0,
    hints: 0,
    hintFor: null,
    pending: null,
    spo2Drop: 0,
  };
}
