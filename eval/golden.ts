/**
 * npm run golden [-- --check]
 * Writes what the engine reads in every corpus message and text to eval/golden/*.txt (see eval/golden/readings.ts
 * and texts.ts); with --check, only prints the readings that changed and exits 1 if any did. Review the files'
 * diff before committing them: each changed line is a message or text now read differently.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { GOLDEN_FILES } from './golden/files.ts';
import { readingDiff } from './golden/readings.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
let changedFiles = 0;
for (const { name, file, lines } of GOLDEN_FILES) {
  const live = await lines();
  const golden = readFileSync(file, { encoding: 'utf8', flag: 'a+' }).split('\n').filter(Boolean);
  const changed = readingDiff(golden, live);
  if (changed.length > 0) {
    changedFiles += 1;
    console.log(`${name}:\n${changed.join('\n')}`);
  }
  if (!values.check) writeFileSync(file, `${live.join('\n')}\n`);
  console.log(`${name}: ${live.length} readings, ${changed.length === 0 ? 'unchanged' : 'changed (above)'}.`);
}
if (values.check && changedFiles > 0) process.exit(1);
