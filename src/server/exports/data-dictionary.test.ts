import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_DATASETS } from '../../contract/exports.ts';
import { DATASETS } from './datasets.ts';

const dictionary = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'docs', 'data-dictionary.md'),
  'utf8',
);

/** The columns a dataset's section of the dictionary describes, in its order. */
function documented(dataset: string): string[] {
  const section = dictionary.split(/^## /m).find((part) => part.startsWith(`${dataset}\n`)) ?? '';
  return [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1] ?? '');
}

describe('docs/data-dictionary.md', () => {
  it.each(EXPORT_DATASETS)('describes every column of %s, in the order of the export', (dataset) => {
    expect(documented(dataset)).toEqual([...DATASETS[dataset].columns]);
  });
});
