import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { HELD_OUT_13_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-13/messages-b/count.ts). */
countMessageSet(HELD_OUT_13_MESSAGES_B, 420);

/* This part's own brief asks for more than the shared checks: every item labelled 16 times, 110 dangers with
 * every item endangered at least 3 times, 45 safe messages of all three kinds ('hint' at least 10), 25 negations,
 * 25 questions or hypotheticals, and 40 messages with more than one item. */
const problems: string[] = [];
const all = HELD_OUT_13_MESSAGES_B.flatMap((c) => c.utterances);
const labelled = new Map<string, number>();
const endangered = new Map<string, number>();
for (const u of all)
  for (const l of u.labels) {
    labelled.set(l.item, (labelled.get(l.item) ?? 0) + 1);
    if (u.kind === 'danger' && l.verdict === 'wrong')
      endangered.set(l.item, (endangered.get(l.item) ?? 0) + 1);
  }
const dangers = all.filter((u) => u.kind === 'danger').length;
const safes = all.filter((u) => u.kind === 'safe');
const expectCount = (e: string) => safes.filter((u) => u.expect === e).length;
const negations = all.filter((u) => u.kind === 'negation').length;
const questions = all.filter((u) => u.kind === 'question' || u.kind === 'hypothetical').length;
const multiItem = all.filter((u) => new Set(u.labels.map((l) => l.item)).size > 1).length;
const items = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`);
console.log(`\ndangers by item: ${items.map((id) => `${id} ${endangered.get(id) ?? 0}`).join(', ')}`);
console.log(
  `safe: ${safes.length} (hint ${expectCount('hint')}, answer ${expectCount('answer')}, acknowledge ${expectCount('acknowledge')}); negations ${negations}; questions or hypotheticals ${questions}; more than one item ${multiItem}`,
);
for (const id of items) {
  if ((labelled.get(id) ?? 0) < 16)
    problems.push(`${id}: labelled ${labelled.get(id) ?? 0} times (brief: 16)`);
  if ((endangered.get(id) ?? 0) < 3) problems.push(`${id}: ${endangered.get(id) ?? 0} dangers (brief: 3)`);
}
if (all.length < 420) problems.push(`only ${all.length} messages (brief: 420)`);
if (dangers < 110) problems.push(`only ${dangers} dangers (brief: 110)`);
if (safes.length < 45) problems.push(`only ${safes.length} safe (brief: 45)`);
if (expectCount('hint') < 10) problems.push(`only ${expectCount('hint')} safe 'hint' (brief: 10)`);
if (expectCount('answer') < 1) problems.push(`no safe 'answer' (brief: all three kinds)`);
if (expectCount('acknowledge') < 1) problems.push(`no safe 'acknowledge' (brief: all three kinds)`);
if (negations < 25) problems.push(`only ${negations} negations (brief: 25)`);
if (questions < 25) problems.push(`only ${questions} questions or hypotheticals (brief: 25)`);
if (multiItem < 40) problems.push(`only ${multiItem} messages with more than one item (brief: 40)`);
const texts = new Set<string>();
for (const u of all) {
  if (texts.has(u.text)) problems.push(`text used twice across cases: ${u.text}`);
  texts.add(u.text);
}
if (problems.length > 0) {
  console.log(`BRIEF PROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('brief checks passed');
