import type { Batch, CorpusCase } from '../harness/corpus-types.ts';
import { adolescent } from './adolescent.ts';
import { DIALOGUE } from './dialogue.ts';
import { FRESH, FRESH_2 } from './fresh.ts';
import { gagReflex } from './gag-reflex.ts';
import { OTHER_WORDS } from './other-words.ts';
import { ROUND_2_ITEMS_1_10 } from './round-2-items-1-10.ts';
import { ROUND_2_ITEMS_11_20 } from './round-2-items-11-20.ts';
import { sample } from './sample.ts';
import { secretionsInfant } from './secretions-infant.ts';
import { toddler } from './toddler.ts';
import { traumaSchoolAge } from './trauma-school-age.ts';
import { youngInfant } from './young-infant.ts';

type Additions = Pick<CorpusCase, 'runs' | 'errors' | 'utterances'>;

/** A case with a batch of later additions (fresh.ts) appended and marked as such. */
function withBatch(batch: Batch, additions: Record<string, Additions>) {
  return (entry: CorpusCase): CorpusCase => {
    const more = additions[entry.id];
    if (!more) return entry;
    return {
      ...entry,
      runs: [...entry.runs, ...more.runs.map((run) => ({ ...run, batch }))],
      errors: [...entry.errors, ...more.errors.map((error) => ({ ...error, batch }))],
      utterances: [...entry.utterances, ...more.utterances.map((u) => ({ ...u, batch }))],
    };
  };
}

/** The fidelity corpus: every case, with its correct runs, critical errors and labelled utterances. */
export const CORPUS: CorpusCase[] = [
  sample,
  youngInfant,
  secretionsInfant,
  toddler,
  traumaSchoolAge,
  adolescent,
  gagReflex,
]
  .map(withBatch('fresh', FRESH))
  .map(withBatch('fresh-2', FRESH_2))
  .map(withBatch('dialogue', DIALOGUE))
  .map(withBatch('other-words', OTHER_WORDS))
  .map(withBatch('round-2', ROUND_2_ITEMS_1_10))
  .map(withBatch('round-2', ROUND_2_ITEMS_11_20));
