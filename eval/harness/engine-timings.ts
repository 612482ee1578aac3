import { Worker } from 'node:worker_threads';
import type { CaseDocument } from '../../src/contract/case.ts';
import { sampleCase } from '../../src/server/cases/sample-case.ts';
import type { EngineModule } from './engine-tutor.ts';
import type { Timing } from './tutor-under-test.ts';
import { marked, maximalCase, oneFieldCase, WORST_FIELDS, WORST_MESSAGES } from './worst-inputs.ts';

/** Runs of each message; the median and the maximum are reported. */
const MESSAGE_RUNS = 7;
/** A case analysis slower than this is stopped and reported as "more than" (an old engine took minutes). */
const ANALYSIS_DEADLINE_MS = 15_000;

/**
 * Worst-case cost of the two things the engine does with text it did not write: reading a message (every turn)
 * and analysing a case (on /submit-data and the first turn of a case), on the worst inputs we could craft.
 */
export async function engineTimings(engine: EngineModule, moduleUrl: string): Promise<Timing[]> {
  const begun = engine.runTurn({
    caseDoc: sampleCase,
    state: {},
    input: 'Begin Simulation',
    now: new Date(0),
    images: [],
  }).state;
  const timings: Timing[] = [];
  for (const [name, text] of WORST_MESSAGES) {
    // Each run reads a message never seen before (its start marked), so no cache makes a repeat look cheap.
    const turn = (run: number) => {
      const input = marked(text, `${run} `);
      return () =>
        engine.runTurn({ caseDoc: sampleCase, state: begun, input, now: new Date(20_000), images: [] });
    };
    turn(-1)();
    const runs = Array.from({ length: MESSAGE_RUNS }, (_, run) => elapsed(turn(run)));
    timings.push({ name, what: 'read a message', chars: text.length, ...spread(runs) });
  }
  for (const [name, field] of WORST_FIELDS) {
    timings.push(await analysisTiming(moduleUrl, `one hard-stop field: ${name}`, oneFieldCase(field)));
  }
  const [worstName, worstField] = WORST_FIELDS[0] ?? ['', ''];
  timings.push(
    await analysisTiming(
      moduleUrl,
      `maximal case (20 phases, every field full): ${worstName}`,
      maximalCase(worstField),
    ),
  );
  return timings;
}

function elapsed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function spread(runs: number[]): { medianMs: number; maxMs: number } {
  const sorted = [...runs].sort((a, b) => a - b);
  return { medianMs: round(sorted[Math.floor(sorted.length / 2)] ?? 0), maxMs: round(sorted.at(-1) ?? 0) };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** analyzeCase in a worker thread, so an engine that takes minutes can be stopped at the deadline. */
function analysisTiming(moduleUrl: string, name: string, caseDoc: CaseDocument): Promise<Timing> {
  const chars = JSON.stringify(caseDoc).length;
  const worker = new Worker(new URL('./analyze-worker.ts', import.meta.url), {
    workerData: { moduleUrl, caseDoc, runs: 3, budgetMs: ANALYSIS_DEADLINE_MS },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({
        name,
        what: 'analyse a case',
        chars,
        medianMs: ANALYSIS_DEADLINE_MS,
        maxMs: ANALYSIS_DEADLINE_MS,
        note: `stopped after ${ANALYSIS_DEADLINE_MS / 1000} s: at least this long`,
      });
    }, ANALYSIS_DEADLINE_MS);
    worker.once('message', (runs: number[]) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve({ name, what: 'analyse a case', chars, ...spread(runs) });
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
