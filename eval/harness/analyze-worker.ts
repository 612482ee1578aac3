import { parentPort, workerData } from 'node:worker_threads';
import type { CaseDocument } from '../../src/contract/case.ts';
import { sampleCase } from '../../src/server/cases/sample-case.ts';
import type { EngineModule } from './engine-module.ts';

/**
 * Times the analysis of one case, in a thread the benchmark can stop (see engine-timings.ts): all of it
 * (analyzeCase), or one phase as a chat turn asks for it (caseAnalysis, cache look-up included).
 */
const { moduleUrl, cases, warmups, budgetMs, phase } = workerData as {
  moduleUrl: string;
  /** The cases to analyse, in order: the first `warmups` untimed, each of the others timed once. */
  cases: CaseDocument[];
  warmups: number;
  budgetMs: number;
  /** A phase's index, or null for the whole case. */
  phase: number | null;
};
const engine = (await import(moduleUrl)) as EngineModule;
// Untimed analyses of the sample case and of cases like the timed ones warm the JIT, as a server's engine is once
// it has read a few cases; each timed case holds texts no earlier one did (see markedForRun and distinctWords),
// so no cache of read texts makes a repeat look cheap.
engine.analyzeCase(sampleCase);
let coldMs = 0;
for (const [index, warm] of cases.slice(0, warmups).entries()) {
  const start = performance.now();
  engine.analyzeCase(warm);
  if (index === 0) coldMs = performance.now() - start;
}
const times: number[] = [];
const cpu: number[] = [];
const started = performance.now();
for (const doc of cases.slice(warmups)) {
  const cpuStart = process.threadCpuUsage();
  const start = performance.now();
  if (phase === null || !engine.caseAnalysis) engine.analyzeCase(doc);
  else engine.caseAnalysis(doc).phase(phase);
  times.push(performance.now() - start);
  const used = process.threadCpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1000);
  // One slow run is enough to know: the rest of the budget is not worth spending.
  if (performance.now() - started > budgetMs / 4) break;
}
parentPort?.postMessage({ times, cpu, coldMs });
