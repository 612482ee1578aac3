import type { CorpusCase } from './corpus-types.ts';
import type { ErrorOutcome, RunOutcome, UtteranceOutcome } from './play.ts';

export type CaseReading = { expected: number; found: number; missed: string[]; extra: string[] };

export type Summary = {
  runs: number;
  reachedDebrief: number;
  falseStops: number;
  medianTurnsToDebrief: number | null;
  errorScripts: number;
  errorsStopped: number;
  utterances: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number | null;
  recall: number | null;
  params: { labelled: number; exposed: number; matched: number };
  /** Utterances whose phase the setup path did not reach (measured where the tutor was instead). */
  contextsNotReached: number;
  caseReading: CaseReading;
};

export type CaseResult = {
  id: string;
  title: string;
  summary: Summary;
  runs: RunOutcome[];
  errors: ErrorOutcome[];
  utterances: UtteranceOutcome[];
  caseReading: CaseReading;
};

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function summarise(
  runs: RunOutcome[],
  errors: ErrorOutcome[],
  utterances: UtteranceOutcome[],
  caseReading: CaseReading,
): Summary {
  const tp = sum(utterances.map((u) => u.truePositives));
  const fp = sum(utterances.map((u) => u.falsePositives.length));
  const fn = sum(utterances.map((u) => u.falseNegatives.length));
  return {
    runs: runs.length,
    reachedDebrief: runs.filter((r) => r.reachedDebrief).length,
    falseStops: sum(runs.map((r) => r.stops.length)),
    medianTurnsToDebrief: median(runs.flatMap((r) => (r.turnsToDebrief === null ? [] : [r.turnsToDebrief]))),
    errorScripts: errors.length,
    errorsStopped: errors.filter((e) => e.result === 'stopped').length,
    utterances: utterances.length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
    params: {
      labelled: sum(utterances.map((u) => u.params.labelled)),
      exposed: sum(utterances.map((u) => u.params.exposed)),
      matched: sum(utterances.map((u) => u.params.matched)),
    },
    contextsNotReached: utterances.filter((u) => u.contextProblem !== null).length,
    caseReading,
  };
}

/** What the tutor read from the author's hard-stop texts, against what a clinician reads there. */
export function compareCaseReading(entry: CorpusCase, analysed: string[][] | null): CaseReading {
  const missed: string[] = [];
  const extra: string[] = [];
  let found = 0;
  const expected = sum(entry.requiredByPhase.map((items) => items.length));
  if (!analysed) return { expected, found: 0, missed: ['(this tutor does not analyse cases)'], extra };
  entry.requiredByPhase.forEach((items, phase) => {
    const got = new Set(analysed[phase] ?? []);
    for (const item of items) {
      if (got.has(item)) found++;
      else missed.push(`phase ${phase + 1} ${item}`);
    }
    const wanted = new Set<string>(items);
    for (const item of got) if (!wanted.has(item)) extra.push(`phase ${phase + 1} ${item}`);
  });
  return { expected, found, missed, extra };
}

export function mergeCaseReadings(readings: CaseReading[]): CaseReading {
  return {
    expected: sum(readings.map((r) => r.expected)),
    found: sum(readings.map((r) => r.found)),
    missed: readings.flatMap((r) => r.missed),
    extra: readings.flatMap((r) => r.extra),
  };
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
