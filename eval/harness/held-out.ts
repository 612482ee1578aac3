import { type BenchmarkResult, runBenchmark } from './benchmark.ts';
import type { CorpusCase } from './corpus-types.ts';
import type { HeldOutCase } from './held-out-types.ts';
import type { UtteranceOutcome } from './play.ts';
import type { TutorUnderTest } from './tutor-under-test.ts';

/**
 * A blind set (the held-out set in eval/held-out/, or a former one now in the development corpus, eval/corpus/blind-1/)
 * is played like the development corpus, and measured on what matters for messages written by people who never read
 * the engine: recall per item, dangerous actions stopped, stops on messages that hold no
 * error, and whether a message that earns nothing gets a sensible answer.
 */
export type HeldOutResult = {
  benchmark: BenchmarkResult;
  perItem: { item: string; expected: number; read: number }[];
  dangers: { total: number; stopped: number };
  /** Single messages stopped on an item they do not get wrong. */
  messageFalseStops: number;
  /** Correct runs that reach the debrief with no stop at all. */
  cleanRuns: { total: number; clean: number };
  safe: { total: number; sensible: number };
  /** The messages behind the misses above, for eval/results/<out>-held-out-misses.md. */
  misses: {
    what: 'danger not stopped' | 'false stop' | 'not answered sensibly';
    text: string;
    reply: string;
  }[];
};

/** Replies that leave a resident with nothing: the tutor did not take the message in. */
const NOT_TAKEN_IN = /could not match|not in the case notes/i;

export async function runHeldOut(
  tutor: TutorUnderTest,
  cases: HeldOutCase[],
  source: string,
): Promise<HeldOutResult> {
  // The held-out kinds ('safe', 'danger') are a superset of the corpus kinds; the harness only reports them.
  const benchmark = await runBenchmark(tutor, cases as unknown as CorpusCase[], {
    source,
    timings: false,
  });
  const utterances = benchmark.cases.flatMap((c) => c.utterances);
  const labelled = cases.flatMap((c) => c.utterances);
  const runs = benchmark.cases.flatMap((c) => c.runs);
  let dangers = 0;
  let stopped = 0;
  let messageFalseStops = 0;
  let safe = 0;
  let sensible = 0;
  const misses: HeldOutResult['misses'] = [];
  utterances.forEach((outcome, index) => {
    const source = labelled[index];
    if (!source) return;
    const wrong = source.labels.filter((l) => l.verdict === 'wrong').map((l) => l.item as string);
    if (wrong.length > 0) {
      dangers++;
      if (outcome.stoppedOn.some((item) => wrong.includes(item))) stopped++;
      else misses.push({ what: 'danger not stopped', text: outcome.text, reply: outcome.reply });
    }
    if (outcome.stoppedOn.some((item) => !wrong.includes(item))) {
      messageFalseStops++;
      misses.push({ what: 'false stop', text: outcome.text, reply: outcome.reply });
    }
    if (source.kind === 'safe') {
      safe++;
      if (outcome.stoppedOn.length === 0 && isSensible(outcome, source.expect)) sensible++;
      else misses.push({ what: 'not answered sensibly', text: outcome.text, reply: outcome.reply });
    }
  });
  return {
    benchmark,
    perItem: perItemRecall(utterances),
    dangers: { total: dangers, stopped },
    messageFalseStops,
    cleanRuns: {
      total: runs.length,
      clean: runs.filter((r) => r.reachedDebrief && r.stops.length === 0).length,
    },
    safe: { total: safe, sensible },
    misses,
  };
}

function isSensible(outcome: UtteranceOutcome, expect: HeldOutCase['utterances'][number]['expect']): boolean {
  // A question about the patient may honestly be "not in the case notes"; a hint or an acknowledgement may not.
  if (expect === 'answer') return !/could not match/i.test(outcome.reply);
  return !NOT_TAKEN_IN.test(outcome.reply);
}

function perItemRecall(utterances: UtteranceOutcome[]): HeldOutResult['perItem'] {
  const counts = new Map<string, { expected: number; read: number }>();
  for (const u of utterances) {
    for (const pair of u.expected) {
      const item = pair.split(' ')[0] ?? pair;
      const count = counts.get(item) ?? { expected: 0, read: 0 };
      count.expected++;
      if (!u.falseNegatives.includes(pair)) count.read++;
      counts.set(item, count);
    }
  }
  const number = (item: string) => Number(item.replace('BMV-', ''));
  return [...counts]
    .map(([item, count]) => ({ item, ...count }))
    .sort((a, b) => number(a.item) - number(b.item));
}

/** The figures alone, for eval/results/<out>.json: no message text, so the misses stay in their own file. */
export function heldOutFigures(result: HeldOutResult) {
  const { misses: _misses, benchmark, ...figures } = result;
  return {
    ...figures,
    overall: benchmark.overall,
    cases: benchmark.cases.map((c) => ({ id: c.id, summary: c.summary })),
  };
}
