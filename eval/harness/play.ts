import type {
  Batch,
  CorpusCase,
  CorrectRun,
  CriticalError,
  Label,
  LabelledUtterance,
  Params,
} from './corpus-types.ts';
import type { ItemReading, TurnObservation, TutorSession, TutorUnderTest } from './tutor-under-test.ts';

export const BEGIN = 'Begin Simulation';

export type RunOutcome = {
  style: CorrectRun['style'];
  batch?: Batch;
  reachedDebrief: boolean;
  /** Messages after "Begin Simulation" up to and including the one that brought the debrief. */
  turnsToDebrief: number | null;
  stops: { turn: number; message: string; items: string[] }[];
  /** Where a run that did not finish was left: its phase and what the tutor still wanted there. */
  leftAt: { phase: number; missing: string[]; lastReply: string } | null;
};

/** Plays one correct trainee's messages from "Begin Simulation". */
export async function playRun(
  tutor: TutorUnderTest,
  entry: CorpusCase,
  run: CorrectRun,
): Promise<RunOutcome> {
  const session = tutor.start(entry.caseDoc);
  await session.say(BEGIN);
  const stops: RunOutcome['stops'] = [];
  let turnsToDebrief: number | null = null;
  let last: TurnObservation | null = null;
  for (const [index, message] of run.messages.entries()) {
    last = await session.say(message);
    if (last.stoppedOn.length > 0) stops.push({ turn: index + 1, message, items: last.stoppedOn });
    if (last.stage === 'complete') {
      turnsToDebrief = index + 1;
      break;
    }
  }
  const reachedDebrief = turnsToDebrief !== null;
  return {
    style: run.style,
    ...(run.batch ? { batch: run.batch } : {}),
    reachedDebrief,
    turnsToDebrief,
    stops,
    leftAt: reachedDebrief
      ? null
      : { phase: last?.phase ?? 0, missing: session.missing(), lastReply: excerpt(last?.reply ?? '') },
  };
}

/**
 * Starts a session and plays the case's setup path up to `phase`, then the error's correct lead-in. A lead-in line
 * that would take the case past `phase` (authors sometimes lead a "poor chest rise accepted" error with the line
 * that reports good chest rise, which completes the last phase) is left out, so the error is still said in the phase
 * its author meant; a lead-in line that stops the tutor is a failure.
 */
async function reachPhase(
  tutor: TutorUnderTest,
  entry: CorpusCase,
  phase: number,
  lead: string[] = [],
): Promise<{ session: TutorSession; problem: string | null }> {
  let path = await playPath(tutor, entry, phase, []);
  const kept: string[] = [];
  for (const message of lead) {
    const seen = await path.session.say(message);
    if (seen.stoppedOn.length > 0)
      return {
        session: path.session,
        problem: `lead-in stopped on ${seen.stoppedOn.join(', ')}: "${message}"`,
      };
    if (seen.stage === 'running' && seen.phase === phase) kept.push(message);
    else path = await playPath(tutor, entry, phase, kept);
    if (path.problem) return path;
  }
  return path;
}

/** A fresh session through the setup of the phases before `phase`, then `lead`; problem says where it fell short. */
async function playPath(
  tutor: TutorUnderTest,
  entry: CorpusCase,
  phase: number,
  lead: string[],
): Promise<{ session: TutorSession; problem: string | null }> {
  const session = tutor.start(entry.caseDoc);
  let seen = await session.say(BEGIN);
  for (const message of [...entry.setup.slice(0, phase).flat(), ...lead]) {
    seen = await session.say(message);
    if (seen.stoppedOn.length > 0)
      return { session, problem: `lead-in stopped on ${seen.stoppedOn.join(', ')}: "${message}"` };
  }
  const reached = seen.stage === 'running' ? seen.phase : -1;
  return {
    session,
    problem:
      reached === phase
        ? null
        : `lead-in reached ${reached < 0 ? seen.stage : `phase ${reached + 1}`}, not phase ${phase + 1}`,
  };
}

