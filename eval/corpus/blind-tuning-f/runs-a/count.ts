import { countRunSet } from '../../../harness/blind-set-counts.ts';
import type { HeldOutCase } from '../../../harness/held-out-types.ts';
import { TUNING_F_RUNS_A } from './index.ts';

/**
 * Prints the counts of this part and checks it (npx node eval/tuning-f/runs-a/count.ts).
 *
 * `countRunSet` expects one run per style and the totals of a four-case set. This part has two cases with six runs
 * each: five runs in the five styles, then a sixth (a very chatty or very terse resident) whose style repeats one of
 * them. So `countRunSet` is given each case with its first five runs (all its shape checks apply as they are), its
 * three set-size totals (20 runs, 36 errors, 75 phrasings) are replaced by this part's own targets, and the sixth
 * runs are checked here: one per case, not empty, no text shared with any other text of the case.
 */
const RUNS_PER_CASE = 6;
const ERRORS_PER_CASE = 12;
const SET_TOTALS = [/^only \d+ runs$/, /^only \d+ errors$/, /^only \d+ phrasings$/];

const problems: string[] = [];
const firstFive: HeldOutCase[] = TUNING_F_RUNS_A.map((c) => ({ ...c, runs: c.runs.slice(0, 5) }));

const lines: string[] = [];
const log = console.log;
console.log = (...args: unknown[]) => {
  lines.push(args.map(String).join(' '));
};
try {
  countRunSet(firstFive);
} finally {
  console.log = log;
}
process.exitCode = 0;
let inProblems = false;
for (const text of lines.join('\n').split('\n')) {
  if (text.startsWith('PROBLEMS:')) {
    inProblems = true;
    continue;
  }
  if (inProblems) {
    if (!SET_TOTALS.some((re) => re.test(text))) problems.push(text);
  } else if (text !== 'checks: ok') log(`countRunSet (first five runs per case): ${text}`);
}

let runs = 0;
let messages = 0;
let errors = 0;
let phrasings = 0;
for (const c of TUNING_F_RUNS_A) {
  if (!c.id.startsWith('tf-a-')) problems.push(`${c.id}: id without the tf-a- prefix`);
  if (c.runs.length !== RUNS_PER_CASE)
    problems.push(`${c.id}: ${c.runs.length} runs (${RUNS_PER_CASE} wanted)`);
  if (c.errors.length !== ERRORS_PER_CASE)
    problems.push(`${c.id}: ${c.errors.length} errors (${ERRORS_PER_CASE} wanted)`);
  const sixth = c.runs[5];
  if (sixth) {
    const others = new Set(
      [...c.runs.slice(0, 5).flatMap((r) => r.messages), ...c.errors.flatMap((e) => e.phrasings)].map((t) =>
        t.trim().toLowerCase(),
      ),
    );
    const own = new Set<string>();
    for (const t of sixth.messages) {
      const k = t.trim().toLowerCase();
      if (k === '') problems.push(`${c.id}: empty text in the sixth run`);
      if (others.has(k) || own.has(k)) problems.push(`${c.id}: duplicate text in the sixth run "${t}"`);
      own.add(k);
    }
    log(`${c.id}: sixth run (${sixth.style}) ${sixth.messages.length} messages`);
  }
  runs += c.runs.length;
  messages += c.runs.reduce((s, r) => s + r.messages.length, 0);
  errors += c.errors.length;
  phrasings += c.errors.reduce((s, e) => s + e.phrasings.length, 0);
}
const items = new Set(TUNING_F_RUNS_A.flatMap((c) => c.errors.map((e) => e.item)));
log(`part total: runs ${runs} (${messages} messages), errors ${errors}, phrasings ${phrasings}`);
log(`items with an error: ${items.size} of 20`);
if (runs !== RUNS_PER_CASE * TUNING_F_RUNS_A.length) problems.push(`${runs} runs in all`);
if (phrasings < 2 * errors) problems.push(`only ${phrasings} phrasings`);

if (problems.length > 0) {
  log(`PROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else log('checks: ok');
