/**
 * Counts and checks the second blind set of whole runs: `npx node eval/corpus/blind-2/runs/count.ts`.
 * Checks: requiredByPhase and setup have one entry per phase; the last phase asks for nothing; five runs per case,
 * one of each style; every error's phase is in range and its item is asked for in that phase; at least two
 * phrasings per error; no text repeated within a case (run messages and phrasings; setup and leads may repeat);
 * and, for any labelled utterance, the message-set rules (no item twice, danger iff a `wrong` label, safe has no
 * labels and an `expect`).
 */
import { CHECKLIST_ITEM_IDS } from '../../../../src/contract/checklist.ts';
import { HELD_OUT_RUNS_2 } from './index.ts';

const STYLES = [
  'full sentences',
  'terse shorthand',
  'one action per message',
  'other order',
  'typos and spellings',
] as const;

const problems: string[] = [];
const fail = (where: string, what: string) => problems.push(`${where}: ${what}`);
const known = new Set<string>(CHECKLIST_ITEM_IDS);

let runs = 0;
let messages = 0;
let errors = 0;
let phrasings = 0;
const byItem = new Map<string, { errors: number; phrasings: number }>();
const allRunText = new Map<string, string>();

for (const c of HELD_OUT_RUNS_2) {
  const phases = c.caseDoc.Phases.length;
  if (c.requiredByPhase.length !== phases) fail(c.id, 'requiredByPhase length differs from the phases');
  if (c.setup.length !== phases) fail(c.id, 'setup length differs from the phases');
  if ((c.requiredByPhase[phases - 1] ?? []).length !== 0) fail(c.id, 'the last phase should ask for nothing');
  for (const items of c.requiredByPhase)
    for (const item of items) if (!known.has(item)) fail(c.id, `unknown ${item}`);
  const seen = new Set<string>();
  const once = (text: string, where: string) => {
    const key = text.trim().toLowerCase();
    if (seen.has(key)) fail(c.id, `duplicate text (${where}): ${text}`);
    seen.add(key);
  };
  const styles = c.runs.map((r) => r.style).sort();
  if (JSON.stringify(styles) !== JSON.stringify([...STYLES].sort()))
    fail(c.id, `styles ${styles.join(', ')}`);
  let caseMessages = 0;
  for (const run of c.runs) {
    runs++;
    caseMessages += run.messages.length;
    for (const text of run.messages) {
      once(text, run.style);
      const key = text.trim().toLowerCase();
      const other = allRunText.get(key);
      if (other && other !== c.id) fail(c.id, `same run message as in ${other}: ${text}`);
      allRunText.set(key, c.id);
    }
  }
  messages += caseMessages;
  let casePhrasings = 0;
  for (const error of c.errors) {
    errors++;
    const where = `${c.id} / ${error.name}`;
    if (error.phase < 0 || error.phase >= phases) fail(where, `phase ${error.phase} out of range`);
    else if (!(c.requiredByPhase[error.phase] ?? []).includes(error.item))
      fail(where, `${error.item} is not asked for in phase ${error.phase}`);
    if (error.phrasings.length < 2) fail(where, 'fewer than two phrasings');
    for (const text of error.phrasings) once(text, error.name);
    casePhrasings += error.phrasings.length;
    const entry = byItem.get(error.item) ?? { errors: 0, phrasings: 0 };
    entry.errors++;
    entry.phrasings += error.phrasings.length;
    byItem.set(error.item, entry);
  }
  phrasings += casePhrasings;
  for (const u of c.utterances) {
    const where = `${c.id} / ${u.text}`;
    if ((u.phase ?? 0) < 0 || (u.phase ?? 0) >= phases) fail(where, 'phase out of range');
    once(u.text, 'utterance');
    const items = u.labels.map((l) => l.item);
    if (new Set(items).size !== items.length) fail(where, 'an item twice');
    const hasWrong = u.labels.some((l) => l.verdict === 'wrong');
    if ((u.kind === 'danger') !== hasWrong)
      fail(where, 'danger must have, and only danger may have, a wrong label');
    if (u.kind === 'safe' && (u.labels.length > 0 || !u.expect))
      fail(where, 'safe needs no labels and an expect');
  }
  console.log(
    `${c.id}: ${c.runs.length} runs (${caseMessages} messages), ${c.errors.length} errors (${casePhrasings} phrasings); required by phase: ${c.requiredByPhase
      .map((p) => p.map((i) => i.replace('BMV-', '')).join(',') || '-')
      .join(' / ')}`,
  );
}

console.log(
  `\ntotal: ${runs} correct runs (${messages} messages), ${errors} errors (${phrasings} phrasings)\n`,
);
console.log('item    errors phrasings');
for (const id of CHECKLIST_ITEM_IDS) {
  const entry = byItem.get(id);
  if (entry)
    console.log(`${id.padEnd(7)} ${String(entry.errors).padStart(6)} ${String(entry.phrasings).padStart(9)}`);
}
const targets: [string, boolean][] = [
  ['>= 20 correct runs', runs >= 20],
  ['>= 36 errors', errors >= 36],
  ['>= 80 phrasings', phrasings >= 80],
];
for (const item of [
  'BMV-1',
  'BMV-2',
  'BMV-3',
  'BMV-4',
  'BMV-5',
  'BMV-8',
  'BMV-9',
  'BMV-10',
  'BMV-12',
  'BMV-13',
  'BMV-15',
  'BMV-16',
  'BMV-18',
  'BMV-19',
])
  targets.push([`errors on ${item}`, byItem.has(item)]);
for (const [name, ok] of targets) if (!ok) fail('targets', name);

if (problems.length) {
  console.log(`\n${problems.length} problem(s):`);
  for (const p of problems) console.log(`  ${p}`);
  process.exit(1);
}
console.log('\nall checks pass');
