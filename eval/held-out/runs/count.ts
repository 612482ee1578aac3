import { CaseDocumentSchema, CompleteCaseDocumentSchema } from '../../../src/contract/case.ts';
import { HELD_OUT_5_RUNS } from './index.ts';

/** Prints the counts of this whole-runs set and checks it. Run: npx node eval/held-out/runs/count.ts */
const problems: string[] = [];
const STYLES = [
  'full sentences',
  'terse shorthand',
  'one action per message',
  'other order',
  'typos and spellings',
];
const byItem = new Map<string, [number, number]>();
let runs = 0;
let messages = 0;
let errors = 0;
let phrasings = 0;
for (const c of HELD_OUT_5_RUNS) {
  try {
    CaseDocumentSchema.parse(c.caseDoc);
    CompleteCaseDocumentSchema.parse(c.caseDoc);
  } catch (e) {
    problems.push(`${c.id}: case document refused: ${String(e)}`);
  }
  const phases = c.caseDoc.Phases.length;
  if (c.requiredByPhase.length !== phases) problems.push(`${c.id}: requiredByPhase length`);
  if (c.setup.length !== phases) problems.push(`${c.id}: setup length`);
  if ((c.setup[phases - 1] ?? []).length !== 0) problems.push(`${c.id}: last phase's setup not empty`);
  if ((c.requiredByPhase[phases - 1] ?? []).length !== 0) problems.push(`${c.id}: last phase requires items`);
  for (let p = 0; p < phases - 1; p++)
    if ((c.setup[p] ?? []).length === 0) problems.push(`${c.id}: setup of phase ${p} empty`);
  const allRequired = c.requiredByPhase.flat();
  if (new Set(allRequired).size !== allRequired.length)
    problems.push(`${c.id}: an item required in two phases`);
  for (const id of allRequired)
    if (!/^BMV-([1-9]|1[0-9]|20)$/.test(id)) problems.push(`${c.id}: unknown item ${id} in requiredByPhase`);
  const styles = c.runs.map((r) => r.style);
  if (new Set(styles).size !== styles.length) problems.push(`${c.id}: repeated style`);
  for (const s of STYLES) if (!styles.includes(s as never)) problems.push(`${c.id}: no run in style ${s}`);
  if (c.utterances.length !== 0) problems.push(`${c.id}: utterances not empty`);
  const seen = new Set<string>();
  const texts = [...c.runs.flatMap((r) => r.messages), ...c.errors.flatMap((e) => e.phrasings)];
  for (const t of texts) {
    const k = t.trim().toLowerCase();
    if (k === '') problems.push(`${c.id}: empty text`);
    if (seen.has(k)) problems.push(`${c.id}: duplicate text "${t}"`);
    seen.add(k);
  }
  const names = new Set<string>();
  for (const e of c.errors) {
    if (names.has(e.name)) problems.push(`${c.id}: error name twice: ${e.name}`);
    names.add(e.name);
    if (e.phase < 0 || e.phase >= phases) problems.push(`${c.id}: ${e.name} phase out of range`);
    else if (!c.requiredByPhase[e.phase]?.includes(e.item))
      problems.push(`${c.id}: ${e.name} item ${e.item} not required in phase ${e.phase}`);
    if (e.phrasings.length < 2 || e.phrasings.length > 3)
      problems.push(`${c.id}: ${e.name} has ${e.phrasings.length} phrasings (2-3 wanted)`);
    const [n, p] = byItem.get(e.item) ?? [0, 0];
    byItem.set(e.item, [n + 1, p + e.phrasings.length]);
  }
  if (c.errors.length < 9 || c.errors.length > 12) problems.push(`${c.id}: ${c.errors.length} errors`);
  const m = c.runs.reduce((s, r) => s + r.messages.length, 0);
  const ph = c.errors.reduce((s, e) => s + e.phrasings.length, 0);
  const errorPhases = [0, 1, 2].map((p) => c.errors.filter((e) => e.phase === p).length).join('/');
  console.log(
    `${c.id}: runs ${c.runs.length} (${m} messages), errors ${c.errors.length} (P0/P1/P2 ${errorPhases}), phrasings ${ph}`,
  );
  runs += c.runs.length;
  messages += m;
  errors += c.errors.length;
  phrasings += ph;
}
console.log(`total: runs ${runs} (${messages} messages), errors ${errors}, phrasings ${phrasings}`);
const items = [...byItem.entries()].sort((a, b) => Number(a[0].slice(4)) - Number(b[0].slice(4)));
console.log(`by item (errors/phrasings): ${items.map(([i, [n, p]]) => `${i} ${n}/${p}`).join(', ')}`);
if (runs < 20) problems.push(`only ${runs} runs`);
if (errors < 36) problems.push(`only ${errors} errors`);
if (phrasings < 75) problems.push(`only ${phrasings} phrasings`);
if (problems.length > 0) {
  console.log(`PROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('checks: ok');