export type ErrorOutcome = {
  name: string;
  batch?: Batch;
  item: string;
  phase: number;
  phrasing: string;
  result: 'stopped' | 'stopped on another item' | 'not stopped' | 'lead-in failed';
  detail: string;
};

/** One critical error in one phrasing: the correct lead-in, then the error, which must stop on its item. */
export async function playError(
  tutor: TutorUnderTest,
  entry: CorpusCase,
  error: CriticalError,
  phrasing: string,
): Promise<ErrorOutcome> {
  const base = {
    name: error.name,
    ...(error.batch ? { batch: error.batch } : {}),
    item: error.item,
    phase: error.phase,
    phrasing,
  };
  const { session, problem } = await reachPhase(tutor, entry, error.phase, error.lead);
  if (problem) return { ...base, result: 'lead-in failed', detail: problem };
  const seen = await session.say(phrasing);
  if (seen.stoppedOn.includes(error.item)) return { ...base, result: 'stopped', detail: '' };
  if (seen.stoppedOn.length > 0)
    return { ...base, result: 'stopped on another item', detail: `stopped on ${seen.stoppedOn.join(', ')}` };
  return { ...base, result: 'not stopped', detail: excerpt(seen.reply) };
}

export type UtteranceOutcome = {
  text: string;
  batch?: Batch;
  kind: LabelledUtterance['kind'];
  phase: number;
  expected: string[];
  read: string[];
  truePositives: number;
  falsePositives: string[];
  falseNegatives: string[];
  params: { labelled: number; exposed: number; matched: number };
  contextProblem: string | null;
  readingSource: TurnObservation['readingSource'];
  /** Items the tutor stopped on for this message (a stop on an item not labelled wrong is a false stop). */
  stoppedOn: string[];
  /** The start of the tutor's reply, to judge the answers to messages that earn nothing. */
  reply: string;
};

/** One labelled utterance, said in its phase: what the tutor read, item by item, against the labels. */
export async function playUtterance(
  tutor: TutorUnderTest,
  entry: CorpusCase,
  utterance: LabelledUtterance,
): Promise<UtteranceOutcome> {
  const phase = utterance.phase ?? 0;
  const { session, problem } = await reachPhase(tutor, entry, phase);
  const seen = await session.say(utterance.text);
  return {
    ...compareReading(utterance.labels, seen.read),
    text: utterance.text,
    ...(utterance.batch ? { batch: utterance.batch } : {}),
    kind: utterance.kind,
    phase,
    contextProblem: problem,
    readingSource: seen.readingSource,
    stoppedOn: seen.stoppedOn,
    reply: excerpt(seen.reply),
  };
}

const pair = (item: string, verdict: string) => `${item} ${verdict}`;

/** Item-level comparison: an (item, verdict) pair read is right if labelled; only actions (ok, wrong) count. */
export function compareReading(labels: Label[], read: ItemReading[]) {
  const expected = labels.filter((l) => l.verdict !== 'none').map((l) => pair(l.item, l.verdict));
  const actions = read.filter((r) => r.verdict !== 'none');
  const got = [...new Set(actions.map((r) => pair(r.item, r.verdict)))];
  const params = { labelled: 0, exposed: 0, matched: 0 };
  for (const label of labels) {
    if (!label.params) continue;
    for (const [key, value] of Object.entries(label.params) as [keyof Params, unknown][]) {
      params.labelled++;
      const reading = actions.find((r) => r.item === label.item);
      if (reading?.params?.[key] === undefined) continue;
      params.exposed++;
      if (reading.params[key] === value) params.matched++;
    }
  }
  return {
    expected,
    read: got,
    truePositives: got.filter((p) => expected.includes(p)).length,
    falsePositives: got.filter((p) => !expected.includes(p)),
    falseNegatives: expected.filter((p) => !got.includes(p)),
    params,
  };
}

function excerpt(reply: string): string {
  const flat = reply.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}
