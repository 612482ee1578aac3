import type { CorpusCase, LabelledUtterance, UtteranceKind } from '../harness/corpus-types.ts';

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

/** A held-out case: the development corpus's shape, with the held-out kinds of utterance. */
export type HeldOutCase = Omit<CorpusCase, 'utterances'> & { utterances: HeldOutUtterance[] };
