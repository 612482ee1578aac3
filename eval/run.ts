/**
 * npm run eval [-- --engine <path to an engine's index.ts>] [-- --out before] [-- --no-timing] [-- --case <id>]
 *   [-- --tutor engine|llm] [-- --perfect-reader] [-- --no-held-out] [-- --held-out-misses]
 * `--tutor llm` plays the same corpus through the grounded LLM tutor (the model reads and speaks, the engine decides)
 * at LLM_BASE_URL / LLM_API_KEY / LLM_MODEL, and adds tokens, latency and how often the model served each turn;
 * its results go to eval/results/llm.* unless --out says otherwise. `--tutor llm --perfect-reader` plays it against a
 * local endpoint that reads every message as its labels say (eval/harness/perfect-reader.ts): the design's ceiling,
 * before any real model's quality (results in eval/results/llm-perfect-reader.* unless --out says otherwise).
 * Plays the fidelity corpus (eval/corpus/) through a tutor in process and writes eval/results/<out>.{json,md}:
 * correct runs that reach the debrief, false stops, critical errors stopped, item precision and recall of the
 * reading, median turns, and worst-case timings. A full run written as "latest" also refreshes the README's table.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { CaseDocument } from '../src/contract/case.ts';
import { DEVELOPMENT_BLIND_SETS } from './corpus/blind-sets.ts';
import { CORPUS } from './corpus/index.ts';
import type { BenchmarkResult } from './harness/benchmark.ts';
import { runBenchmark } from './harness/benchmark.ts';
import type { CorpusCase } from './harness/corpus-types.ts';
import { DEFAULT_ENGINE, loadEngine } from './harness/engine-module.ts';
import { engineTutor } from './harness/engine-tutor.ts';
import { type EvalUsage, groundedTutorUnderTest } from './harness/grounded-tutor-under-test.ts';
import { type HeldOutResult, heldOutFigures, runHeldOut } from './harness/held-out.ts';
import { heldOutMisses, heldOutSection, heldOutSummary } from './harness/held-out-report.ts';
import { startPerfectReader } from './harness/perfect-reader.ts';
import {
  markdownReport,
  overallSentence,
  parametersSentence,
  summaryTable,
  timingSummary,
} from './harness/report.ts';
import { HELD_OUT } from './held-out/index.ts';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    tutor: { type: 'string', default: 'engine' },
    engine: { type: 'string' },
    out: { type: 'string' },
    'no-timing': { type: 'boolean', default: false },
    /** Only this case of the corpus (its id, e.g. "toddler"), for a quick look while working on the engine. */
    case: { type: 'string' },
    /** Skip the held-out set (eval/held-out/): a look at the development corpus (and the first blind set) only. */
    'no-held-out': { type: 'boolean', default: false },
    /**
     * Also write the held-out set's misses (eval/results/<out>-held-out-misses.md): a deliberate act, once the
     * measurement that closes a change is taken, since whoever reads them can no longer measure on the set blind.
     */
    'held-out-misses': { type: 'boolean', default: false },
    /** With --tutor llm: the model is a local endpoint that reads every message as the labels say. */
    'perfect-reader': { type: 'boolean', default: false },
  },
});
if (values.tutor !== 'engine' && values.tutor !== 'llm') {
  console.error(`Unknown tutor "${values.tutor}": "engine" or "llm".`);
  process.exit(2);
}
if (values['perfect-reader'] && values.tutor !== 'llm') {
  console.error('--perfect-reader is a model for the LLM tutor: use it with --tutor llm.');
  process.exit(2);
}
const outName =
  values.out ??
  (values.tutor === 'llm' ? (values['perfect-reader'] ? 'llm-perfect-reader' : 'llm') : 'latest');
if (!/^[\w-]+$/.test(outName)) {
  console.error('--out is a file name without a path, e.g. "before".');
  process.exit(2);
}

const corpus = values.case ? CORPUS.filter((entry) => entry.id === values.case) : CORPUS;
if (corpus.length === 0) {
  console.error(`No case "${values.case}"; the corpus has: ${CORPUS.map((entry) => entry.id).join(', ')}.`);
  process.exit(2);
}
// A part of the corpus is a look, not a measurement: it never replaces the results.
const out = values.case ? `case-${values.case}` : outName;

const moduleUrl = values.engine ? new URL(`file://${resolve(values.engine)}`).href : DEFAULT_ENGINE;
// The development blind sets are played on every whole run; the held-out set can be skipped while working.
const blindSets = values.case ? [] : DEVELOPMENT_BLIND_SETS;
const withHeldOut = !values.case && !values['no-held-out'] && HELD_OUT.length > 0;
// The perfect reader knows the labels of everything played (the held-out set's too, read by code, never by eye).
const perfect = values['perfect-reader']
  ? await startPerfectReader([
      ...corpus,
      ...(blindSets.flatMap((set) => set.cases) as unknown as CorpusCase[]),
      ...((withHeldOut ? HELD_OUT : []) as unknown as CorpusCase[]),
    ])
  : null;
