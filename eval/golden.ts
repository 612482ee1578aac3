/**
 * npm run golden [-- --check]
 * Writes what the engine reads in every corpus message to eval/golden/readings.txt (see eval/golden/readings.ts);
 * with --check, only prints the readings that changed and exits 1 if any did. Review the file's diff before
 * committing it: each changed line is a message now read differently.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { GOLDEN_FILE, goldenLines, readingDiff } from './golden/readings.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const live = goldenLines();
const golden = readFileSync(GOLDEN_FILE, { encoding: 'utf8', flag: 'a+' }).split('\n').filter(Boolean);
const changed = readingDiff(golden, live);
if (changed.length > 0) console.log(changed.join('\n'));
if (values.check) {
  console.log(changed.length === 0 ? `${live.length} readings unchanged.` : 'Readings changed (above).');
  process.exit(changed.length === 0 ? 0 : 1);
}
writeFileSync(GOLDEN_FILE, `${live.join('\n')}\n`);
console.log(
  `Wrote ${live.length} readings to eval/golden/readings.txt (${changed.length === 0 ? 'unchanged' : 'changed'}).`,
);
