import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_O_MESSAGES_B } from './index.ts';

/**
 * Prints the counts of this message set and checks it (npx node eval/tuning-o/messages-b/count.ts), then the
 * brief's own targets for this part: every item labelled at least 16 times (22 for the weighted ones), at least 120
 * dangers with every item wrong at least 4 times, and at least 40 safe messages.
 */
countMessageSet(TUNING_O_MESSAGES_B, 380);

const WEIGHTED = [1, 13, 20, 12, 14, 3, 7, 11, 8, 9];
const all = new Map<string, number>();
const wrongs = new Map<string, number>();
let dangers = 0;
let safes = 0;
for (const c of TUNING_O_MESSAGES_B)
  for (const u of c.utterances) {
    if (u.kind === 'danger') dangers++;
    if (u.kind === 'safe') safes++;
    for (const l of u.labels) {
      all.set(l.item, (all.get(l.item) ?? 0) + 1);
      if (l.verdict === 'wrong') wrongs.set(l.item, (wrongs.get(l.item) ?? 0) + 1);
    }
  }
const problems: string[] = [];
for (let n = 1; n <= 20; n++) {
  const id = `BMV-${n}`;
  const target = WEIGHTED.includes(n) ? 22 : 16;
  if ((all.get(id) ?? 0) < target)
    problems.push(`${id}: labelled ${all.get(id) ?? 0} times (brief: ${target})`);
  if ((wrongs.get(id) ?? 0) < 4) problems.push(`${id}: wrong ${wrongs.get(id) ?? 0} times (brief: 4)`);
}
if (dangers < 120) problems.push(`only ${dangers} dangers (brief: 120)`);
if (safes < 40) problems.push(`only ${safes} safe (brief: 40)`);
if (problems.length > 0) {
  console.log('\nBRIEF PROBLEMS');
  for (const p of problems) console.log(p);
  process.exitCode = 1;
} else console.log('brief targets met');
