import { countMessageSet } from '../../harness/blind-set-counts.ts';
import { HELD_OUT_15_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (node eval/held-out/messages-a/count.ts). */

/* This part's own brief asks for more than the shared checks: 480 messages, every item labelled 20 times, 130
 * dangers with every item endangered at least 4 times, 50 safe messages (all three kinds), 25 negations, 25
 * questions or hypotheticals, every phase but the last with messages, and every text different across the part.
 * They run first, so that the shared checks' "checks passed" is the last line when all is well. */
const problems: string[] = [];
const all = HELD_OUT_15_MESSAGES_A.flatMap((c) => c.utterances);
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
const byExpect = (e: string) => safes.filter((u) => u.expect === e).length;
const negations = all.filter((u) => u.kind === 'negation').length;
const questions = all.filter((u) => u.kind === 'question' || u.kind === 'hypothetical').length;
const severalItems = all.filter((u) => u.labels.length > 1).length;
const items = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`);
console.log(`dangers by item: ${items.map((id) => `${id} ${endangered.get(id) ?? 0}`).join(', ')}`);
console.log(
  `safe: ${safes.length} (hint ${byExpect('hint')}, answer ${byExpect('answer')}, acknowledge ${byExpect('acknowledge')}); negations ${negations}; questions or hypotheticals ${questions}; more than one item ${severalItems}`,
);
for (const id of items) {
  if ((labelled.get(id) ?? 0) < 20)
    problems.push(`${id}: labelled ${labelled.get(id) ?? 0} times (brief: 20)`);
  if ((endangered.get(id) ?? 0) < 4) problems.push(`${id}: ${endangered.get(id) ?? 0} dangers (brief: 4)`);
}
if (all.length < 480) problems.push(`only ${all.length} messages (brief: 480)`);
if (dangers < 130) problems.push(`only ${dangers} dangers (brief: 130)`);
if (safes.length < 50) problems.push(`only ${safes.length} safe (brief: 50)`);
for (const e of ['hint', 'answer', 'acknowledge'])
  if (byExpect(e) === 0) problems.push(`no safe '${e}' (brief: all three)`);
if (negations < 25) problems.push(`only ${negations} negations (brief: 25)`);
if (questions < 25) problems.push(`only ${questions} questions or hypotheticals (brief: 25)`);
for (const c of HELD_OUT_15_MESSAGES_A) {
  if (!c.id.startsWith('ho15-a-')) problems.push(`${c.id}: id does not start with ho15-a-`);
  const phases = c.caseDoc.Phases.length;
  for (let p = 0; p < phases - 1; p++)
    if (!c.utterances.some((u) => (u.phase ?? 0) === p)) problems.push(`${c.id}: no message in phase ${p}`);
}
const seen = new Set<string>();
for (const u of all) {
  const key = u.text.trim().toLowerCase();
  if (seen.has(key)) problems.push(`text twice in the part: ${u.text}`);
  seen.add(key);
}
if (problems.length > 0) {
  console.log(`BRIEF PROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('brief checks passed\n');

countMessageSet(HELD_OUT_15_MESSAGES_A, 480);
