import { CaseDocumentSchema, CompleteCaseDocumentSchema } from '../../../../src/contract/case.ts';
import { HELD_OUT_RUNS_3 } from './index.ts';

/** Prints the counts of the whole-runs set and checks its structure. Run: npx node eval/corpus/blind-3/runs/count.ts */
const problems: string[] = [];
const byItem = new Map<string, [number, number]>();
let runs = 0;
let messages = 0;
let errors = 0;
let phrasings = 0;
for (const c of HELD_OUT_RUNS_3) {
  CaseDocumentSchema.parse(c.caseDoc);
  CompleteCaseDocumentSchema.parse(c.caseDoc);
  const phases = c.caseDoc.Phases.length;
  if (c.requiredByPhase.length !== phases) problems.push(`${c.id}: requiredByPhase length`);
  if (c.setup.length !== phases) problems.push(`${c.id}: setup length`);
  const styles = new Set(c.runs.map((r) => r.style));
  if (styles.size !== c.runs.length) problems.push(`${c.id}: repeated style`);
  const seen = new Set<string>();
  const texts = [
    ...c.runs.flatMap((r) => r.messages),
    ...c.errors.flatMap((e) => e.phrasings),
    ...c.utterances.map((u) => u.text),
  ];
  for (const t of texts) {
    const k = t.trim().toLowerCase();
    if (seen.has(k)) problems.push(`${c.id}: duplicate text "${t}"`);
    seen.add(k);
  }
  for (const e of c.errors) {
    if (e.phase < 0 || e.phase >= phases) problems.push(`${c.id}: ${e.name} phase out of range`);
    else if (!c.requiredByPhase[e.phase]?.includes(e.item))
      problems.push(`${c.id}: ${e.name} item ${e.item} not required in phase ${e.phase}`);
    if (e.phrasings.length < 2) problems.push(`${c.id}: ${e.name} has < 2 phrasings`);
    const [n, p] = byItem.get(e.item) ?? [0, 0];
    byItem.set(e.item, [n + 1, p + e.phrasings.length]);
  }
  for (const u of c.utterances) {
    const phase = u.phase ?? 0;
    if (phase < 0 || phase >= phases) problems.push(`${c.id}: "${u.text}" phase out of range`);
    const items = u.labels.map((l) => l.item);
    if (new Set(items).size !== items.length) problems.push(`${c.id}: item twice in "${u.text}"`);
    const hasWrong = u.labels.some((l) => l.verdict === 'wrong');
    if (hasWrong !== (u.kind === 'danger')) problems.push(`${c.id}: danger/wrong mismatch "${u.text}"`);
    if (u.kind === 'safe' && (u.labels.length > 0 || !u.expect))
      problems.push(`${c.id}: bad safe "${u.text}"`);
  }
  const m = c.runs.reduce((s, r) => s + r.messages.length, 0);
  const ph = c.errors.reduce((s, e) => s + e.phrasings.length, 0);
  console.log(`${c.id}: runs ${c.runs.length} (${m} messages), errors ${c.errors.length}, phrasings ${ph}`);
  runs += c.runs.length;
  messages += m;
  errors += c.errors.length;
  phrasings += ph;
}
console.log(`total: runs ${runs} (${messages} messages), errors ${errors}, phrasings ${phrasings}`);
const items = [...byItem.entries()].sort((a, b) => Number(a[0].slice(4)) - Number(b[0].slice(4)));
console.log(`by item (errors/phrasings): ${items.map(([i, [n, p]]) => `${i} ${n}/${p}`).join(', ')}`);
if (problems.length > 0) {
  console.log(`PROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('checks: ok');
