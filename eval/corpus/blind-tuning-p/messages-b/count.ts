import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_P_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/tuning-p/messages-b/count.ts). */
countMessageSet(TUNING_P_MESSAGES_B, 380);

// This part's brief asks for more than the shared checks: every item 16 times, the weighted items 22 times, every
// item wrong at least 4 times, at least 120 dangerous and 40 safe messages.
const WEIGHTED = new Set([
  'BMV-17',
  'BMV-13',
  'BMV-14',
  'BMV-3',
  'BMV-15',
  'BMV-1',
  'BMV-20',
  'BMV-12',
  'BMV-6',
  'BMV-7',
]);
const all = new Map<string, number>();
const wrongs = new Map<string, number>();
let dangers = 0;
let safes = 0;
for (const c of TUNING_P_MESSAGES_B)
  for (const u of c.utterances) {
    if (u.kind === 'danger') dangers++;
    if (u.kind === 'safe') safes++;
    for (const l of u.labels) {
      all.set(l.item, (all.get(l.item) ?? 0) + 1);
      if (l.verdict === 'wrong') wrongs.set(l.item, (wrongs.get(l.item) ?? 0) + 1);
    }
  }
const extra: string[] = [];
for (let i = 1; i <= 20; i++) {
  const id = `BMV-${i}`;
  const target = WEIGHTED.has(id) ? 22 : 16;
  if ((all.get(id) ?? 0) < target) extra.push(`${id}: labelled ${all.get(id) ?? 0} times (brief: ${target})`);
  if ((wrongs.get(id) ?? 0) < 4) extra.push(`${id}: wrong ${wrongs.get(id) ?? 0} times (brief: 4)`);
}
if (dangers < 120) extra.push(`only ${dangers} dangers (brief: 120)`);
if (safes < 40) extra.push(`only ${safes} safe (brief: 40)`);
if (extra.length > 0) {
  console.log('\nBRIEF PROBLEMS');
  for (const p of extra) console.log(p);
  process.exitCode = 1;
} else {
  console.log('brief checks passed (items 16/22, wrong 4 per item, 120 dangers, 40 safe)');
}
