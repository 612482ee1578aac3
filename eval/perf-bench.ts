/**
 * node eval/perf-bench.ts [runs] [engine index.ts ...]: wall ms (median of `runs`) of the case analyses the
 * benchmark's limit is about, for each engine given (the working tree's when none), interleaved run by run so
 * that load from other processes falls on every engine alike: the maximal case of varied mentions (in the hard
 * stops, and spread over every field), of misspelt words all different, and the first action reported on a
 * fresh maximal case (a turn that reads the author's rules from every hard stop). Every run reads texts never
 * seen (markedForRun, distinctWords), so no cache makes a repeat look cheap.
 */
import { resolve } from 'node:path';
import { DEFAULT_ENGINE, type EngineModule, loadEngine } from './harness/engine-module.ts';
import { distinctWords, markedForRun, maximalCase, variedMentions } from './harness/worst-inputs.ts';

const runs = Number(process.argv[2] ?? 30);
const paths = process.argv.slice(3);
const engines: [string, EngineModule][] = [];
for (const path of paths.length > 0 ? paths : [DEFAULT_ENGINE]) {
  engines.push([path, await loadEngine(path.startsWith('file:') ? path : resolve(path))]);
}

const FIRST_ACTION = 'I call for help and pick a child size mask with a 500 mL bag on oxygen at 15 lpm.';
const varied = variedMentions(4000, 2);
const maximal = maximalCase(varied);
const everyField = maximalCase(varied, 'every field');
const begin = (engine: EngineModule, caseDoc: ReturnType<typeof maximalCase>) =>
  engine.runTurn({ caseDoc, state: {}, input: 'Begin Simulation', now: new Date(0), images: [] }).state;

type Work = { name: string; prepare: (engine: EngineModule, run: string, seed: number) => () => unknown };
const works: Work[] = [
  {
    name: 'varied mentions (hard stops)',
    prepare: (engine, run) => {
      const doc = markedForRun(maximal, run);
      return () => engine.analyzeCase(doc);
    },
  },
  {
    name: 'varied mentions (every field)',
    prepare: (engine, run) => {
      const doc = markedForRun(everyField, run);
      return () => engine.analyzeCase(doc);
    },
  },
  {
    name: 'misspelt words, all different',
    prepare: (engine, _run, seed) => {
      const doc = maximalCase(distinctWords('misspelt', seed));
      return () => engine.analyzeCase(doc);
    },
  },
  {
    name: 'first action, fresh maximal case',
    prepare: (engine, run) => {
      const state = begin(engine, markedForRun(maximal, `warm${run}`));
      const caseDoc = markedForRun(maximal, `fresh${run}`);
      return () => engine.runTurn({ caseDoc, state, input: FIRST_ACTION, now: new Date(20_000), images: [] });
    },
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const times = works.map(() => engines.map(() => [] as number[]));
const WARMUPS = 8;
for (let run = -WARMUPS; run < runs; run++) {
  for (const [w, work] of works.entries()) {
    for (const [e, [, engine]] of engines.entries()) {
      const go = work.prepare(engine, `b${e}r${run}`, 5000 + run);
      const start = performance.now();
      go();
      const ms = performance.now() - start;
      if (run >= 0) times[w]?.[e]?.push(ms);
    }
  }
}
for (const [e, [path]] of engines.entries()) {
  console.log(path);
  for (const [w, work] of works.entries()) {
    const t = times[w]?.[e] ?? [];
    console.log(
      `  ${work.name.padEnd(34)} median ${median(t).toFixed(1)} ms  min ${Math.min(...t).toFixed(1)}`,
    );
  }
}
