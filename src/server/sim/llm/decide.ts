/**
 * Decide: the scenario engine runs the turn, exactly as in engine mode, on the engine's own reading of
 * either the trainee's words or the canonical sentences of the model's reading. Its verdict (what the
 * engine decided) is then taken from its state before and after and from its reply, through the engine's
 * public surface only.
 */
import type { CaseDocument } from '../../../contract/case.ts';
import type { ChecklistItemId } from '../../../contract/checklist.ts';
import type { StopFact, Verdict } from '../../../contract/tutor-turn.ts';
import { type EngineState, EngineStateSchema, initialState, runTurn } from '../engine/index.ts';
import type { ImageRef } from '../tutor.ts';
import { type EngineInputs, NO_ACTION } from './canonical.ts';

type DecideInput = { caseDoc: CaseDocument; state: unknown; now: Date; images: ImageRef[] };

/** Runs the engine over `inputs` (one or more engine turns) and returns the new state and the verdict. */
export function decide(
  turn: DecideInput,
  input: string,
  inputs: EngineInputs,
): { state: EngineState; verdict: Verdict } {
  const before = readState(turn.state);
  // Before "Begin Simulation" and after the debrief there is nothing to act on: the engine reads the words, so a
  // misreading can never keep a case from starting.
  const raw = inputs.raw || before.stage !== 'running';
  const said = raw ? [input] : [...inputs.questions, ...(inputs.actions ? [inputs.actions] : [])];
  if (said.length === 0) said.push(NO_ACTION);
  let state: EngineState = before;
  const replies: string[] = [];
  for (const text of said) {
    const result = runTurn({ caseDoc: turn.caseDoc, state, input: text, now: turn.now, images: turn.images });
    state = result.state;
    replies.push(result.reply);
    // A stop rewinds and a debrief ends the case: what was said after it belongs to another moment.
    if (state.stage !== 'running' || state.hardStops.length > before.hardStops.length) break;
  }
  const engineReply = replies.join('\n\n');
  return { state, verdict: verdictOf(before, state, engineReply, said) };
}

function readState(stored: unknown): EngineState {
  const parsed = EngineStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : initialState();
}

function verdictOf(before: EngineState, after: EngineState, reply: string, said: string[]): Verdict {
  const stops = stopFacts(before, after, reply);
  const done = (Object.keys(after.items) as ChecklistItemId[]).filter(
    (item) => after.items[item]?.doneAtMs != null && before.items[item]?.doneAtMs == null,
  );
  const hint = /\*\*Hint\*\*: ([^\n]+)/.exec(reply)?.[1] ?? null;
  const debriefAt =
    after.stage === 'complete' && before.stage === 'running' ? reply.indexOf('**Debrief**') : -1;
  const tableAt = debriefAt >= 0 ? reply.indexOf('**Checklist**', debriefAt) : -1;
  const kind: Verdict['kind'] =
    before.stage === 'waiting' && after.stage === 'running'
      ? 'begin'
      : stops.length > 0
        ? 'stop'
        : debriefAt >= 0
          ? 'debrief'
          : after.phase > before.phase
            ? 'advance'
            : hint
              ? 'hint'
              : done.length > 0
                ? 'progress'
                : /^\*\*(?:Vitals|[A-Z][\w ]+)\*\*: /m.test(reply)
                  ? 'answer'
                  : 'other';
  return {
    kind,
    phase: after.phase + 1,
    attempt: after.attempt,
    stage: after.stage,
    stops,
    done,
    hint,
    debriefFacts: debriefAt >= 0 ? reply.slice(debriefAt, tableAt >= 0 ? tableAt : undefined).trim() : null,
    debriefTable: tableAt >= 0 ? reply.slice(tableAt).trim() : null,
    engineReply: reply,
    engineInput: said,
  };
}

/**
 * The stops of this turn: the items and "what" from the engine's hard-stop records, the "why" and "instead"
 * from its pause text (one stop: three lines; several: one "- what why Instead: instead" line each).
 */
function stopFacts(before: EngineState, after: EngineState, reply: string): StopFact[] {
  const records = after.hardStops.slice(before.hardStops.length);
  if (records.length === 0) return [];
  const single = /\*\*Pause\.\*\* ([^\n]*)\nWhy it matters: ([^\n]*)\nWhat to do instead: ([^\n]*)/.exec(
    reply,
  );
  return records.map((record) => {
    if (single && records.length === 1) {
      return { item: record.item, what: record.what, why: single[2] ?? '', instead: single[3] ?? '' };
    }
    const line = reply.split('\n').find((l) => l.startsWith(`- ${record.what} `)) ?? '';
    const rest = line.slice(record.what.length + 3);
    const at = rest.lastIndexOf(' Instead: ');
    return {
      item: record.item,
      what: record.what,
      why: at >= 0 ? rest.slice(0, at) : rest,
      instead: at >= 0 ? rest.slice(at + ' Instead: '.length) : '',
    };
  });
}
