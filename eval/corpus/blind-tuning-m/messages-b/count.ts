import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_M_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-m/messages-b/count.ts). */
countMessageSet(TUNING_M_MESSAGES_B, 380);

/* This part's brief asks for more than the shared checks: every item 16 times and wrong 4 times, the weighted items
 * 22 times, 120 dangers and 40 safe messages. */
const problems: string[] = [];
const utterances = TUNING_M_MESSAGES_B.flatMap((c) => c.utterances);
const WEIGHTED = [13, 17, 14, 12, 4, 7, 20, 5, 18, 19];
for (let n = 1; n <= 20; n++) {
  const labels = utterances.flatMap((u) => u.labels).filter((l) => l.item === `BMV-${n}`);
  const wrongs = labels.filter((l) => l.verdict === 'wrong').length;
  const target = WEIGHTED.includes(n) ? 22 : 16;
  if (labels.length < target) problems.push(`BMV-${n}: ${labels.length} labels (target ${target})`);
  if (wrongs < 4) problems.push(`BMV-${n}: wrong ${wrongs} times (target 4)`);
}
const dangers = utterances.filter((u) => u.kind === 'danger').length;
const safes = utterances.filter((u) => u.kind === 'safe').length;
if (dangers < 120) problems.push(`only ${dangers} dangers (target 120)`);
if (safes < 40) problems.push(`only ${safes} safe (target 40)`);
if (problems.length > 0) {
  console.log(`\nPART B PROBLEMS\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('part B checks passed');
