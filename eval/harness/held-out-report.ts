import type { HeldOutResult } from './held-out.ts';
import { markdownReport, summaryTable } from './report.ts';

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)} %`);
const of = (part: number, whole: number) => `${part}/${whole} (${pct(part, whole)})`;

/** The held-out targets, beside the development corpus's. */
export const HELD_OUT_TARGETS =
  'Held-out targets: recall ≥ 95 % with every item ≥ 90 %, every dangerous action stopped, 0 false stops, every message that earns nothing answered sensibly, ≥ 15 of 16 correct runs reach the debrief with no stop.';

/** The held-out figures in a few lines (the README and the report show them beside the development figures). */
export function heldOutSummary(result: HeldOutResult): string {
  const s = result.benchmark.overall;
  const weakest = [...result.perItem].sort((a, b) => a.read / a.expected - b.read / b.expected).slice(0, 5);
  return [
    `- Correct runs reaching the debrief with no stop: ${of(result.cleanRuns.clean, result.cleanRuns.total)}; false stops in those runs: ${s.falseStops}.`,
    `- Single-error runs stopped at their error: ${of(s.errorsStopped, s.errorScripts)}.`,
    `- Single messages: item precision ${pct(s.truePositives, s.truePositives + s.falsePositives)}, item recall ${pct(s.truePositives, s.truePositives + s.falseNegatives)} over ${s.utterances} messages; weakest items: ${weakest.map((i) => `${i.item} ${pct(i.read, i.expected)}`).join(', ')}.`,
    `- Dangerous actions in single messages stopped: ${of(result.dangers.stopped, result.dangers.total)}; messages stopped on an item they do not get wrong: ${result.messageFalseStops}.`,
    `- Messages that earn nothing answered sensibly (no "could not match", no stop): ${of(result.safe.sensible, result.safe.total)}.`,
  ].join('\n');
}

/** A blind set's section of eval/results/<out>.md: figures only, never the messages it missed. */
export function heldOutSection(result: HeldOutResult, title: string): string {
  return [
    `## ${title}`,
    '',
    summaryTable(result.benchmark),
    '',
    HELD_OUT_TARGETS,
    '',
    heldOutSummary(result),
    '',
    '| Item | Labelled | Read | Recall |',
    '| --- | --- | --- | --- |',
    ...result.perItem.map((i) => `| ${i.item} | ${i.expected} | ${i.read} | ${pct(i.read, i.expected)} |`),
    '',
  ].join('\n');
}

/**
 * A blind set's misses go to a file of their own (eval/results/<out>-held-out-misses.md for the held-out set): whoever
 * changes the reading reads the held-out misses only after the measurement they report, so the set stays unseen
 * while they tune. The former held-out set's misses (<out>-blind-1-misses.md) are development: read them freely.
 */
export function heldOutMisses(result: HeldOutResult, title: string): string {
  const lines = result.misses.map((m) => `- ${m.what}: "${m.text}" — reply: "${m.reply}"`);
  return [
    markdownReport(result.benchmark).replace('# Tutor fidelity', `# ${title}: misses`),
    '## Single messages: dangers, stops and answers',
    '',
    ...(lines.length > 0 ? lines : ['None.']),
    '',
  ].join('\n');
}
