import { countRunSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_F_RUNS_B } from './index.ts';

/**
 * Prints the counts of this part and checks it (npx node eval/tuning-f/runs-b/count.ts).
 *
 * `countRunSet` does the counting and its checks. Two kinds of its problems do not fit this part and are set aside
 * (and printed as such): its set-wide totals (20 runs, 36 errors, 75 phrasings), sized for a four-case set while this
 * part has two cases; and "repeated style", because this part's brief asks for a sixth run per case and the harness
 * knows only five styles. This part's own targets are checked instead: per case 6 runs (all five styles, one repeated
 * once), 12 errors of 2-3 phrasings, an id starting with `tf-b-`; over the part, every checklist item has an error.
 */
const captured: string[] = [];
const print = console.log;
console.log = (...args: unknown[]) => {
  captured.push(args.map(String).join(' '));
};
try {
  countRunSet(TUNING_F_RUNS_B);
} finally {
  console.log = print;
}
process.exitCode = 0;

const harnessProblems: string[] = [];
for (const line of captured) {
  if (line.startsWith('PROBLEMS:')) harnessProblems.push(...line.split('\n').slice(1));
  else if (line !== 'checks: ok') print(line);
}

const setAside: string[] = [];
const problems: string[] = [];
for (const p of harnessProblems) {
  if (/^only \d+ (runs|errors|phrasings)$/.test(p)) setAside.push(p);
  else if (p.endsWith(': repeated style')) {
    const c = TUNING_F_RUNS_B.find((x) => p === `${x.id}: repeated style`);
    const styles = c?.runs.map((r) => r.style) ?? [];
    if (c && styles.length === 6 && new Set(styles).size === 5) setAside.push(`${p} (the sixth run)`);
    else problems.push(p);
  } else problems.push(p);
}

const covered = new Set<string>();
for (const c of TUNING_F_RUNS_B) {
  if (!c.id.startsWith('tf-b-')) problems.push(`${c.id}: id without the tf-b- prefix`);
  if (c.runs.length !== 6) problems.push(`${c.id}: ${c.runs.length} runs (6 wanted)`);
  if (c.errors.length !== 12) problems.push(`${c.id}: ${c.errors.length} errors (12 wanted)`);
  for (const e of c.errors) covered.add(e.item);
}
const missing = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`).filter((id) => !covered.has(id));
if (missing.length > 0) problems.push(`items without an error: ${missing.join(', ')}`);
print(`items with an error: ${covered.size}/20`);

if (setAside.length > 0) print(`set aside (not this part's targets): ${setAside.join('; ')}`);
if (problems.length > 0) {
  print(`PROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else print('checks: ok');
