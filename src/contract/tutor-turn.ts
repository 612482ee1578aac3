/**
 * The tutor's record of each turn, read by admins with the transcript: the model's structured reading of the
 * trainee's message (strict: an unknown key, an item that is not on the checklist or a technique that does not
 * exist refuses the whole reading), the scenario engine's verdict, who read and who spoke (a model name or
 * "engine"), tokens and latency. Every reading field is required and nullable, as OpenAI's strict structured
 * outputs demand.
 */
import { z } from 'zod';
import { CHECKLIST_ITEM_IDS } from './checklist.ts';

/** How an item was done: the renderer turns each into the engine's own phrasing (see canonical.ts). */
export const TECHNIQUES = [
  'call_for_help',
  'delay_ventilation',
  'refuse_help',
  'suction',
  'deep_suction',
  'finger_sweep',
  'skip_suction',
  'drain_water',
  'feeding_tube_suction',
  'back_blows',
  'suction_full_pressure',
  'scrape_mucosa',
  'nasal_suction',
  'sniffing_position',
  'shoulder_roll',
  'inline_stabilisation',
  'hyperextend_neck',
  'flex_neck',
  'pillow_under_head',
  'jaw_thrust',
  'head_tilt_chin_lift',
  'press_soft_tissue',
  'skip_airway_opening',
  'choose_adjunct',
  'insert_adjunct',
  'npa_pushed_upwards',
  'force_adjunct',
  'unsized_adjunct',
  'reassess',
  'skip_reassessment',
  'choose_mask',
  'mask_sized_by_landmarks',
  'mask_too_big',
  'mask_too_small',
  'choose_bag',
  'oxygen_without_ventilation',
  'connect_oxygen',
  'room_air',
  'mask_right_way_round',
  'mask_upside_down',
  'mask_covers_mouth_and_nose',
  'mask_covers_mouth_or_nose_only',
  'ec_clamp',
  'palm_hold',
  'stay_one_handed',
  'tight_seal',
  'accept_leak',
  'eyes_protected',
  'pressure_on_eyes',
  'stand_at_head',
  'stand_at_side',
  'lift_jaw_into_mask',
  'push_mask_down',
  'release_jaw',
  'gentle_squeeze',
  'forceful_squeeze',
  'ventilate_at_rate',
  'ventilate_fast',
  'ventilate_on_desaturation',
  'effective_ventilation',
  'ignore_poor_chest_rise',
  'stop_ventilation',
] as const;
export type Technique = (typeof TECHNIQUES)[number];

export const PATIENT_TOPICS = [
  'heart_rate',
  'respiratory_rate',
  'spo2',
  'etco2',
  'blood_pressure',
  'temperature',
  'vital_signs',
  'weight',
  'age',
  'sex',
  'allergies',
  'medications',
  'past_medical_history',
  'last_meal',
  'events',
  'symptoms',
  'labs',
  'diagnosis',
  'gag_reflex',
  'airway',
  'breathing',
  'circulation',
  'disability',
  'exam',
] as const;
export type PatientTopic = (typeof PATIENT_TOPICS)[number];

