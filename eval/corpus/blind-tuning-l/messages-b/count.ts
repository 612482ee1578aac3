import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_L_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-l/messages-b/count.ts). */
countMessageSet(TUNING_L_MESSAGES_B, 380);

/** This part's own targets: every item 16 times (the weighted ten 22), 120 dangers, every item wrong 4 times, 40 safe. */
const WEIGHTED = [13, 17, 14, 12, 4, 7, 20, 5, 18, 19];
const utterances = TUNING_L_MESSAGES_B.flatMap((c) => c.utterances);
const extra: string[] = [];
for (let n = 1; n <= 20; n++) {
  const labels = utterances.flatMap((u) => u.labels).filter((l) => l.item === `BMV-${n}`);
  const target = WEIGHTED.includes(n) ? 22 : 16;
  if (labels.length < target) extra.push(`BMV-${n}: labelled ${labels.length} times (target ${target})`);
  const wrongs = labels.filter((l) => l.verdict === 'wrong').length;
  if (wrongs < 4) extra.push(`BMV-${n}: wrong ${wrongs} times (target 4)`);
}
const dangers = utterances.filter((u) => u.kind === 'danger').length;
const safes = utterances.filter((u) => u.kind === 'safe').length;
if (dangers < 120) extra.push(`only ${dangers} dangers (target 120)`);
if (safes < 40) extra.push(`only ${safes} safe (target 40)`);
if (extra.length > 0) {
  console.log('\nPART B TARGETS NOT MET');
  for (const p of extra) console.log(p);
  process.exitCode = 1;
} else console.log('part B targets met');
