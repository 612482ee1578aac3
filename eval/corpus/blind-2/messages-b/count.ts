/**
 * Counts and checks this held-out message set: `npx node eval/corpus/blind-2/messages-b/count.ts`.
 * Checks: phases in range, no duplicate text in a case, no item twice in one message, every `danger` has a
 * `wrong` label and nothing else has one, every `safe` has `labels: []` and an `expect`.
 */
import { HELD_OUT_MESSAGES_B } from './index.ts';

const problems: string[] = [];
const items = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`);
const byItem = new Map(items.map((id) => [id, { ok: 0, wrong: 0, none: 0 }]));
const kinds = new Map<string, number>();
const expects = new Map<string, number>();
let total = 0;
let several = 0;
let negationsOk = 0;
let negatedErrors = 0;
let questionsOrHypotheticals = 0;

for (const c of HELD_OUT_MESSAGES_B) {
  const phases = c.caseDoc.Phases.length;
  if (c.requiredByPhase.length !== phases)
    problems.push(`${c.id}: requiredByPhase has ${c.requiredByPhase.length} phases`);
  if (c.setup.length !== phases) problems.push(`${c.id}: setup has ${c.setup.length} phases`);
  const seen = new Set<string>();
  const perPhase = new Array(phases).fill(0) as number[];
  let dangers = 0;
  let safes = 0;
  for (const u of c.utterances) {
    total++;
    const where = `${c.id}: "${u.text}"`;
    const phase = u.phase ?? 0;
    if (!Number.isInteger(phase) || phase < 0 || phase >= phases)
      problems.push(`${where}: phase ${phase} out of range`);
    else perPhase[phase] = (perPhase[phase] ?? 0) + 1;
    const key = u.text.trim().toLowerCase();
    if (seen.has(key)) problems.push(`${where}: duplicate text`);
    seen.add(key);
    const ids = u.labels.map((l) => l.item);
    if (new Set(ids).size !== ids.length) problems.push(`${where}: an item twice`);
    for (const l of u.labels) {
      const counts = byItem.get(l.item);
      if (!counts) problems.push(`${where}: unknown item ${l.item}`);
      else counts[l.verdict]++;
    }
    const hasWrong = u.labels.some((l) => l.verdict === 'wrong');
    if (u.kind === 'danger' && !hasWrong) problems.push(`${where}: danger without a wrong label`);
    if (u.kind !== 'danger' && hasWrong) problems.push(`${where}: wrong label outside a danger`);
    if (u.kind === 'safe') {
      if (u.labels.length !== 0) problems.push(`${where}: safe with labels`);
      if (!u.expect) problems.push(`${where}: safe without expect`);
      else expects.set(u.expect, (expects.get(u.expect) ?? 0) + 1);
    } else if (u.expect) problems.push(`${where}: expect outside a safe message`);
    if (u.kind === 'danger') dangers++;
    if (u.kind === 'safe') safes++;
    kinds.set(u.kind, (kinds.get(u.kind) ?? 0) + 1);
    if (u.labels.filter((l) => l.verdict !== 'none').length > 1) several++;
    if (u.kind === 'negation') {
      negationsOk++;
    }
    if (u.note?.includes('Negated error')) negatedErrors++;
    if (u.kind === 'question' || u.kind === 'hypothetical') questionsOrHypotheticals++;
  }
  console.log(
    `${c.id}: ${c.utterances.length} messages (${dangers} danger, ${safes} safe; phases ${perPhase.join('/')})`,
  );
}

console.log(
  `\ntotal ${total} messages; ${several} with more than one item done; ${negationsOk} negations (kind); ${negatedErrors} negated errors (any kind); ${questionsOrHypotheticals} questions or hypotheticals\n`,
);
console.log('item    all   ok wrong none');
for (const [id, n] of byItem) {
  const all = n.ok + n.wrong + n.none;
  console.log(
    `${id.padEnd(7)}${String(all).padStart(4)}${String(n.ok).padStart(5)}${String(n.wrong).padStart(6)}${String(n.none).padStart(5)}`,
  );
  if (all < 12) problems.push(`${id}: only ${all} labels (target 12)`);
}
console.log('\nkind');
for (const [k, n] of [...kinds].sort()) console.log(`${k.padEnd(14)}${n}`);
for (const [k, n] of [...expects].sort()) console.log(`safe/${k.padEnd(12)}${n}`);

if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s):`);
  for (const p of problems) console.log(`  ${p}`);
  process.exitCode = 1;
} else console.log('\nchecks passed');
