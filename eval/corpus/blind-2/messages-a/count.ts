/**
 * Counts and checks this message set: `npx node eval/corpus/blind-2/messages-a/count.ts`.
 * Checks: phases in range, no duplicate text in a case, no item twice in one message, every `danger` has a
 * `wrong` label and nothing else has one, every `safe` has `labels: []` and an `expect`. Exits 1 on a problem.
 */
import { HELD_OUT_MESSAGES_A } from './index.ts';

const problems: string[] = [];
const items = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`);
const byItem = new Map(items.map((id) => [id, { ok: 0, wrong: 0, none: 0 }]));
const kinds = new Map<string, number>();
const expects = new Map<string, number>();
let total = 0;
let severalItems = 0;
let negationsOk = 0;
let negatedErrors = 0;

for (const c of HELD_OUT_MESSAGES_A) {
  const phases = c.caseDoc.Phases.length;
  if (c.requiredByPhase.length !== phases)
    problems.push(`${c.id}: requiredByPhase has ${c.requiredByPhase.length} phases`);
  if (c.setup.length !== phases) problems.push(`${c.id}: setup has ${c.setup.length} phases`);
  const seen = new Set<string>();
  const perPhase = Array.from({ length: phases }, () => 0);
  let dangers = 0;
  let safes = 0;
  for (const u of c.utterances) {
    total += 1;
    const phase = u.phase ?? 0;
    const where = `${c.id} "${u.text}"`;
    if (phase < 0 || phase >= phases - 1) problems.push(`${where}: phase ${phase} out of range`);
    else perPhase[phase] = (perPhase[phase] ?? 0) + 1;
    const key = u.text.trim().toLowerCase();
    if (seen.has(key)) problems.push(`${where}: duplicate text`);
    seen.add(key);
    const ids = u.labels.map((l) => l.item);
    if (new Set(ids).size !== ids.length) problems.push(`${where}: an item twice`);
    for (const l of u.labels) {
      const counts = byItem.get(l.item);
      if (!counts) problems.push(`${where}: unknown item ${l.item}`);
      else counts[l.verdict] += 1;
    }
    const hasWrong = u.labels.some((l) => l.verdict === 'wrong');
    if (u.kind === 'danger' && !hasWrong) problems.push(`${where}: danger without a wrong label`);
    if (u.kind !== 'danger' && hasWrong) problems.push(`${where}: wrong label but kind ${u.kind}`);
    if (u.kind === 'safe') {
      if (u.labels.length !== 0 || !u.expect) problems.push(`${where}: safe needs labels [] and an expect`);
      else expects.set(u.expect, (expects.get(u.expect) ?? 0) + 1);
    } else if (u.expect) problems.push(`${where}: expect on a non-safe message`);
    if (u.kind === 'danger') dangers += 1;
    if (u.kind === 'safe') safes += 1;
    if (u.labels.filter((l) => l.verdict === 'ok').length > 1) severalItems += 1;
    if (u.kind === 'negation' && u.labels.some((l) => l.verdict === 'ok')) negationsOk += 1;
    if (u.kind === 'negation' && u.note?.startsWith('Negated error')) negatedErrors += 1;
    kinds.set(u.kind, (kinds.get(u.kind) ?? 0) + 1);
  }
  console.log(
    `${c.id}: ${c.utterances.length} messages (${dangers} danger, ${safes} safe; phases ${perPhase.slice(0, phases - 1).join('/')})`,
  );
}

console.log(
  `\ntotal ${total} messages; ${severalItems} with more than one item done; ${negationsOk} negations labelled ok`,
);
console.log(`negations noted as negated errors: ${negatedErrors}\n`);
console.log('item    all   ok wrong none');
for (const [id, c] of byItem) {
  const all = c.ok + c.wrong + c.none;
  console.log(
    `${id.padEnd(7)}${String(all).padStart(4)}${String(c.ok).padStart(5)}${String(c.wrong).padStart(6)}${String(c.none).padStart(5)}`,
  );
  if (all < 12) problems.push(`${id}: only ${all} labels`);
}
console.log('\nkind');
for (const [k, n] of [...kinds].sort()) console.log(`${k.padEnd(14)}${n}`);
for (const [e, n] of [...expects].sort()) console.log(`safe/${e.padEnd(12)}${n}`);

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nchecks passed');
