import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_M_MESSAGES_A } from './index.ts';

/**
 * Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-m/messages-a/count.ts), then checks
 * this part's own brief: every item 16 times (ten weighted items 22), 120 dangers with every item wrong at least 4
 * times, and 40 safe messages.
 */
countMessageSet(TUNING_M_MESSAGES_A, 380);

const WEIGHTED = [13, 17, 14, 12, 4, 7, 20, 5, 18, 19];
const all = new Map<string, number>();
const wrongs = new Map<string, number>();
let dangers = 0;
let safes = 0;
for (const c of TUNING_M_MESSAGES_A) {
  if (!c.id.startsWith('tm-a-')) console.log(`brief: case id ${c.id} does not start with tm-a-`);
  for (const u of c.utterances) {
    if (u.kind === 'danger') dangers++;
    if (u.kind === 'safe') safes++;
    for (const l of u.labels) {
      all.set(l.item, (all.get(l.item) ?? 0) + 1);
      if (l.verdict === 'wrong') wrongs.set(l.item, (wrongs.get(l.item) ?? 0) + 1);
    }
  }
}
const brief: string[] = [];
for (let n = 1; n <= 20; n++) {
  const id = `BMV-${n}`;
  const need = WEIGHTED.includes(n) ? 22 : 16;
  if ((all.get(id) ?? 0) < need) brief.push(`${id}: labelled ${all.get(id) ?? 0} times (brief ${need})`);
  if ((wrongs.get(id) ?? 0) < 4) brief.push(`${id}: wrong ${wrongs.get(id) ?? 0} times (brief 4)`);
}
if (dangers < 120) brief.push(`only ${dangers} dangers (brief 120)`);
if (safes < 40) brief.push(`only ${safes} safe (brief 40)`);
if (brief.length > 0) {
  console.log('\nBRIEF PROBLEMS');
  for (const p of brief) console.log(p);
  process.exitCode = 1;
} else console.log('brief checks passed');
