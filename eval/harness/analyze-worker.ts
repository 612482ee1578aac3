import { parentPort, workerData } from 'node:worker_threads';
import type { CaseDocument } from '../../src/contract/case.ts';
import { sampleCase } from '../../src/server/cases/sample-case.ts';
import type { EngineModule } from './engine-tutor.ts';
import { markedForRun } from './worst-inputs.ts';

/**
 * Times the analysis of one case, in a thread the benchmark can stop (see engine-timings.ts): all of it
 * (analyzeCase), or one phase as a chat turn asks for it (caseAnalysis, cache look-up included).
 */
const { moduleUrl, caseDoc, runs, budgetMs, phase } = workerData as {
  moduleUrl: string;
  caseDoc: CaseDocument;
  runs: number;
  budgetMs: number;
  /** A phase's index, or null for the whole case. */
  phase: number | null;
};
const engine = (await import(moduleUrl)) as EngineModule;
// A first, untimed analysis of the sample case warms the JIT; then each timed run analyses texts never seen
// before (see markedForRun), so no cache of read texts makes a repeat look cheap.
engine.analyzeCase(sampleCase);
const times: number[] = [];
const cpu: number[] = [];
const started = performance.now();
for (let run = 0; run < runs; run++) {
  const doc = markedForRun(caseDoc, `r${run}`);
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
parentPort?.postMessage({ times, cpu });