const ActionSchema = z.strictObject({
  item: z.enum(CHECKLIST_ITEM_IDS),
  technique: z.enum(TECHNIQUES),
  /**
   * 'done': the trainee does it now, however said ("I'd bag at 20" describes what they do). 'hypothetical': a
   * question, "what if", "should I", a condition ("if she gags I'd ..."), a plan for later.
   */
  status: z.enum(['done', 'hypothetical']),
  /** "I don't ...", "no OPA": a refusal, not an action. */
  negated: z.boolean(),
  maskSize: z.enum(['neonate', 'infant', 'child', 'adult']).nullable(),
  bagVolumeMl: z.number().int().min(0).max(5000).nullable(),
  bagType: z.enum(['self-inflating', 'flow-inflating']).nullable(),
  /** A bag named by who it is for ("an infant bag", "adult BVM") rather than by its volume. */
  bagSize: z.enum(['neonate', 'infant', 'child', 'adult']).nullable(),
  oxygenLitresPerMin: z.number().min(0).max(100).nullable(),
  /** A suction catheter's size in French gauge, as said ("an 8 Fr catheter"). */
  suctionCatheterFr: z.number().int().min(0).max(40).nullable(),
  breathsPerMin: z.number().int().min(0).max(200).nullable(),
  /** The top of a rate said as a range ("every 2-3 s": breathsPerMin 20, breathsPerMinMax 30); else null. */
  breathsPerMinMax: z.number().int().min(0).max(200).nullable(),
  adjunct: z.enum(['opa', 'npa']).nullable(),
  /** An adjunct's size code as said ("00", "0", "1" .. "5"). */
  adjunctSizeCode: z.enum(['000', '00', '0', '1', '2', '3', '4', '5', '6']).nullable(),
  adjunctSizeMm: z.number().int().min(0).max(200).nullable(),
  /** Where the adjunct was measured, as said (the engine judges whether it fits the adjunct). */
  landmark: z
    .enum([
      'corner_of_mouth_to_angle_of_jaw',
      'nostril_to_tragus',
      'mouth_to_chin',
      'nose_to_chin',
      'nose_to_mouth',
      'other',
    ])
    .nullable(),
});
export type ReadAction = z.infer<typeof ActionSchema>;

export const ReadingSchema = z.strictObject({
  /**
   * 'bedside': actions and/or questions about the patient. 'control': "Begin Simulation", help, hint, reset,
   * "how do I ...?", "explain ...", "show me ..." (the engine reads those words itself). 'other': anything else
   * (the engine reads those words too, to acknowledge or answer them).
   */
  intent: z.enum(['bedside', 'control', 'other']),
  actions: z.array(ActionSchema).max(20),
  patientQuestions: z.array(z.enum(PATIENT_TOPICS)).max(5),
});
export type Reading = z.infer<typeof ReadingSchema>;

const StopFactSchema = z.strictObject({
  item: z.enum(CHECKLIST_ITEM_IDS),
  what: z.string(),
  why: z.string(),
  instead: z.string(),
});

/** What the engine decided in a turn (see src/server/sim/llm/decide.ts). */
export const VerdictSchema = z.strictObject({
  kind: z.enum(['begin', 'stop', 'advance', 'debrief', 'progress', 'answer', 'hint', 'other']),
  /** 1-based, after the turn. */
  phase: z.number().int(),
  attempt: z.number().int(),
  stage: z.enum(['waiting', 'running', 'complete']),
  stops: z.array(StopFactSchema),
  /** Checklist items newly done right in this turn. */
  done: z.array(z.enum(CHECKLIST_ITEM_IDS)),
  hint: z.string().nullable(),
  /** The debrief's spoken part; the table is sent verbatim from the engine. */
  debriefFacts: z.string().nullable(),
  debriefTable: z.string().nullable(),
  /** What the engine itself said. */
  engineReply: z.string(),
  /** What the engine read: the trainee's words, or the canonical sentences of the model's reading. */
  engineInput: z.array(z.string()),
});
export type Verdict = z.infer<typeof VerdictSchema>;
export type StopFact = z.infer<typeof StopFactSchema>;

export const TurnLogSchema = z.strictObject({
  /** "engine" or the model's name. */
  reader: z.string(),
  speaker: z.string(),
  reading: ReadingSchema.nullable(),
  verdict: VerdictSchema,
  /** Why the model's reading or speech was not used, when it was not (a failure code or a failed check). */
  readFailure: z.string().nullable(),
  speakFailure: z.string().nullable(),
  tokensIn: z.number().int().min(0),
  tokensOut: z.number().int().min(0),
  latencyMs: z.number().min(0),
});
export type TurnLog = z.infer<typeof TurnLogSchema>;