const llm = values.tutor !== 'llm' ? null : groundedTutorUnderTest(perfect?.config);
const tutor = llm
  ? {
      ...llm,
      start: (caseDoc: CaseDocument) => {
        perfect?.playing(caseDoc);
        return llm.start(caseDoc);
      },
    }
  : engineTutor(await loadEngine(moduleUrl), moduleUrl);
const started = performance.now();
const result = await runBenchmark(tutor, corpus, {
  source: llm ? llm.name : relative(root, fileURLToPath(moduleUrl)),
  timings: !values['no-timing'],
});
// The blind sets are measured apart, and only on a whole run: the held-out one is never a look while working.
const blind: { set: (typeof blindSets)[number]; result: HeldOutResult }[] = [];
for (const set of blindSets)
  blind.push({ set, result: await runHeldOut(tutor, set.cases, `eval/corpus/${set.file}`) });
const heldOut = withHeldOut ? await runHeldOut(tutor, HELD_OUT, 'eval/held-out') : null;
await perfect?.close();
const usage = llm?.usage();
const HELD_OUT_TITLE = 'Held out (eval/held-out/, written blind)';
const report = [
  markdownReport(result),
  ...blind.map(({ set, result }) => heldOutSection(result, set.title)),
  ...(heldOut ? [heldOutSection(heldOut, HELD_OUT_TITLE)] : []),
  ...(usage ? [usageReport(usage)] : []),
].join('\n');
writeFileSync(
  join(root, 'eval', 'results', `${out}.json`),
  `${JSON.stringify(
    {
      ...result,
      ...Object.fromEntries(blind.map(({ set, result }) => [set.key, heldOutFigures(result)])),
      heldOut: heldOut && heldOutFigures(heldOut),
      usage,
    },
    null,
    2,
  )}\n`,
);
writeFileSync(join(root, 'eval', 'results', `${out}.md`), report);
for (const { set, result } of blind)
  writeFileSync(
    join(root, 'eval', 'results', `${out}-${set.file}-misses.md`),
    heldOutMisses(result, set.title),
  );
if (heldOut && values['held-out-misses'])
  writeFileSync(
    join(root, 'eval', 'results', `${out}-held-out-misses.md`),
    heldOutMisses(heldOut, HELD_OUT_TITLE),
  );
// Only a full run (with timings) refreshes the README.
if (out === 'latest' && !values['no-timing'])
  refreshReadme(
    [
      '**Development corpus** (eval/corpus/, written while the engine was tuned):',
      summaryTable(result),
      parametersSentence(result),
      timingSummary(result),
      ...beforeLines(),
      ...blind.flatMap(({ set, result }) => [`**${set.title}**:`, heldOutSummary(result)]),
      ...(heldOut
        ? ['**Held out** (eval/held-out/, written blind; see its README):', heldOutSummary(heldOut)]
        : []),
    ].join('\n\n'),
  );
console.log(summaryTable(result));
for (const { set, result } of blind) console.log(`\n${set.title}:\n${heldOutSummary(result)}`);
if (heldOut) console.log(`\nHeld out:\n${heldOutSummary(heldOut)}`);
if (usage) console.log(`\n${usageReport(usage)}`);
console.log(`\nWritten eval/results/${out}.{json,md} in ${Math.round(performance.now() - started)} ms.`);

/** The original engine's figures (eval/results/before.json), to show beside the latest. */
function beforeLines(): string[] {
  const path = join(root, 'eval', 'results', 'before.json');
  if (!existsSync(path)) return [];
  const before = JSON.parse(readFileSync(path, 'utf8')) as BenchmarkResult;
  return [
    `Before this work (the original engine, \`eval/results/before.md\`, same corpus; its largest case was the 820,000 characters the per-field limits allowed): ${overallSentence(before)}. ${timingSummary(before)}`,
  ];
}

/** The README shows the latest table between two markers. */
function refreshReadme(table: string) {
  const path = join(root, 'README.md');
  const readme = readFileSync(path, 'utf8');
  const begin = '<!-- fidelity-table:begin -->';
  const end = '<!-- fidelity-table:end -->';
  const from = readme.indexOf(begin);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) return;
  writeFileSync(path, `${readme.slice(0, from + begin.length)}\n${table}\n${readme.slice(to)}`);
}

/** What a model run cost and how often the model (not the engine) served a turn. */
function usageReport(usage: EvalUsage): string {
  const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
  return [
    `## The model (${usage.model})`,
    '',
    '| Turns | Tokens in per turn | Tokens out per turn | Latency p50 / p95 / max (ms) | Read by the model | Spoken by the model | Replies overruled |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| ${usage.turns} | ${usage.tokensInPerTurn} | ${usage.tokensOutPerTurn} | ${usage.latencyMs.p50} / ${usage.latencyMs.p95} / ${usage.latencyMs.max} | ${percent(usage.modelRead)} | ${percent(usage.modelSpoke)} | ${usage.overruled} |`,
    '',
  ].join('\n');
}
