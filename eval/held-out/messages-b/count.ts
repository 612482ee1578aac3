import { countMessageSet } from '../../harness/blind-set-counts.ts';
import { HELD_OUT_15_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (node eval/held-out/messages-b/count.ts). */
countMessageSet(HELD_OUT_15_MESSAGES_B, 480);

/* This part's own brief asks for more than the shared checks: every item labelled 20 times, 130 dangers with
 * every item endangered at least 4 times, 50 safe messages (all three kinds; 'hint' at least 10), 25 negations and
 * 25 questions or hypotheticals, messages in every phase but the last. */
const problems: string[] = [];
const all = HELD_OUT_15_MESSAGES_B.flatMap((c) => c.utterances);
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
  if ((labelled.get(id) ?? 0) < 20)
    problems.push(`${id}: labelled ${labelled.get(id) ?? 0} times (brief: 20)`);
  if ((endangered.get(id) ?? 0) < 4) problems.push(`${id}: ${endangered.get(id) ?? 0} dangers (brief: 4)`);
}
if (all.length < 480) problems.push(`only ${all.length} messages (brief: 480)`);
if (dangers < 130) problems.push(`only ${dangers} dangers (brief: 130)`);
if (safes.length < 50) problems.push(`only ${safes.length} safe (brief: 50)`);
if (expectCount('hint') < 10) problems.push(`only ${expectCount('hint')} safe 'hint' (wanted: 10)`);
if (expectCount('answer') < 1) problems.push(`no safe 'answer'`);
if (expectCount('acknowledge') < 1) problems.push(`no safe 'acknowledge'`);
if (negations < 25) problems.push(`only ${negations} negations (brief: 25)`);
if (questions < 25) problems.push(`only ${questions} questions or hypotheticals (brief: 25)`);
for (const c of HELD_OUT_15_MESSAGES_B) {
  if (!c.id.startsWith('ho15-b-')) problems.push(`${c.id}: id does not start with ho15-b-`);
  const last = c.caseDoc.Phases.length - 1;
  for (let p = 0; p < last; p++)
    if (!c.utterances.some((u) => (u.phase ?? 0) === p)) problems.push(`${c.id}: no message in phase ${p}`);
}
const texts = new Set<string>();
for (const u of all) {
  const key = u.text.trim().toLowerCase();
  if (texts.has(key)) problems.push(`text used twice: ${u.text}`);
  texts.add(key);
}
if (problems.length > 0) {
  console.log(`BRIEF PROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('brief checks passed');
