import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { HELD_OUT_12_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-12/messages-b/count.ts). */
countMessageSet(HELD_OUT_12_MESSAGES_B, 370);

/** This part's brief asks for more than the shared checks: 16 labels and 3 dangers per item, 110 dangers, 45 safe. */
const problems: string[] = [];
const utterances = HELD_OUT_12_MESSAGES_B.flatMap((c) => c.utterances);
const dangers = utterances.filter((u) => u.kind === 'danger');
const safes = utterances.filter((u) => u.kind === 'safe');
for (let n = 1; n <= 20; n++) {
  const id = `BMV-${n}`;
  const labelled = utterances.filter((u) => u.labels.some((l) => l.item === id)).length;
  const endangered = dangers.filter((u) =>
    u.labels.some((l) => l.item === id && l.verdict === 'wrong'),
  ).length;
  if (labelled < 16) problems.push(`${id}: labelled ${labelled} times (brief: 16)`);
  if (endangered < 3) problems.push(`${id}: wrong in ${endangered} dangers (brief: 3)`);
}
if (dangers.length < 110) problems.push(`only ${dangers.length} dangers (brief: 110)`);
if (safes.length < 45) problems.push(`only ${safes.length} safe (brief: 45)`);
const bySafe = ['hint', 'answer', 'acknowledge'].map(
  (e) => `${e} ${safes.filter((u) => u.expect === e).length}`,
);
console.log(`\nbrief: ${dangers.length} dangers, ${safes.length} safe (${bySafe.join(', ')})`);
for (let n = 1; n <= 20; n++) {
  const id = `BMV-${n}`;
  const d = dangers.filter((u) => u.labels.some((l) => l.item === id && l.verdict === 'wrong')).length;
  process.stdout.write(`${id} ${d}${n % 10 === 0 ? '\n' : ', '}`);
}
if (problems.length > 0) {
  console.log('\nBRIEF PROBLEMS');
  for (const p of problems) console.log(p);
  process.exitCode = 1;
} else console.log('brief checks passed');
