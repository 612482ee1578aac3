import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_J_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-j/messages-a/count.ts). */
countMessageSet(TUNING_J_MESSAGES_A, 380);

// This part's own brief asks for more than the shared checks: every item 16 times (the weighted ten 22), 120 dangers
// with every item wrong at least 4 times, and 40 safe messages.
const WEIGHTED = [13, 17, 14, 12, 4, 7, 20, 5, 18, 19];
const problems: string[] = [];
const all = TUNING_J_MESSAGES_A.flatMap((c) => c.utterances);
const dangers = all.filter((u) => u.kind === 'danger').length;
const safes = all.filter((u) => u.kind === 'safe').length;
if (dangers < 120) problems.push(`only ${dangers} dangers (brief: 120)`);
if (safes < 40) problems.push(`only ${safes} safe (brief: 40)`);
const wrongs: string[] = [];
for (let n = 1; n <= 20; n++) {
  const id = `BMV-${n}`;
  const labels = all.flatMap((u) => u.labels).filter((l) => l.item === id);
  const need = WEIGHTED.includes(n) ? 22 : 16;
  if (labels.length < need) problems.push(`${id}: labelled ${labels.length} times (brief: ${need})`);
  const w = all.filter(
    (u) => u.kind === 'danger' && u.labels.some((l) => l.item === id && l.verdict === 'wrong'),
  );
  wrongs.push(`${id} ${w.length}`);
  if (w.length < 4) problems.push(`${id}: wrong in only ${w.length} dangers (brief: 4)`);
}
console.log(`\ndangers by item: ${wrongs.join(', ')}`);
if (problems.length > 0) {
  console.log('\nBRIEF PROBLEMS');
  for (const p of problems) console.log(p);
  process.exitCode = 1;
} else console.log('brief checks passed');
