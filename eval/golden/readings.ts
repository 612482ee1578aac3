import { readdirSync } from 'node:fs';
import type { CaseDocument } from '../../src/contract/case.ts';
import { sampleCase } from '../../src/server/cases/sample-case.ts';
import type { EngineState, TurnResult } from '../../src/server/sim/engine/index.ts';
import { analyzeCase, runTurn } from '../../src/server/sim/engine/index.ts';
import type { ItemCases } from '../../test/fixtures/sim/item-cases.ts';
import { CORPUS } from '../corpus/index.ts';
import type { CorpusCase } from '../harness/corpus-types.ts';
import { BEGIN } from '../harness/play.ts';

/**
 * The golden readings: what the engine reads in every message of the fidelity corpus, one line per message, in
 * corpus order. Each line is "<where> | <message> => <reading>", where the reading is the turn's kind, each item
 * with its verdict and details, and what the turn decided (a stop on items, the next phase, the debrief). The
 * file (eval/golden/readings.txt) is reviewed like code: a change to how messages are read shows in a diff as the
 * lines whose reading changed, and a change made on purpose regenerates it in the same commit (`npm run golden`).
 */

const START = Date.parse('2025-03-01T09:00:00Z');
const STEP_MS = 20_000;

type Played = { state: EngineState; at: number };

/** A conversation in progress, replayed message by message through the engine's pure turn. */
function say(caseDoc: CaseDocument, from: Played, input: string): { next: Played; result: TurnResult } {
  const result = runTurn({ caseDoc, state: from.state, input, now: new Date(from.at), images: [] });
  return { next: { state: result.state, at: from.at + STEP_MS }, result };
}

function begin(caseDoc: CaseDocument): Played {
  return say(caseDoc, { state: {} as EngineState, at: START }, BEGIN).next;
}

/** One message's reading as one line of text: stable, short, and readable in a diff. */
function describeTurn(before: EngineState, result: TurnResult): string {
  const reading = result.reading;
  const items = (reading?.items ?? []).map(({ item, verdict, params }) => {
    const details = params
      ? Object.entries(params)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => `${key}=${value}`)
      : [];
    return [item, verdict, ...details].join(' ');
  });
  const after = result.state;
  const stopped = after.hardStops.slice(before.hardStops?.length ?? 0).map((stop) => stop.item);
  const decided =
    stopped.length > 0
      ? `stop ${stopped.join(',')}`
      : after.stage === 'complete' && before.stage !== 'complete'
        ? 'debrief'
        : after.phase !== before.phase
          ? `to phase ${after.phase + 1}`
          : '';
  return [reading?.kind ?? 'none', items.join('; '), decided].filter(Boolean).join(' | ');
}

const oneLine = (text: string) => JSON.stringify(text);

/** The state after the case's setup path up to `phase` and a lead-in, memoised per case (setups are shared). */
function reacher(entry: CorpusCase) {
  const reached = new Map<string, Played>();
  return (phase: number, lead: string[] = []): Played => {
    const key = JSON.stringify([phase, lead]);
    const known = reached.get(key);
    if (known) return known;
    let played = begin(entry.caseDoc);
    for (const message of [...entry.setup.slice(0, phase).flat(), ...lead])
      played = say(entry.caseDoc, played, message).next;
    reached.set(key, played);
    return played;
  };
}

/** Every golden line of one corpus case. */
function caseLines(entry: CorpusCase): string[] {
  const lines: string[] = [];
  const reach = reacher(entry);
  const required = analyzeCase(entry.caseDoc).phases.map((phase) => phase.requiredItems.join(','));
  for (const [index, items] of required.entries())
    lines.push(`${entry.id} case phase ${index + 1} requires | ${items || '(nothing)'}`);
  for (const run of entry.runs) {
    let played = begin(entry.caseDoc);
    for (const [turn, message] of run.messages.entries()) {
      const { next, result } = say(entry.caseDoc, played, message);
      lines.push(
        `${entry.id} run "${run.style}" ${turn + 1} | ${oneLine(message)} => ${describeTurn(played.state, result)}`,
      );
      played = next;
      if (result.state.stage === 'complete') break;
    }
  }
  for (const error of entry.errors) {
    const lead = reach(error.phase, error.lead);
    for (const phrasing of error.phrasings) {
      const { result } = say(entry.caseDoc, lead, phrasing);
      lines.push(
        `${entry.id} error "${error.name}" p${error.phase + 1} | ${oneLine(phrasing)} => ${describeTurn(lead.state, result)}`,
      );
    }
  }
  for (const utterance of entry.utterances) {
    const phase = utterance.phase ?? 0;
    const lead = reach(phase);
    const { result } = say(entry.caseDoc, lead, utterance.text);
    lines.push(
      `${entry.id} ${utterance.kind} p${phase + 1} | ${oneLine(utterance.text)} => ${describeTurn(lead.state, result)}`,
    );
  }
  return lines;
}

/** The golden readings of the whole corpus, as the lines of the file. */
export function goldenLines(corpus: readonly CorpusCase[] = CORPUS): string[] {
  return corpus.flatMap(caseLines);
}

const ITEMS_DIR = new URL('../../src/server/sim/engine/items/', import.meta.url);

/**
 * The readings of every item test's messages (src/server/sim/engine/items/bmv-NN-*.test.ts, their CASES), said
 * first thing in the sample case as the tests say them: a change to an item's reading shows here too.
 */
export async function itemExampleLines(): Promise<string[]> {
  const files = readdirSync(ITEMS_DIR)
    .filter((name) => /^bmv-\d+-.*\.test\.ts$/.test(name))
    .sort();
  const lines: string[] = [];
  for (const file of files) {
    const { CASES } = (await import(new URL(file, ITEMS_DIR).href)) as { CASES: ItemCases };
    const begun = begin(CASES.caseDoc ?? sampleCase);
    const name = file.replace(/\.test\.ts$/, '');
    for (const [kind, messages] of Object.entries({
      valid: CASES.valid,
      invalid: CASES.invalid,
      'not done': CASES.notDone ?? [],
    })) {
      for (const message of messages) {
        const { result } = say(CASES.caseDoc ?? sampleCase, begun, message);
        lines.push(`${name} ${kind} | ${oneLine(message)} => ${describeTurn(begun.state, result)}`);
      }
    }
  }
  return lines;
}

const keyOf = (line: string) => line.split(' => ')[0] ?? line;

/**
 * The readings that differ between the golden file and the live engine, as a reviewer wants them: per message,
 * the golden reading (-) and the live one (+). Lines are paired by their place in the corpus and message.
 */
export function readingDiff(golden: readonly string[], live: readonly string[]): string[] {
  const out: string[] = [];
  const count = Math.max(golden.length, live.length);
  for (let index = 0; index < count; index += 1) {
    const was = golden[index];
    const now = live[index];
    if (was === now) continue;
    if (was !== undefined && now !== undefined && keyOf(was) === keyOf(now)) {
      out.push(
        `  ${keyOf(was)}`,
        `    - ${was.slice(keyOf(was).length + 4)}`,
        `    + ${now.slice(keyOf(now).length + 4)}`,
      );
      continue;
    }
    if (was !== undefined) out.push(`- ${was}`);
    if (now !== undefined) out.push(`+ ${now}`);
  }
  return out;
}
