import { Worker } from 'node:worker_threads';
import type { CaseDocument } from '../../src/contract/case.ts';
import { formatCount, MAX_CASE_TEXT_CHARS } from '../../src/contract/case-text.ts';
import { sampleCase } from '../../src/server/cases/sample-case.ts';
import type { EngineModule } from './engine-module.ts';
import type { Timing } from './tutor-under-test.ts';
import {
  distinctWords,
  MESSAGE_CHARS,
  marked,
  markedForRun,
  maximalCase,
  oneFieldCase,
  variedMentions,
  WORST_FIELDS,
  WORST_MESSAGES,
} from './worst-inputs.ts';

/** Runs of each message; the median and the maximum are reported. */
const MESSAGE_RUNS = 7;
/** Runs of a first turn on a fresh copy of the largest case (each costs about a case analysis). */
const FRESH_CASE_RUNS = 5;
/** A case analysis slower than this is stopped and reported as "more than" (an old engine took minutes). */
const ANALYSIS_DEADLINE_MS = 15_000;

/** The largest case's fields for the phase and first-turn rows: dense mentions that never repeat. */
const VARIED_FIELD = variedMentions(4000, 2);

/** The state of `caseDoc` just begun (phase 1), as the first turn leaves it. */
const begin = (engine: EngineModule, caseDoc: CaseDocument) =>
  engine.runTurn({ caseDoc, state: {}, input: 'Begin Simulation', now: new Date(0), images: [] }).state;

/**
 * Worst-case cost of the two things the engine does with text it did not write: reading a message (every turn)
 * and analysing a case (on /submit-data and the first turn of a case), on the worst inputs we could craft.
 */
export async function engineTimings(engine: EngineModule, moduleUrl: string): Promise<Timing[]> {
  const begun = begin(engine, sampleCase);
  const timings: Timing[] = [];
  /** A message read on the sample case, a different input each run (`inputOf(-1)` warms the engine). */
  const messageTiming = (name: string, chars: number, inputOf: (run: number) => string): Timing => {
    const turn = (run: number) => {
      const input = inputOf(run);
      return () =>
        engine.runTurn({ caseDoc: sampleCase, state: begun, input, now: new Date(20_000), images: [] });
    };
    turn(-1)();
    const runs = Array.from({ length: MESSAGE_RUNS }, (_, run) => measured(turn(run)));
    return { name, what: 'read a message', chars, ...spread(runs) };
  };
  // Each run reads a message never seen before (its start marked), so no cache makes a repeat look cheap.
  for (const [name, text] of WORST_MESSAGES) {
    timings.push(messageTiming(name, text.length, (run) => marked(text, `${run} `)));
  }
  // Words never read before, different in every run: no cache of words read makes a later run cheap.
  for (const kind of ['unknown', 'misspelt'] as const) {
    timings.push(
      messageTiming(`${kind} words, all different`, MESSAGE_CHARS, (run) =>
        distinctWords(kind, 1000 + run)(0, MESSAGE_CHARS),
      ),
    );
  }
  timings.push(...freshMaximalCaseTurns(engine), maximalCaseMessage(engine));
  for (const [name, field] of WORST_FIELDS) {
    timings.push(await analysisTiming(moduleUrl, `one hard-stop field: ${name}`, marks(oneFieldCase(field))));
  }
  // The largest case once per kind of field: repeated phrases and text that never repeats cost differently.
  const limit = formatCount(MAX_CASE_TEXT_CHARS);
  for (const [name, field] of WORST_FIELDS) {
    timings.push(
      await analysisTiming(
        moduleUrl,
        `maximal case (20 phases, ${limit} characters, in the hard stops): ${name}`,
        marks(maximalCase(field)),
      ),
    );
  }
  // Words never read before in every field: what the spelling corrector and the caches of words cost.
  for (const kind of ['unknown', 'misspelt'] as const) {
    timings.push(
      await analysisTiming(
        moduleUrl,
        `maximal case (20 phases, ${limit} characters, in the hard stops): ${kind} words, all different`,
        Array.from({ length: WARMUPS + ANALYSIS_RUNS }, (_, seed) => maximalCase(distinctWords(kind, seed))),
      ),
    );
  }
  timings.push(
    await analysisTiming(
      moduleUrl,
      `maximal case (20 phases, ${limit} characters, spread over every field): varied mentions, never repeating`,
      marks(maximalCase(VARIED_FIELD, 'every field')),
    ),
  );
  const maximal = maximalCase(VARIED_FIELD);
  if (engine.caseAnalysis) {
    const last = maximal.Phases.length - 1;
    timings.push(
      await analysisTiming(
        moduleUrl,
        'one phase of the maximal case: the first (as a turn in phase 1 asks for it)',
        marks(maximal),
        0,
      ),
      await analysisTiming(
        moduleUrl,
        `one phase of the maximal case: the last (its findings read the ${last} phases before it)`,
        marks(maximal),
        last,
      ),
    );
  }
  return timings;
}

