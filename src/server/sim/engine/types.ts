/** Types shared by the engine's modules. */

import type { ChecklistGroupId, ChecklistItemId } from '../../../contract/checklist.ts';

/** A checklist item id, 'BMV-1' .. 'BMV-20'. */
export type ItemId = ChecklistItemId;

/** The four checklist groups; the ids are the case format's hardStop keys. */
export type GroupId = ChecklistGroupId;

/** Teaching topics: what a "show me ..." or "how do I ...?" request is about (see items/item.ts Topic). */
export type TopicId =
  | 'opa'
  | 'npa'
  | 'adjunct'
  | 'maskHold'
  | 'maskFit'
  | 'jawThrust'
  | 'headTiltChinLift'
  | 'openAirway'
  | 'headPosition'
  | 'bag'
  | 'oxygen'
  | 'rate'
  | 'squeeze'
  | 'suction'
  | 'reassess'
  | 'callHelp'
  | 'eyes';

/** What a matched phrase says about its item. */
export type CueSense =
  /** Doing the item (well): "jaw thrust", "E-C clamp". */
  | 'good'
  /** Doing the item wrongly: "hyperextend the neck". Negated ("don't hyperextend") it is avoidance. */
  | 'bad'
  /** Naming the item; whether it is right depends on details the item's judge reads (size, rate, flow). */
  | 'detail';

/** Feedback for a wrong choice, in the RCDP shape: what happened, why it matters, what to do. */
export type Feedback = { what: string; why: string; instead: string };

/** One phrase of the lexicon. Patterns run over normalised text (see text/normalize.ts). */
export type Cue = {
  id: string;
  items: ItemId[];
  sense: CueSense;
  pattern: RegExp;
  /** For 'bad' cues: the feedback, and whether the error is unsafe in any phase (not only when required). */
  feedback?: Feedback;
  unsafe?: boolean;
  /** For 'bad' cues whose item *is* the avoidance ("avoids pressure on the eyes"): a negated mention counts. */
  avoidanceCounts?: boolean;
};

/** A cue found in a message. */
export type Mention = {
  cue: Cue;
  /** Null for cues that name no checklist item (ventilating as such, advanced airways). */
  item: ItemId | null;
  /** The matched text and its offsets in the normalised message. */
  text: string;
  start: number;
  end: number;
  /** The clause around the match, where the item's judge looks for details (sizes, volumes, flows). */
  clause: string;
  /** Offset of the match inside `clause`. */
  clauseOffset: number;
  /** The few words after the match, across commas ("an OPA, size 2"), for details said as an afterthought. */
  following: string;
  negated: boolean;
  /** "not yet", "later": a negation that postpones rather than refuses. */
  deferred: boolean;
  /** Said as a condition or a plan, not done: "if she gags I'd switch to an NPA". */
  hypothetical: boolean;
};

/** Age bands the PALS numbers differ by. */
export type AgeBand = 'newborn' | 'infant' | 'child' | 'adolescent';

export type PatientProfile = {
  /** Age in years used for the checks: from the case, else estimated from the weight, else a default. */
  ageYears: number;
  ageSource: 'case' | 'presentation' | 'weight' | 'default';
  weightKg: number | null;
  band: AgeBand;
  /** "a 4-year-old", "a 6-month-old": for feedback sentences. */
  described: string;
};

/** What the case text says about the patient now (current phase first, then the outline). */
export type Findings = {
  gagReflex: 'present' | 'absent' | 'unknown';
  basalSkullFracture: boolean;
  neckInjury: boolean;
  /** A bleeding disorder or fresh surgery in the nose: a nasal airway makes the nose or pharynx bleed. */
  bleedingRisk: boolean;
};

/** The verdict on one item in one message. */
export type Judgement =
  | {
      kind: 'ok';
      item: ItemId;
      /** What was right, for the acknowledgement ("child mask, fits a 4-year-old"); may be empty. */
      detail: string;
      /** Right, but with a word of care ("an adult bag works if you squeeze gently"). */
      caution?: string;
      /** BMV-5 only: the adjunct chosen, so a later "insert it" knows what is meant. */
      adjunct?: 'opa' | 'npa';
    }
  | { kind: 'wrong'; item: ItemId; feedback: Feedback; unsafe: boolean }
  | { kind: 'incomplete'; item: ItemId; question: string }
  | { kind: 'declined'; item: ItemId }
  | { kind: 'avoided'; item: ItemId };

/** What an item's judge can look at besides the mentions. */
export type JudgeContext = {
  patient: PatientProfile;
  findings: Findings;
  /** Adjunct already chosen and sized in this phase attempt (for "now insert it"). */
  adjunctChosen: 'opa' | 'npa' | null;
  /** What the case author's hard-stop texts accept and rule out; they win over the defaults. */
  rules: AuthorRules;
};

/** A range of numbers, inclusive: "10-15 L/min", "20-30 breaths/min". */
export type Range = { low: number; high: number };

/**
 * What a case author's hard-stop texts name as right, and what they rule out, read with the same lexicon that
 * reads the trainee. These win over the built-in age and weight defaults, which apply only where the texts
 * are silent: "an infant self-inflating bag (450-500 mL)" makes "an infant bag" right on that case, and
 * "1 breath every 6 s" sets the rate the trainee is held to.
 */
export type AuthorRules = {
  /** Mask size words or codes ("infant", "size 2") named for the mask. */
  masks: string[];
  masksRuledOut: string[];
  /** Bags as named: the size word, if any, and the volume range given with it, if any. */
  bags: { word: string | null; ml: Range | null }[];
  bagWordsRuledOut: string[];
  /** Bag volumes ruled out ("stop if a 1000 mL adult bag is used"). */
  bagVolumesRuledOut: Range[];
  /** Oxygen flow in L/min named with the oxygen. */
  flow: Range | null;
  /** Ventilation rate in breaths/min. */
  rate: Range | null;
  adjuncts: ('opa' | 'npa')[];
  adjunctsRuledOut: ('opa' | 'npa')[];
  /** Techniques named as right (good cues), by cue id and the words used: accepted as written. */
  techniques: AuthorTechnique[];
  /** Techniques ruled out ("no head tilt"): a stop when the trainee does them. */
  techniquesRuledOut: AuthorTechnique[];
};

/** A technique as the author wrote it (`shown`) and as it is compared (`text`, stemmed). */
export type AuthorTechnique = { cue: string; item: ItemId; text: string; shown: string };
