/**
 * Sentences for the reader's techniques and details that no item module says yet (the modules own their
 * techniques: items/bmv-NN-*.ts). Each is the plain sentence the engine is told for that action; the engine
 * judges it as it judges a trainee. A module that later names the technique takes precedence (canonical.ts),
 * so these can move into the item modules without a change here.
 */
import type { ChecklistItemId } from '../../../contract/checklist.ts';
import type { ReadAction, Technique } from './reading.ts';

type Sentence = string | ((action: ReadAction) => string | null);

/** Techniques no item module names: their item and their sentence. */
export const EXTRA_TECHNIQUES: Partial<Record<Technique, { item: ChecklistItemId; sentence: Sentence }>> = {};

/**
 * Details a module's sentence leaves out: when the action says them, this sentence is told instead (null: the
 * module's sentence). A catheter's size matters (a 14 Fr catheter is too big for an infant).
 */
export const DETAILED_SENTENCES: Partial<Record<Technique, (action: ReadAction) => string | null>> = {
  suction: (action) =>
    action.suctionCatheterFr !== null
      ? `I suction the secretions from the mouth with a ${action.suctionCatheterFr} Fr suction catheter.`
      : null,
};
