import { CaseDocumentSchema, CompleteCaseDocumentSchema } from '../../../../src/contract/case.ts';
import { TUNING_D_RUNS } from './index.ts';

/**
 * Prints the counts of this part and checks it (npx node eval/corpus/blind-tuning-d/runs/count.ts). countRunSet
 * (eval/harness/blind-set-counts.ts) wants four cases; this part has two, so this script makes the same per-case
 * checks with this part's targets: 5 runs (one per style, 12-20 messages each), 10-12 errors with 2-3 phrasings,
 * each on an item its phase requires, errors in phases 0, 1 and 2.
 */
const STYLES = [
  'full sentences',
  'terse shorthand',
  'one action per message',
  'other order',
  'typos and spellings',
];
const problems: string[] = [];
const byItem = new Map<string, [number, number]>();
let runs = 0;
let messages = 0;
let errors = 0;
let phrasings = 0;

for (const c of TUNING_D_RUNS) {
  try {
    CaseDocumentSchema.parse(c.caseDoc);
    CompleteCaseDocumentSchema.parse(c.caseDoc);
  } catch (e) {
    problems.push(`${c.id}: case document refused: ${String(e)}`);
  }
  const phases = c.caseDoc.Phases.length;
  if (phases !== 4) problems.push(`${c.id}: ${phases} phases (4 wanted)`);
  if (c.requiredByPhase.length !== phases) problems.push(`${c.id}: requiredByPhase length`);
  if (c.setup.length !== phases) problems.push(`${c.id}: setup length`);
  const last = c.caseDoc.Phases[phases - 1];
  if (last && Object.values(last.hardStop).some((t) => t !== ''))
    problems.push(`${c.id}: last phase has hard stops`);
  if ((c.setup[phases - 1] ?? []).length !== 0) problems.push(`${c.id}: last phase's setup not empty`);
  if ((c.requiredByPhase[phases - 1] ?? []).length !== 0) problems.push(`${c.id}: last phase requires items`);
  for (let p = 0; p < phases - 1; p++)
    if ((c.setup[p] ?? []).length === 0) problems.push(`${c.id}: setup of phase ${p} empty`);
  const allRequired = c.requiredByPhase.flat();
  if (new Set(allRequired).size !== allRequired.length)
    problems.push(`${c.id}: an item required in two phases`);
  for (let n = 1; n <= 20; n++)
    if (!allRequired.includes(`BMV-${n}`)) problems.push(`${c.id}: BMV-${n} required in no phase`);
  const styles = c.runs.map((r) => r.style);
  if (c.runs.length !== 5) problems.push(`${c.id}: ${c.runs.length} runs (5 wanted)`);
  if (new Set(styles).size !== styles.length) problems.push(`${c.id}: repeated style`);
  for (const s of STYLES) if (!styles.includes(s as never)) problems.push(`${c.id}: no run in style ${s}`);
  for (const r of c.runs)
    if (r.messages.length < 12 || r.messages.length > 20)
      problems.push(`${c.id}: run '${r.style}' has ${r.messages.length} messages (12-20 wanted)`);
  if (c.utterances.length !== 0) problems.push(`${c.id}: utterances not empty`);
  const seen = new Set<string>();
  for (const t of [...c.runs.flatMap((r) => r.messages), ...c.errors.flatMap((e) => e.phrasings)]) {
    const k = t.trim().toLowerCase();
    if (k === '') problems.push(`${c.id}: empty text`);
    if (seen.has(k)) problems.push(`${c.id}: duplicate text "${t}"`);
    seen.add(k);
  }
  const names = new Set<string>();
  const caseItems = new Set<string>();
  for (const e of c.errors) {
    if (names.has(e.name)) problems.push(`${c.id}: error name twice: ${e.name}`);
    names.add(e.name);
    if (caseItems.has(e.item)) problems.push(`${c.id}: two errors on ${e.item}`);
    caseItems.add(e.item);
    if (e.phase < 0 || e.phase > 2) problems.push(`${c.id}: ${e.name} phase ${e.phase} (0-2 wanted)`);
    else if (!c.requiredByPhase[e.phase]?.includes(e.item))
      problems.push(`${c.id}: ${e.name} item ${e.item} not required in phase ${e.phase}`);
    if (e.phrasings.length < 2 || e.phrasings.length > 3)
      problems.push(`${c.id}: ${e.name} has ${e.phrasings.length} phrasings (2-3 wanted)`);
    const [n, p] = byItem.get(e.item) ?? [0, 0];
    byItem.set(e.item, [n + 1, p + e.phrasings.length]);
  }
  if (c.errors.length < 10 || c.errors.length > 12)
    problems.push(`${c.id}: ${c.errors.length} errors (10-12 wanted)`);
  const perPhase = [0, 1, 2].map((p) => c.errors.filter((e) => e.phase === p).length);
  if (perPhase.some((n) => n === 0)) problems.push(`${c.id}: a phase of 0-2 without errors`);
  const m = c.runs.reduce((s, r) => s + r.messages.length, 0);
  const ph = c.errors.reduce((s, e) => s + e.phrasings.length, 0);
  const lengths = c.runs.map((r) => r.messages.length).join('/');
  console.log(
    `${c.id}: runs ${c.runs.length} (${m} messages: ${lengths}), errors ${c.errors.length} (P0/P1/P2 ${perPhase.join('/')}), phrasings ${ph}`,
  );
  runs += c.runs.length;
  messages += m;
  errors += c.errors.length;
  phrasings += ph;
}
console.log(`total: runs ${runs} (${messages} messages), errors ${errors}, phrasings ${phrasings}`);
const items = [...byItem.entries()].sort((a, b) => Number(a[0].slice(4)) - Number(b[0].slice(4)));
console.log(`by item (errors/phrasings): ${items.map(([i, [n, p]]) => `${i} ${n}/${p}`).join(', ')}`);
const missing = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`).filter((id) => !byItem.has(id));
console.log(`items with no error: ${missing.length === 0 ? 'none' : missing.join(', ')}`);
if (problems.length > 0) {
  console.log(`PROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('checks: ok');
