/** Types shared by the engine's modules. */

import type { ChecklistGroupId, ChecklistItemId } from '../../../contract/checklist.ts';
import type { AuthorRules } from './author-rules.ts';

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
