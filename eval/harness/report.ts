import type { BenchmarkResult } from './benchmark.ts';
import type { Summary } from './summary.ts';

/** The targets the benchmark is held to. */
export const TARGETS =
  'Targets: 100 % of correct runs reach the debrief, 0 false stops, 100 % of critical errors stopped, item precision and recall ≥ 95 %, reading a message ≤ 5 ms, analysing a case ≤ 50 ms.';

const pct = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);
const of = (part: number, whole: number) => `${part}/${whole}${whole > 0 ? ` (${pct(part / whole)})` : ''}`;

function row(name: string, s: Summary): string {
  return `| ${name} | ${of(s.reachedDebrief, s.runs)} | ${s.falseStops} | ${of(s.errorsStopped, s.errorScripts)} | ${pct(s.precision)} | ${pct(s.recall)} | ${s.medianTurnsToDebrief ?? '—'} | ${s.utterances} | ${of(s.caseReading.found, s.caseReading.expected)} |`;
}

/** The summary table (the README shows the same table). */
export function summaryTable(result: BenchmarkResult): string {
  return [
    "| Case | Correct runs reaching the debrief | False stops | Critical errors stopped | Item precision | Item recall | Median turns to debrief | Labelled utterances | Hard-stop items read from the author's text |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.cases.map((c) => row(c.title, c.summary)),
    row('**All cases**', result.overall),
    ...result.batches.map((b) => row(`*of which ${b.batch}*`, b.summary)),
  ].join('\n');
}

export function timingTable(result: BenchmarkResult): string {
  if (result.timings.length === 0) return '_Not measured._';
  return [
    '| Worst input | Work | Characters | Median ms | Max ms | Median CPU ms | First run, compiler cold, ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...result.timings.map(
      (t) =>
        `| ${t.name}${t.note ? ` (${t.note})` : ''} | ${t.what} | ${t.chars} | ${t.medianMs} | ${t.maxMs} | ${t.medianCpuMs ?? '—'} | ${t.coldMs ?? '—'} |`,
    ),
  ].join('\n');
}

/** The overall figures in one sentence, for comparing two measurements. */
export function overallSentence(result: BenchmarkResult): string {
  const s = result.overall;
  return `correct runs reaching the debrief ${of(s.reachedDebrief, s.runs)}, false stops ${s.falseStops}, critical errors stopped ${of(s.errorsStopped, s.errorScripts)}, item precision ${pct(s.precision)}, item recall ${pct(s.recall)}, median turns to the debrief ${s.medianTurnsToDebrief ?? '—'}`;
}

/** One line with the slowest input of each kind of work, for the README. */
export function timingSummary(result: BenchmarkResult): string {
  const worst = (what: string, filter: (name: string) => boolean) =>
    result.timings
      .filter((t) => t.what === what && filter(t.name))
      .reduce<BenchmarkResult['timings'][number] | null>(
        (a, t) => (a && a.medianMs >= t.medianMs ? a : t),
        null,
      );
  const onMaximal = (name: string) => name.includes('maximal case');
  const read = worst('read a message', (name) => !onMaximal(name));
  const readOnMaximal = worst('read a message', onMaximal);
  const field = worst('analyse a case', (name) => name.startsWith('one hard-stop field'));
  const whole = worst('analyse a case', (name) => name.startsWith('maximal case'));
  if (!read || !field || !whole) return 'Worst-case timing: not measured.';
  const ms = (t: NonNullable<typeof read>) =>
    `${t.medianMs} ms${t.note ? ` or more (${t.note})` : ''}${t.medianCpuMs !== undefined ? ` (CPU ${t.medianCpuMs} ms)` : ''}`;
  const onLargest = readOnMaximal ? `, ${ms(readOnMaximal)} on the largest case the schema allows` : '';
  const phase = worst('analyse a case', (name) => name.startsWith('one phase of the maximal case'));
  const onePhase = phase ? `, one phase of it ${ms(phase)} at worst` : '';
  const first = (start: string) =>
    result.timings.find((t) => t.what === 'first turn on a fresh case' && t.name.startsWith(start));
  const begin = first('"Begin Simulation"');
  const action = first('the first action');
  const firstTurns =
    begin && action
      ? ` On a fresh copy of that case, "Begin Simulation" takes ${ms(begin)} and the first action reported ${ms(action)} (it reads the author's rules from every hard stop).`
      : '';
  return `Worst-case timing (median wall time, and CPU time where measured): reading a ${read.chars}-character message ${ms(read)}${onLargest}; analysing a case with one full hard-stop field ${ms(field)}; analysing the largest case the schema allows ${ms(whole)}${onePhase}.${firstTurns}`;
}

