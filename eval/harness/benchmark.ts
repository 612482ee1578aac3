import type { Batch, CorpusCase } from './corpus-types.ts';
import { playError, playRun, playUtterance } from './play.ts';
import {
  type CaseResult,
  compareCaseReading,
  mergeCaseReadings,
  type Summary,
  summarise,
} from './summary.ts';
import type { Timing, TutorUnderTest } from './tutor-under-test.ts';

export type BenchmarkResult = {
  tutor: string;
  source: string;
  readingSource: 'reported' | 'recovered' | 'mixed';
  overall: Summary;
  /** The same figures on each batch written after the engine met its targets on what came before. */
  batches: { batch: Batch; summary: Summary }[];
  cases: CaseResult[];
  timings: Timing[];
};

/** Plays the whole corpus through one tutor. */
export async function runBenchmark(
  tutor: TutorUnderTest,
  corpus: CorpusCase[],
  options: { source: string; timings: boolean },
): Promise<BenchmarkResult> {
  const cases: CaseResult[] = [];
  for (const entry of corpus) cases.push(await benchmarkCase(tutor, entry));
  const runs = cases.flatMap((c) => c.runs);
  const errors = cases.flatMap((c) => c.errors);
  const utterances = cases.flatMap((c) => c.utterances);
  const sources = new Set(utterances.map((u) => u.readingSource));
  return {
    tutor: tutor.name,
    source: options.source,
    readingSource: sources.size > 1 ? 'mixed' : sources.has('reported') ? 'reported' : 'recovered',
    overall: summarise(runs, errors, utterances, mergeCaseReadings(cases.map((c) => c.caseReading))),
    batches: [...new Set(utterances.flatMap((u) => (u.batch ? [u.batch] : [])))].map((batch) => ({
      batch,
      summary: summarise(
        runs.filter((r) => r.batch === batch),
        errors.filter((e) => e.batch === batch),
        utterances.filter((u) => u.batch === batch),
        { expected: 0, found: 0, missed: [], extra: [] },
      ),
    })),
    cases,
    timings: options.timings && tutor.timings ? await tutor.timings() : [],
  };
}

async function benchmarkCase(tutor: TutorUnderTest, entry: CorpusCase): Promise<CaseResult> {
  const runs = [];
  for (const run of entry.runs) runs.push(await playRun(tutor, entry, run));
  const errors = [];
  for (const error of entry.errors) {
    for (const phrasing of error.phrasings) errors.push(await playError(tutor, entry, error, phrasing));
  }
  const utterances = [];
  for (const utterance of entry.utterances) utterances.push(await playUtterance(tutor, entry, utterance));
  const caseReading = compareCaseReading(entry, tutor.requiredByPhase?.(entry.caseDoc) ?? null);
  return {
    id: entry.id,
    title: entry.title,
    summary: summarise(runs, errors, utterances, caseReading),
    runs,
    errors,
    utterances,
    caseReading,
  };
}
