/** Counts and checks for tuning batch C. Run: cd <worktree> && npx node eval/tuning-c/messages/count.ts */
import { CaseDocumentSchema, CompleteCaseDocumentSchema } from '../../../../src/contract/case.ts';
import { TUNING_C_MESSAGES } from './index.ts';

const problems: string[] = [];
const perItem = new Map<string, { ok: number; wrong: number; none: number; messages: number }>();
for (let n = 1; n <= 20; n++) perItem.set(`BMV-${n}`, { ok: 0, wrong: 0, none: 0, messages: 0 });
let total = 0;
let dangerous = 0;
let safeCount = 0;
let several = 0;
const NEG =
  /\b(not|no|isn't|won't|without|rather than|instead of|no need|never|don't|doesn't|can't)\b|n't\b/i;
let negations = 0;

for (const c of TUNING_C_MESSAGES) {
  if (!c.id.startsWith('tc-')) problems.push(`${c.id}: id must start with tc-`);
  try {
    CaseDocumentSchema.parse(c.caseDoc);
    CompleteCaseDocumentSchema.parse(c.caseDoc);
  } catch (e) {
    problems.push(`${c.id}: case document does not parse: ${String(e).slice(0, 400)}`);
  }
  const phases = c.caseDoc.Phases.length;
  if (c.requiredByPhase.length !== phases)
    problems.push(`${c.id}: requiredByPhase has ${c.requiredByPhase.length} entries, ${phases} phases`);
  if (c.setup.length !== phases)
    problems.push(`${c.id}: setup has ${c.setup.length} entries, ${phases} phases`);
  const seen = new Set<string>();
  let caseDanger = 0;
  for (const u of c.utterances) {
    total++;
    const where = `${c.id}: "${u.text.slice(0, 60)}"`;
    const key = u.text.trim().toLowerCase();
    if (seen.has(key)) problems.push(`${where}: duplicate text`);
    seen.add(key);
    const p = u.phase ?? 0;
    if (!Number.isInteger(p) || p < 0 || p >= phases) problems.push(`${where}: phase ${p} out of range`);
    const items = u.labels.map((l) => l.item);
    if (new Set(items).size !== items.length) problems.push(`${where}: an item twice`);
    const hasWrong = u.labels.some((l) => l.verdict === 'wrong');
    if (u.kind === 'danger' && !hasWrong) problems.push(`${where}: danger without a wrong label`);
    if (u.kind !== 'danger' && hasWrong) problems.push(`${where}: wrong label outside a danger`);
    if (u.kind === 'safe' && (u.labels.length !== 0 || !u.expect))
      problems.push(`${where}: safe needs labels [] and expect`);
    if (u.kind !== 'safe' && u.labels.length === 0) problems.push(`${where}: no labels and not safe`);
    if (u.kind === 'danger') {
      dangerous++;
      caseDanger++;
    }
    if (u.kind === 'safe') safeCount++;
    if (u.labels.length > 1) several++;
    if (NEG.test(u.text)) negations++;
    for (const l of u.labels) {
      const s = perItem.get(l.item);
      if (!s) {
        problems.push(`${where}: unknown item ${l.item}`);
        continue;
      }
      s[l.verdict]++;
      s.messages++;
    }
  }
  console.log(`${c.id}: ${c.utterances.length} messages, ${caseDanger} dangerous`);
}

console.log(
  `\ntotal ${total}, dangerous ${dangerous}, safe ${safeCount}, several-item ${several}, with a negation word ${negations}`,
);
console.log('item    msgs  ok wrong none');
const TARGET20 = new Set([1, 5, 6, 8, 9, 11, 13, 17, 18]);
for (const [item, s] of perItem) {
  const n = Number(item.slice(4));
  const target = TARGET20.has(n) ? 20 : 6;
  const flag = s.messages < target ? `  < target ${target}` : '';
  console.log(
    `${item.padEnd(7)} ${String(s.messages).padStart(4)} ${String(s.ok).padStart(3)} ${String(s.wrong).padStart(5)} ${String(s.none).padStart(4)}${flag}`,
  );
}
if (total < 280) console.log(`(below the 280 target by ${280 - total})`);
if (dangerous < 50) console.log('(below 50 dangerous)');
if (safeCount < 25) console.log('(below 25 safe)');
if (problems.length) {
  console.log(`\n${problems.length} PROBLEMS:`);
  for (const p of problems) console.log(`  ${p}`);
  process.exitCode = 1;
} else console.log('\nall checks pass');
