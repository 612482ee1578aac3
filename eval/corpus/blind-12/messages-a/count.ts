import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { HELD_OUT_12_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-12/messages-a/count.ts). */
countMessageSet(HELD_OUT_12_MESSAGES_A, 370);

/* This part's own brief asks for more than the shared checks: every item labelled 16 times, 110 dangers with
 * every item endangered at least 3 times, and 45 safe messages. */
const problems: string[] = [];
const all = HELD_OUT_12_MESSAGES_A.flatMap((c) => c.utterances);
const labelled = new Map<string, number>();
const endangered = new Map<string, number>();
for (const u of all)
  for (const l of u.labels) {
    labelled.set(l.item, (labelled.get(l.item) ?? 0) + 1);
    if (u.kind === 'danger' && l.verdict === 'wrong')
      endangered.set(l.item, (endangered.get(l.item) ?? 0) + 1);
  }
const dangers = all.filter((u) => u.kind === 'danger').length;
const safes = all.filter((u) => u.kind === 'safe').length;
const items = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`);
console.log(`\ndangers by item: ${items.map((id) => `${id} ${endangered.get(id) ?? 0}`).join(', ')}`);
for (const id of items) {
  if ((labelled.get(id) ?? 0) < 16)
    problems.push(`${id}: labelled ${labelled.get(id) ?? 0} times (brief: 16)`);
  if ((endangered.get(id) ?? 0) < 3) problems.push(`${id}: ${endangered.get(id) ?? 0} dangers (brief: 3)`);
}
if (dangers < 110) problems.push(`only ${dangers} dangers (brief: 110)`);
if (safes < 45) problems.push(`only ${safes} safe (brief: 45)`);
if (problems.length > 0) {
  console.log(`BRIEF PROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('brief checks passed');
