import type { ReadAction, Technique } from '../../../../contract/tutor-turn.ts';
import type { Cue, ItemId, JudgeContext, Judgement, Mention, TopicId } from '../types.ts';

/** An item's judge: its verdict on the mentions of the item in one message, or null when there is none. */
export type ItemJudge = (mentions: Mention[], ctx: JudgeContext) => Judgement | null;

/**
 * A teaching topic: what a "show me ..." or "how do I ...?" request is about (its pattern, over normalised text),
 * the words that tie a library image to it, and the short teaching point the tutor explains it with.
 */
export type Topic = {
  id: TopicId;
  pattern: RegExp;
  imageWords: string[];
  explanation: { title: string; text: string };
};

/**
 * Everything the engine knows about one checklist item, in one module (items/bmv-NN-*.ts). Its id, number,
 * group, label and text are the checklist's (src/contract/checklist.ts); the registry (items/registry.ts) builds
 * the lexicon, the judges, the nudges and the topics from the twenty modules.
 */
export type ItemModule = {
  id: ItemId;
  /**
   * The phrases that name the item: 'good' (done well), 'bad' (done wrongly; with the feedback, what/why/instead)
   * and 'detail' (named; the judge weighs the details). Their place in the lexicon is the registry's
   * MATCHING_ORDER.
   */
  cues: Cue[];
  /** For an item whose verdict needs more than its cues (sizes, numbers, the patient's findings). */
  judge?: ItemJudge;
  /** A hint that points at the item without giving the answer away. */
  nudge: string;
  /** What to ask when the item is named without saying how ("I open the airway"). */
  how?: string;
  /** The teaching topics about this item. */
  topics?: Topic[];
  /**
   * The techniques of this item the LLM tutor's reader may name (src/contract/tutor-turn.ts), each with the plain
   * sentence the engine is then told: fixed, or made from the action's details (null: nothing can be said).
   */
  techniques?: Partial<Record<Technique, string | ((action: ReadAction) => string | null)>>;
};