/** An action a trainee reports: the turn judges it against the author's rules, read from every hard stop. */
const FIRST_ACTION = 'I call for help and pick a child size mask with a 500 mL bag on oxygen at 15 lpm.';

/**
 * The first turns on the largest case the schema allows, each run on a case object and texts the engine has not
 * seen (a case just written, or a server just started): "Begin Simulation", which needs only the patient, and the
 * first action reported, which needs the phase in play and the author's rules (every phase's hard stops).
 */
function freshMaximalCaseTurns(engine: EngineModule): Timing[] {
  const maximal = maximalCase(VARIED_FIELD);
  const running = begin(engine, markedForRun(maximal, 'warm'));
  const fresh = (input: string, state: unknown) => (run: number) => {
    const caseDoc = markedForRun(maximal, `fresh${input.length}r${run}`);
    return () => engine.runTurn({ caseDoc, state, input, now: new Date(20_000), images: [] });
  };
  const timed = (name: string, input: string, state: unknown): Timing => {
    const turn = fresh(input, state);
    const runs = Array.from({ length: FRESH_CASE_RUNS }, (_, run) => measured(turn(run)));
    return { name, what: 'first turn on a fresh case', chars: input.length, ...spread(runs) };
  };
  return [
    timed('"Begin Simulation" on a fresh maximal case', 'Begin Simulation', {}),
    timed('the first action reported on a fresh maximal case', FIRST_ACTION, running),
  ];
}

/**
 * A message read on the largest case the schema allows, once its analysis is cached (as on every turn after
 * the first): what the case's size costs each turn (checking it, finding its analysis), beside the message.
 */
function maximalCaseMessage(engine: EngineModule): Timing {
  const caseDoc = maximalCase(VARIED_FIELD);
  const state = begin(engine, caseDoc);
  const [name, text] = WORST_MESSAGES[0] ?? ['', ''];
  const turn = (run: number) => () =>
    engine.runTurn({ caseDoc, state, input: marked(text, `${run} `), now: new Date(20_000), images: [] });
  turn(-1)();
  const runs = Array.from({ length: MESSAGE_RUNS }, (_, run) => measured(turn(run)));
  return {
    name: `${name}, on the maximal case (its analysis cached)`,
    what: 'read a message',
    chars: text.length,
    ...spread(runs),
  };
}

/** Wall and CPU milliseconds of one run. */
function measured(run: () => unknown): { ms: number; cpuMs: number } {
  const cpuStart = process.threadCpuUsage();
  const start = performance.now();
  run();
  const ms = performance.now() - start;
  const used = process.threadCpuUsage(cpuStart);
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function spread(runs: { ms: number; cpuMs: number }[]): {
  medianMs: number;
  maxMs: number;
  medianCpuMs: number;
} {
  const ms = runs.map((run) => run.ms);
  return {
    medianMs: round(median(ms)),
    maxMs: round(Math.max(0, ...ms)),
    medianCpuMs: round(median(runs.map((run) => run.cpuMs))),
  };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Untimed analyses before the timed ones (see analyze-worker.ts), and timed ones. */
const WARMUPS = 8;
const ANALYSIS_RUNS = 5;

/** A case for every analysis of analysisTiming, each with its texts marked apart (markedForRun). */
function marks(caseDoc: CaseDocument): CaseDocument[] {
  return Array.from({ length: WARMUPS + ANALYSIS_RUNS }, (_, run) =>
    markedForRun(caseDoc, run < WARMUPS ? `w${run}` : `r${run - WARMUPS}`),
  );
}

/**
 * analyzeCase in a worker thread, so an engine that takes minutes can be stopped at the deadline: `cases` are
 * analysed in order, the first WARMUPS untimed.
 */
function analysisTiming(
  moduleUrl: string,
  name: string,
  cases: CaseDocument[],
  phase: number | null = null,
): Promise<Timing> {
  const chars = JSON.stringify(cases[0]).length;
  const worker = new Worker(new URL('./analyze-worker.ts', import.meta.url), {
    workerData: { moduleUrl, cases, warmups: WARMUPS, budgetMs: ANALYSIS_DEADLINE_MS, phase },
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
    worker.once('message', ({ times, cpu, coldMs }: { times: number[]; cpu: number[]; coldMs: number }) => {
      clearTimeout(timer);
      void worker.terminate();
      const runs = times.map((ms, run) => ({ ms, cpuMs: cpu[run] ?? 0 }));
      resolve({ name, what: 'analyse a case', chars, ...spread(runs), coldMs: round(coldMs) });
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
