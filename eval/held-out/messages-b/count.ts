import { CaseDocumentSchema, CompleteCaseDocumentSchema } from '../../../src/contract/case.ts';
import { HELD_OUT_5_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/held-out/messages-b/count.ts). */
const problems: string[] = [];
const items = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`);
const byItem = new Map(items.map((id) => [id, { all: 0, ok: 0, wrong: 0, none: 0 }]));
const kinds = new Map<string, number>();
let total = 0;
let several = 0;
let negations = 0;
let negatedOk = 0;
let questionsOrHypotheticals = 0;
let dangersAll = 0;
let safesAll = 0;

for (const c of HELD_OUT_5_MESSAGES_B) {
  try {
    CaseDocumentSchema.parse(c.caseDoc);
  } catch (error) {
    problems.push(`${c.id}: CaseDocumentSchema: ${String(error)}`);
  }
  try {
    CompleteCaseDocumentSchema.parse(c.caseDoc);
  } catch (error) {
    problems.push(`${c.id}: CompleteCaseDocumentSchema: ${String(error)}`);
  }
  const phases = c.caseDoc.Phases.length;
  if (c.requiredByPhase.length !== phases)
    problems.push(`${c.id}: requiredByPhase has ${c.requiredByPhase.length} entries`);
  if (c.setup.length !== phases) problems.push(`${c.id}: setup has ${c.setup.length} entries`);
  const last = c.caseDoc.Phases[phases - 1];
  if (last && Object.values(last.hardStop).some((t) => t !== ''))
    problems.push(`${c.id}: last phase has hard stops`);
  const seen = new Set<string>();
  const perPhase = new Map<number, number>();
  let dangers = 0;
  let safes = 0;
  for (const u of c.utterances) {
    total++;
    const phase = u.phase ?? 0;
    perPhase.set(phase, (perPhase.get(phase) ?? 0) + 1);
    if (phase < 0 || phase >= phases - 1) problems.push(`${c.id}: phase ${phase} out of range: ${u.text}`);
    if (seen.has(u.text)) problems.push(`${c.id}: duplicate text: ${u.text}`);
    seen.add(u.text);
    const ids = u.labels.map((l) => l.item);
    if (new Set(ids).size !== ids.length) problems.push(`${c.id}: item twice: ${u.text}`);
    const hasWrong = u.labels.some((l) => l.verdict === 'wrong');
    if (u.kind === 'danger' && !hasWrong) problems.push(`${c.id}: danger without wrong: ${u.text}`);
    if (u.kind !== 'danger' && hasWrong) problems.push(`${c.id}: wrong outside danger: ${u.text}`);
    if (u.kind === 'safe' && (u.labels.length > 0 || !u.expect))
      problems.push(`${c.id}: bad safe: ${u.text}`);
    if (u.kind !== 'safe' && u.labels.length === 0) problems.push(`${c.id}: no labels: ${u.text}`);
    if ((u.kind === 'question' || u.kind === 'hypothetical') && u.labels.some((l) => l.verdict !== 'none'))
      problems.push(`${c.id}: question/hypothetical with a verdict other than none: ${u.text}`);
    if (u.kind === 'danger') dangers++;
    if (u.kind === 'safe') safes++;
    if (u.kind === 'negation') negations++;
    if (u.kind === 'question' || u.kind === 'hypothetical') questionsOrHypotheticals++;
    if (u.labels.filter((l) => l.verdict === 'ok').length > 1) several++;
    if (u.kind === 'negation' && u.labels.some((l) => l.verdict === 'ok')) negatedOk++;
    const kind = u.kind === 'safe' ? `safe/${u.expect}` : u.kind;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    for (const l of u.labels) {
      const row = byItem.get(l.item);
      if (!row) {
        problems.push(`${c.id}: unknown item ${l.item}`);
        continue;
      }
      row.all++;
      row[l.verdict]++;
    }
  }
  dangersAll += dangers;
  safesAll += safes;
  const phaseText = [...perPhase.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([p, n]) => `P${p} ${n}`)
    .join(', ');
  console.log(`${c.id}: ${c.utterances.length} messages (${dangers} danger, ${safes} safe; ${phaseText})`);
}

console.log(
  `\ntotal ${total} messages; ${dangersAll} danger; ${safesAll} safe; ${negations} negations (${negatedOk} labelled ok); ${questionsOrHypotheticals} questions or hypotheticals; ${several} with more than one item ok\n`,
);
console.log('item    all   ok wrong none');
for (const [id, r] of byItem) {
  console.log(
    `${id.padEnd(7)}${String(r.all).padStart(4)}${String(r.ok).padStart(5)}${String(r.wrong).padStart(6)}${String(r.none).padStart(5)}`,
  );
  if (r.all < 12) problems.push(`${id}: labelled only ${r.all} times (target 12)`);
}
console.log('\nkind');
for (const [k, n] of [...kinds.entries()].sort()) console.log(`${k.padEnd(18)}${n}`);
if (total < 270) problems.push(`only ${total} messages (target 270)`);
if (dangersAll < 42) problems.push(`only ${dangersAll} dangers (target 42)`);
if (safesAll < 28) problems.push(`only ${safesAll} safe (target 28)`);
if (negations < 15) problems.push(`only ${negations} negations (target 15)`);
if (questionsOrHypotheticals < 15)
  problems.push(`only ${questionsOrHypotheticals} questions or hypotheticals (target 15)`);
if (problems.length > 0) {
  console.log('\nPROBLEMS');
  for (const p of problems) console.log(p);
  process.exitCode = 1;
} else {
  console.log('\nchecks passed');
}
