import type { CaseDocument } from '../../src/contract/case.ts';

/** A checklist item id as the labels write it ('BMV-1' .. 'BMV-20'). Kept as a string so the corpus imports no engine. */
export type ItemId = `BMV-${number}`;

/** What the reader should make of one item in one utterance. */
export type Verdict =
  /** The item is done, and done right. */
  | 'ok'
  /** The item is done wrongly (a stop when the phase needs it or the error is unsafe, else a correction). */
  | 'wrong'
  /** Named but not done: a question, a hypothetical, a refusal, a plan for later. Counted as no action. */
  | 'none';

/** Details an utterance gives for an item, where it matters for the verdict. */
export type Params = {
  mask?: 'neonate' | 'infant' | 'child' | 'adult';
  bagMl?: number;
  o2LPerMin?: number;
  ratePerMin?: number;
  adjunct?: 'opa' | 'npa';
};

export type Label = { item: ItemId; verdict: Verdict; params?: Params };

/** Why an utterance is in the corpus: the shapes of writing the reader must handle. */
export type UtteranceKind =
  | 'action'
  | 'several'
  | 'negation'
  | 'hypothetical'
  | 'question'
  | 'shorthand'
  | 'typo'
  | 'error';

/**
 * A batch marks what was written after the engine met its targets on everything before it ('fresh', then
 * 'fresh-2', then 'dialogue' and 'other-words' for issue 23): reported apart, as a check that the engine reads new phrasings as well as the ones it was tuned on.
 */
export type Batch = 'fresh' | 'fresh-2' | 'dialogue' | 'other-words' | 'round-2';

/** One utterance and what it says, item by item. Items not listed are expected to be read as nothing. */
export type LabelledUtterance = {
  text: string;
  batch?: Batch;
  /** The phase (0-based) it is said in; reached by the case's setup path. Default 0. */
  phase?: number;
  kind: UtteranceKind;
  labels: Label[];
};

/** A trainee who does everything right, message by message, in one style. */
export type CorrectRun = {
  batch?: Batch;
  style:
    | 'full sentences'
    | 'terse shorthand'
    | 'one action per message'
    | 'other order'
    | 'typos and spellings';
  messages: string[];
};

/** One critical error, said after a correct lead-in, in several phrasings: each must stop on `item`. */
export type CriticalError = {
  batch?: Batch;
  name: string;
  item: ItemId;
  /** The phase (0-based) the error is made in; the case's setup path leads there. */
  phase: number;
  /** Correct messages said in that phase before the error (may be empty). */
  lead?: string[];
  phrasings: string[];
};

export type CorpusCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  /**
   * The items each phase's hard-stop text asks for, as a clinician reads it: the reader of the author's text is
   * scored against this too.
   */
  requiredByPhase: ItemId[][];
  /**
   * Messages that take a trainee through each phase, explicit enough for any reader: used only to reach the
   * phase of an error or an utterance. setup[p] is said in phase p.
   */
  setup: string[][];
  runs: CorrectRun[];
  errors: CriticalError[];
  utterances: LabelledUtterance[];
};
