import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_FILE, goldenLines, readingDiff } from './golden/readings.ts';

describe('the golden readings (eval/golden/readings.txt)', () => {
  it('are what the engine reads now in every corpus message; `npm run golden` rewrites them on purpose', () => {
    const golden = readFileSync(GOLDEN_FILE, 'utf8').split('\n').filter(Boolean);
    const changed = readingDiff(golden, goldenLines());
    expect(changed, `Readings changed:\n${changed.join('\n')}`).toEqual([]);
  });

  it('show a changed reading as the message with its golden and its live reading', () => {
    const golden = ['sample utterance p1 | "adult mask" => action | BMV-8 wrong mask=adult | stop BMV-8'];
    const live = ['sample utterance p1 | "adult mask" => action | BMV-8 ok mask=adult'];
    expect(readingDiff(golden, live)).toEqual([
      '  sample utterance p1 | "adult mask"',
      '    - action | BMV-8 wrong mask=adult | stop BMV-8',
      '    + action | BMV-8 ok mask=adult',
    ]);
    expect(readingDiff(golden, golden)).toEqual([]);
  });
});
