import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_P_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/tuning-p/messages-a/count.ts). */
countMessageSet(TUNING_P_MESSAGES_A, 380);

// This part's own brief asks for more than the shared checks: every item 16 times (the weighted ten 22), every
// item wrong at least 4 times, 120 dangers and 40 safe messages.
const WEIGHTED = [17, 13, 14, 3, 15, 1, 20, 12, 6, 7];
const extra: string[] = [];
const all = TUNING_P_MESSAGES_A.flatMap((c) => c.utterances);
for (let n = 1; n <= 20; n++) {
  const labels = all.flatMap((u) => u.labels).filter((l) => l.item === `BMV-${n}`);
  const target = WEIGHTED.includes(n) ? 22 : 16;
  if (labels.length < target) extra.push(`BMV-${n}: labelled ${labels.length} times (brief: ${target})`);
  const wrongs = labels.filter((l) => l.verdict === 'wrong').length;
  if (wrongs < 4) extra.push(`BMV-${n}: wrong ${wrongs} times (brief: 4)`);
}
const dangers = all.filter((u) => u.kind === 'danger').length;
const safes = all.filter((u) => u.kind === 'safe').length;
if (dangers < 120) extra.push(`only ${dangers} dangers (brief: 120)`);
if (safes < 40) extra.push(`only ${safes} safe (brief: 40)`);
if (extra.length > 0) {
  console.log('\nBRIEF PROBLEMS');
  for (const p of extra) console.log(p);
  process.exitCode = 1;
} else console.log('brief checks passed');
