import type { CaseDocument } from '../../src/contract/case.ts';
import type {
  CorrectRun,
  CriticalError,
  ItemId,
  LabelledUtterance,
  UtteranceKind,
} from '../harness/corpus-types.ts';

/**
 * The held-out set: written by authors who had not read the engine (src/server/sim) nor the development corpus
 * (eval/corpus), from their own clinical knowledge, so that `npm run eval` measures how the tutor reads residents it
 * was not tuned on. See eval/held-out/README.md.
 */

/** What a reply to a message that earns no checklist item should be. */
export type SafeExpectation =
  /** "next", "ok", "I'm stuck", "what now?": the next hint. */
  | 'hint'
  /** A question about the patient or the case ("what's his heart rate?"): an answer from the case. */
  | 'answer'
  /** A sensible action outside this airway checklist (naloxone, glucose, telling the parents): acknowledged. */
  | 'acknowledge';

export type HeldOutUtterance = Omit<LabelledUtterance, 'kind'> & {
  kind: UtteranceKind | 'safe' | 'danger';
  /** For a message that earns nothing (labels: []): what a sensible reply does. */
  expect?: SafeExpectation;
  /** The author's note: why it is labelled so (optional). */
  note?: string;
};

export type HeldOutCase = {
  id: string;
  title: string;
  caseDoc: CaseDocument;
  /** The items each phase's hard-stop text asks for, as a clinician reads it (0-based phases). */
  requiredByPhase: ItemId[][];
  /** Explicit, textbook messages that complete each phase: setup[p] is said in phase p to get to phase p+1. */
  setup: string[][];
  runs: CorrectRun[];
  errors: CriticalError[];
  utterances: HeldOutUtterance[];
};
