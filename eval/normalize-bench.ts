/**
 * node eval/normalize-bench.ts [runs]: CPU ms (median of `runs`) of the two text readings of a case analysis that
 * do not match cues, on the maximal case of each crafted field: normalising its 80 hard-stop texts, and its
 * findings (normalising each phase's description texts, then the finding patterns). Every run reads texts never
 * seen (markedForRun), so no cache makes a repeat look cheap.
 */
import type { Phase } from '../src/contract/case.ts';
import { findingsByPhase } from '../src/server/sim/engine/findings.ts';
import { normalize } from '../src/server/sim/engine/text/normalize.ts';
import { markedForRun, maximalCase, WORST_FIELDS } from './harness/worst-inputs.ts';

const runs = Number(process.argv[2] ?? 15);

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(
  '| Field | Normalise 80 hard stops (ms CPU) | Findings of 20 phases (ms CPU) |\n| --- | --- | --- |',
);
for (const [name, field] of WORST_FIELDS) {
  const maximal = maximalCase(field);
  const hardStops: number[] = [];
  const findings: number[] = [];
  // Two runs warm the JIT and are not counted.
  for (let run = -2; run < runs; run++) {
    const doc = markedForRun(maximal, `bench${run}`);
    const texts = doc.Phases.flatMap((phase: Phase) => Object.values(phase.hardStop));
    const normalising = cpuMs(() => {
      for (const text of texts) normalize(text);
    });
    const reading = cpuMs(() => findingsByPhase(doc));
    if (run >= 0) {
      hardStops.push(normalising);
      findings.push(reading);
    }
  }
  console.log(`| ${name} | ${median(hardStops).toFixed(1)} | ${median(findings).toFixed(1)} |`);
}