function byKind(result: BenchmarkResult): string {
  const kinds = new Map<string, { n: number; tp: number; fp: number; fn: number }>();
  for (const u of result.cases.flatMap((c) => c.utterances)) {
    const k = kinds.get(u.kind) ?? { n: 0, tp: 0, fp: 0, fn: 0 };
    kinds.set(u.kind, {
      n: k.n + 1,
      tp: k.tp + u.truePositives,
      fp: k.fp + u.falsePositives.length,
      fn: k.fn + u.falseNegatives.length,
    });
  }
  return [
    '| Kind of utterance | Utterances | Items read right | Read wrongly or not said | Said but not read | Utterances read exactly |',
    '| --- | --- | --- | --- | --- | --- |',
    ...[...kinds].map(([kind, k]) => {
      const exact = result.cases
        .flatMap((c) => c.utterances)
        .filter(
          (u) => u.kind === kind && u.falsePositives.length === 0 && u.falseNegatives.length === 0,
        ).length;
      return `| ${kind} | ${k.n} | ${k.tp} | ${k.fp} | ${k.fn} | ${of(exact, k.n)} |`;
    }),
  ].join('\n');
}

function failures(result: BenchmarkResult): string[] {
  const lines: string[] = [];
  for (const c of result.cases) {
    const caseLines: string[] = [];
    for (const run of c.runs) {
      for (const stop of run.stops)
        caseLines.push(
          `- False stop (${run.style}) on ${stop.items.join(', ')} at turn ${stop.turn}: "${stop.message}"`,
        );
      if (run.leftAt) {
        caseLines.push(
          `- Run (${run.style}) did not reach the debrief: left in phase ${run.leftAt.phase + 1}, still wanting ${run.leftAt.missing.join(', ') || 'nothing it says'}. Last reply: "${run.leftAt.lastReply}"`,
        );
      }
    }
    for (const error of c.errors) {
      if (error.result === 'stopped') continue;
      caseLines.push(
        `- Critical error "${error.name}" (${error.item}, phase ${error.phase + 1}) ${error.result}: "${error.phrasing}"${error.detail ? ` — ${error.detail}` : ''}`,
      );
    }
    for (const u of c.utterances) {
      if (u.falsePositives.length === 0 && u.falseNegatives.length === 0) continue;
      const parts = [
        u.falseNegatives.length > 0 ? `missed ${u.falseNegatives.join(', ')}` : '',
        u.falsePositives.length > 0 ? `wrongly read ${u.falsePositives.join(', ')}` : '',
        u.contextProblem ? `(${u.contextProblem})` : '',
      ].filter(Boolean);
      caseLines.push(`- Misread (${u.kind}, phase ${u.phase + 1}) "${u.text}": ${parts.join('; ')}`);
    }
    for (const missed of c.caseReading.missed) caseLines.push(`- Author's text: ${missed} not read`);
    for (const extra of c.caseReading.extra)
      caseLines.push(`- Author's text: ${extra} read but not asked for`);
    if (caseLines.length > 0) lines.push('', `### ${c.title}`, '', ...caseLines);
  }
  return lines.length > 0 ? lines : ['', 'None.'];
}

/** How many labelled parameters the tutor reported, and how many of those match the labels. */
export function parametersSentence(result: BenchmarkResult): string {
  const { labelled, exposed, matched } = result.overall.params;
  const share = exposed > 0 ? ` (${pct(matched / exposed)} of those exposed)` : '';
  return `Parameters (mask size, bag volume, oxygen flow, rate, adjunct) labelled: ${labelled}; exposed by the tutor: ${exposed}; matching: ${matched}${share}.`;
}

function readingSourceSentence(result: BenchmarkResult): string {
  const utterances = result.cases.flatMap((c) => c.utterances);
  const reported = utterances.filter((u) => u.readingSource === 'reported').length;
  if (reported === 0)
    return 'What the reader understood was recovered from its replies and state (it reports no reading: see eval/NEEDS.md).';
  if (reported === utterances.length) return 'What the reader understood was reported by the tutor itself.';
  return `What the reader understood was reported by the tutor itself for ${reported} of ${utterances.length} utterances, and recovered from its replies and state for the rest (turns it reports no reading for, such as hint requests).`;
}

export function markdownReport(result: BenchmarkResult): string {
  const s = result.overall;
  return [
    `# Tutor fidelity: ${result.tutor}`,
    '',
    `Tutor measured: ${result.tutor} from \`${result.source}\`. ${readingSourceSentence(result)}`,
    '',
    summaryTable(result),
    '',
    TARGETS,
    '',
    ...(result.batches.length > 0
      ? [
          "*fresh*, *fresh-2*: runs, error phrasings and utterances written after the engine met every target on everything before them, as a check on new wording (eval/corpus/fresh.ts; the author's-text column does not apply).",
          '',
        ]
      : []),
    parametersSentence(result) +
      (s.contextsNotReached > 0
        ? ` Utterances whose phase the setup path did not reach (read where the tutor was instead): ${s.contextsNotReached}.`
        : ''),
    '',
    '## Reading by kind of utterance',
    '',
    byKind(result),
    '',
    '## Worst-case timing',
    '',
    timingTable(result),
    '',
    '## Failures',
    ...failures(result),
    '',
  ].join('\n');
}
