import { z } from 'zod';
import { CHECKLIST_GROUP_IDS, CHECKLIST_ITEM_IDS } from './checklist.ts';

/**
 * The scenario's state beside the text of a reply: what a patient monitor, an RCDP pause banner and the
 * debrief checklist show. `/stream-chat` sends it as one `event: state` (JSON data) after the reply's text and
 * before `stream_close`; `GET /api/chat-state` gives the current one to a restored chat. Times are
 * milliseconds since "Begin Simulation".
 */

const ItemIdSchema = z.enum(CHECKLIST_ITEM_IDS);
const Ms = z.number().finite().min(0);
const Count = z.number().int().min(0);

export const VITAL_KEYS = ['hr', 'spo2', 'rr', 'nibp', 'etco2', 'temp'] as const;
export type VitalKey = (typeof VITAL_KEYS)[number];

/** One vital sign with the normal range for the patient's age and where the value sits in it. */
export const VitalReadingSchema = z.strictObject({
  /** The number compared with the range (for NIBP the systolic); null when the case gives none. */
  value: z.number().finite().nullable(),
  /** The value as the monitor prints it ("93/58" for NIBP), or null. */
  shown: z.string().max(40).nullable(),
  /** The reading before this turn, for the trend; null after a restore or when there was none. */
  previous: z.number().finite().nullable(),
  normal: z.strictObject({ low: z.number().finite(), high: z.number().finite() }),
  status: z.enum(['normal', 'low', 'high', 'unknown']),
});

export const VitalsSchema = z.strictObject({
  hr: VitalReadingSchema,
  spo2: VitalReadingSchema,
  rr: VitalReadingSchema,
  nibp: VitalReadingSchema,
  etco2: VitalReadingSchema,
  temp: VitalReadingSchema,
});

/** One reason of an RCDP pause, in its what / why / instead shape. */
export const StopReasonSchema = z.strictObject({
  item: ItemIdSchema,
  what: z.string().max(2000),
  why: z.string().max(2000),
  instead: z.string().max(2000),
});

/**
 * Whether two reasons explain the same fault in the same words (one fault read on two items, as the hold and the
 * seal of "one hand, big leak, I'll manage"): the tutor and the stop card say it once.
 */
export function sameExplanation(
  a: { what: string; why: string; instead: string },
  b: { what: string; why: string; instead: string },
): boolean {
  return a.what === b.what && a.why === b.why && a.instead === b.instead;
}

/** This turn was a hard stop: the scenario paused and rewinds to the start of `rewindToPhase` (1-based). */
export const StopSchema = z.strictObject({
  rewindToPhase: z.number().int().min(1),
  attempt: z.number().int().min(1),
  reasons: z.array(StopReasonSchema).min(1).max(20),
});

export const ITEM_OUTCOMES = ['done', 'done-after-stop', 'not-done', 'not-required'] as const;
export type ItemOutcomeCode = (typeof ITEM_OUTCOMES)[number];

export const DebriefItemSchema = z.strictObject({
  item: ItemIdSchema,
  group: z.enum(CHECKLIST_GROUP_IDS),
  outcome: z.enum(ITEM_OUTCOMES),
  /** When it was done right (after its last stop), or null. */
  atMs: Ms.nullable(),
});

export const DebriefStopSchema = z.strictObject({
  /** 1-based. */
  phase: z.number().int().min(1),
  attempt: z.number().int().min(1),
  item: ItemIdSchema,
  what: z.string().max(2000),
  atMs: Ms,
});

/** The end of the case: the 20 items with their outcome and time, the hard stops and the total. */
export const DebriefSchema = z.strictObject({
  items: z.array(DebriefItemSchema).length(CHECKLIST_ITEM_IDS.length),
  stops: z.array(DebriefStopSchema).max(100),
  /** Every hard stop of the run, also those past the stored list's bound. */
  stopCount: Count,
  totalMs: Ms,
  /** Items done (with or without a stop) out of the items the case expects. */
  done: Count,
  expected: Count,
});

export const ScenarioStateSchema = z.strictObject({
  kind: z.literal('scenario'),
  stage: z.enum(['waiting', 'running', 'complete']),
  /** Null before "Begin Simulation": the case is not shown before it starts. */
  patient: z
    .strictObject({
      /** "a 4-year-old" */
      described: z.string().max(100),
      ageYears: z.number().finite().min(0),
      weightKg: z.number().finite().nullable(),
    })
    .nullable(),
  /** Null before "Begin Simulation". */
  phase: z
    .strictObject({
      number: z.number().int().min(1),
      of: z.number().int().min(1),
      attempt: z.number().int().min(1),
    })
    .nullable(),
  /** Since "Begin Simulation" (frozen at the debrief); null before it. */
  elapsedMs: Ms.nullable(),
  /** The phase's goals (checklist items it asks for) met in this attempt. */
  goals: z.strictObject({ met: Count, of: Count }).nullable(),

  vitals: VitalsSchema.nullable(),
  stop: StopSchema.nullable(),
  debrief: DebriefSchema.nullable(),
});

/**
 * The scenario state as the chat sends it: the engine's snapshot plus what this turn credited and the phase's
 * goals one by one, filled in by the chat layer. The client lists these and never reads the reply's text to
 * know what happened.
 */
export const ScenarioChatStateSchema = ScenarioStateSchema.extend({
  /** The phase's goals, met or not yet in this attempt, in the case's order; null when `goals` is. */
  goalItems: z
    .array(z.strictObject({ item: ItemIdSchema, met: z.boolean() }))
    .max(20)
    .nullable(),
  /** The checklist items this turn credited (done right just now); empty for a restored chat. */
  credited: z.array(ItemIdSchema).max(20),
});

/** A tutor that keeps no scenario state the server can read (the prompt-only LLM): text only. */
export const UntrackedStateSchema = z.strictObject({ kind: z.literal('untracked') });

export const ChatStateSchema = z.discriminatedUnion('kind', [ScenarioChatStateSchema, UntrackedStateSchema]);

/** GET /api/chat-state: null when the caller has no conversation (or its case is gone). */
export const ChatStateResponseSchema = z.strictObject({ state: ChatStateSchema.nullable() });

/** Messages a resumed chat gets back: a whole case is far fewer. */
export const RESUME_MESSAGE_LIMIT = 200;

/**
 * GET /api/chat-resume: the caller's running conversation as a new tab, a reload or a new sign-in picks it up
 * (the messages, oldest first, and the monitor's state). Null fields when there is none.
 */
export const ChatResumeResponseSchema = z.strictObject({
  participantId: z.string().max(64).nullable(),
  messages: z
    .array(
      z.strictObject({
        sender: z.enum(['user', 'bot']),
        text: z.string().max(20_000),
        /** A reply the stream did not finish (the client left, the tutor failed). */
        cut: z.boolean(),
      }),
    )
    .max(RESUME_MESSAGE_LIMIT),
  state: ChatStateSchema.nullable(),
});

/** The SSE event name of the state. */
export const STATE_EVENT = 'state';

export type VitalReading = z.infer<typeof VitalReadingSchema>;
export type Vitals = z.infer<typeof VitalsSchema>;
export type Stop = z.infer<typeof StopSchema>;
export type Debrief = z.infer<typeof DebriefSchema>;
export type DebriefItem = z.infer<typeof DebriefItemSchema>;
export type ScenarioState = z.infer<typeof ScenarioStateSchema>;
export type ScenarioChatState = z.infer<typeof ScenarioChatStateSchema>;
export type ChatState = z.infer<typeof ChatStateSchema>;
export type ChatResume = z.infer<typeof ChatResumeResponseSchema>;
