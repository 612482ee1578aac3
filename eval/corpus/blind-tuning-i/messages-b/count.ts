import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_I_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-i/messages-b/count.ts). */
countMessageSet(TUNING_I_MESSAGES_B, 380);

/** This part's own brief asks more than the shared checks: 16 labels an item (22 for ten of them), dangers, safes. */
const WEIGHTED = [13, 17, 14, 12, 4, 7, 20, 5, 18, 19];
const problems: string[] = [];
const all = TUNING_I_MESSAGES_B.flatMap((c) => c.utterances);
const dangers = all.filter((u) => u.kind === 'danger').length;
const safes = all.filter((u) => u.kind === 'safe').length;
if (dangers < 120) problems.push(`only ${dangers} dangers (brief: 120)`);
if (safes < 40) problems.push(`only ${safes} safe (brief: 40)`);
for (let n = 1; n <= 20; n++) {
  const labels = all.flatMap((u) => u.labels).filter((l) => l.item === `BMV-${n}`);
  const target = WEIGHTED.includes(n) ? 22 : 16;
  const wrongs = labels.filter((l) => l.verdict === 'wrong').length;
  if (labels.length < target) problems.push(`BMV-${n}: ${labels.length} labels (brief: ${target})`);
  if (wrongs < 4) problems.push(`BMV-${n}: ${wrongs} wrong (brief: 4)`);
}
if (problems.length > 0) {
  console.log(`\nBRIEF PROBLEMS\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('brief checks passed');
