import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_J_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-j/messages-b/count.ts). */
countMessageSet(TUNING_J_MESSAGES_B, 380);

/** This part's own targets, beyond the shared ones: every item 16 times (the weighted ten 22), 4 wrongs per item. */
const WEIGHTED = [13, 17, 14, 12, 4, 7, 20, 5, 18, 19];
const extra: string[] = [];
const all = TUNING_J_MESSAGES_B.flatMap((c) => c.utterances);
for (let n = 1; n <= 20; n++) {
  const labels = all.flatMap((u) => u.labels).filter((l) => l.item === `BMV-${n}`);
  const target = WEIGHTED.includes(n) ? 22 : 16;
  if (labels.length < target) extra.push(`BMV-${n}: ${labels.length} labels (target ${target})`);
  const wrongs = labels.filter((l) => l.verdict === 'wrong').length;
  if (wrongs < 4) extra.push(`BMV-${n}: ${wrongs} wrong (target 4)`);
}
const dangers = all.filter((u) => u.kind === 'danger').length;
const safes = all.filter((u) => u.kind === 'safe').length;
if (dangers < 120) extra.push(`only ${dangers} dangers (target 120)`);
if (safes < 40) extra.push(`only ${safes} safe (target 40)`);
if (extra.length > 0) {
  console.log('\nPART B PROBLEMS');
  for (const p of extra) console.log(p);
  process.exitCode = 1;
} else console.log('part B checks passed');
