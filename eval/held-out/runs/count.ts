import { countRunSet } from '../../harness/blind-set-counts.ts';
import { HELD_OUT_15_RUNS } from './index.ts';

/** Prints the counts of this whole-runs set and checks it (node eval/held-out/runs/count.ts). */
countRunSet(HELD_OUT_15_RUNS);

/* This part's own brief asks for more than the shared checks: four cases, five correct runs on each (one per style)
 * ending with a request for the debrief, 12 single critical errors on each case with 3 phrasings each (48 in all),
 * spread over at least 16 different items, and case ids starting ho15-r-. */
const problems: string[] = [];
if (HELD_OUT_15_RUNS.length !== 4) problems.push(`${HELD_OUT_15_RUNS.length} cases (brief: 4)`);
const items = new Set<string>();
let errors = 0;
for (const c of HELD_OUT_15_RUNS) {
  if (!c.id.startsWith('ho15-r-')) problems.push(`${c.id}: id does not start with ho15-r-`);
  if (c.runs.length !== 5) problems.push(`${c.id}: ${c.runs.length} runs (brief: 5)`);
  for (const r of c.runs) {
    const last = r.messages[r.messages.length - 1] ?? '';
    if (!/debr|deb?rie?f/i.test(last))
      problems.push(`${c.id}: run '${r.style}' does not end asking for the debrief`);
  }
  if (c.errors.length !== 12) problems.push(`${c.id}: ${c.errors.length} errors (brief: 12)`);
  for (const e of c.errors) {
    items.add(e.item);
    errors++;
    if (e.phrasings.length !== 3)
      problems.push(`${c.id}: ${e.name} has ${e.phrasings.length} phrasings (brief: 3)`);
    const phases = c.caseDoc.Phases.length;
    if (e.phase >= phases - 1) problems.push(`${c.id}: ${e.name} is in the last phase`);
    for (const l of e.lead ?? [])
      if (e.phrasings.some((p) => p.trim().toLowerCase() === l.trim().toLowerCase()))
        problems.push(`${c.id}: ${e.name} lead repeats a phrasing`);
  }
}
console.log(
  `\nerror items: ${items.size} different (${[...items].sort((a, b) => Number(a.slice(4)) - Number(b.slice(4))).join(', ')})`,
);
if (errors < 48) problems.push(`only ${errors} errors (brief: 48)`);
if (items.size < 16) problems.push(`errors on only ${items.size} items (brief: 16)`);
if (problems.length > 0 || process.exitCode === 1) {
  console.log(`BRIEF PROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('checks passed');
