import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_FILES } from './golden/files.ts';
import { readingDiff } from './golden/readings.ts';

describe('the golden readings (eval/golden/*.txt)', () => {
  it.each(GOLDEN_FILES)(
    '$name is what the engine reads now; `npm run golden` rewrites it on purpose',
    async ({ file, lines }) => {
      const golden = readFileSync(file, 'utf8').split('\n').filter(Boolean);
      const changed = readingDiff(golden, await lines());
      expect(changed, `Readings changed:\n${changed.join('\n')}`).toEqual([]);
    },
  );

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
