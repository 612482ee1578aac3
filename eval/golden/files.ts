import { goldenLines, itemExampleLines } from './readings.ts';
import { textLines } from './texts.ts';

/**
 * The golden files and how each is made: the readings of turns (the corpus, then the item tests' messages), and
 * the readings of texts below them.
 */
export const GOLDEN_FILES: { name: string; file: URL; lines: () => string[] | Promise<string[]> }[] = [
  {
    name: 'eval/golden/readings.txt',
    file: new URL('./readings.txt', import.meta.url),
    lines: async () => [...goldenLines(), ...(await itemExampleLines())],
  },
  { name: 'eval/golden/texts.txt', file: new URL('./texts.txt', import.meta.url), lines: textLines },
];
