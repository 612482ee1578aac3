import type { CaseDocument } from '../../src/contract/case.ts';
import { CHECKLIST } from '../../src/contract/checklist.ts';
import type { Params, Verdict } from './corpus-types.ts';
import type { Conversation, EngineModule } from './engine-module.ts';
import { engineTimings } from './engine-timings.ts';
import type { ItemReading, TurnObservation, TutorSession, TutorUnderTest } from './tutor-under-test.ts';

/** The parts of the engine's state the benchmark reads. */
type StateView = {
  stage: 'waiting' | 'running' | 'complete';
  phase: number;
  attempt: number;
  phaseItems: string[];
  hardStops: { item: string }[];
};

const START = Date.parse('2025-03-01T09:00:00Z');
/** Simulated time between messages: a resident types and acts in about 20 s. */
const STEP_MS = 20_000;

export function engineTutor(engine: EngineModule, moduleUrl: string): TutorUnderTest {
  return {
    name: 'engine',
    start: (caseDoc) => engineSession(engine, caseDoc),
    requiredByPhase: (caseDoc) => engine.analyzeCase(caseDoc).phases.map((phase) => [...phase.requiredItems]),
    timings: () => engineTimings(engine, moduleUrl),
  };
}

function engineSession(engine: EngineModule, caseDoc: CaseDocument): TutorSession {
  const tutor = new engine.ScenarioEngine();
  const labels = labelIndex(CHECKLIST);
  let stored = '{}';
  let now = START;
  const view = () => JSON.parse(stored) as StateView;
  return {
    async say(input) {
      const before = JSON.parse(stored) as Record<string, unknown>;
      const conversation: Conversation = {
        caseDoc,
        state: structuredClone(before),
        history: [],
        images: [],
        instructionText: '',
        now: new Date(now),
      };
      let reply = '';
      const generator = tutor.respond(conversation, input);
      let step = await generator.next();
      for (; !step.done; step = await generator.next()) reply += step.value;
      // The engine returns its new state as the generator's result; an older checkout mutated the conversation.
      const returned = (step.value as { state?: Record<string, unknown> } | undefined)?.state;
      stored = JSON.stringify(returned ?? conversation.state);
      const reported = engine.runTurn({
        caseDoc,
        state: before,
        input,
        now: new Date(now),
        images: [],
      }).reading;
      now += STEP_MS;
      return observe(before as Partial<StateView>, view(), reply, reported, labels);
    },
    missing() {
      const state = view();
      if (state.stage !== 'running') return [];
      const required = engine.analyzeCase(caseDoc).phases[state.phase]?.requiredItems ?? [];
      // Items done in an earlier phase that still hold count too (state.heldItems; absent in older engines).
      const held = (state as StateView & { heldItems?: string[] }).heldItems ?? [];
      return required.filter((item) => !state.phaseItems.includes(item) && !held.includes(item));
    },
  };
}

function observe(
  before: Partial<StateView>,
  after: StateView,
  reply: string,
  reported: unknown,
  labels: Map<string, string>,
): TurnObservation {
  const stoppedOn = after.hardStops.slice(before.hardStops?.length ?? 0).map((stop) => stop.item);
  const fromEngine = reportedReading(reported);
  const read = fromEngine ?? recoveredReading(reply, stoppedOn, labels);
  return {
    reply,
    stage: after.stage,
    phase: after.phase,
    stoppedOn,
    read,
    readingSource: fromEngine ? 'reported' : 'recovered',
  };
}

/** The engine's own account of its reading (eval/NEEDS.md), when it gives one. */
function reportedReading(reported: unknown): ItemReading[] | null {
  if (!reported || typeof reported !== 'object' || !Array.isArray((reported as { items?: unknown }).items))
    return null;
  const items = (reported as { items: { item: string; verdict: string; params?: Params }[] }).items;
  return items.map(({ item, verdict, params }) => ({
    item,
    verdict: asVerdict(verdict),
    ...(params ? { params } : {}),
  }));
}

/** The engine's judgement kinds, as the labels count them: only ok and wrong are actions read. */
function asVerdict(kind: string): Verdict {
  return kind === 'ok' || kind === 'wrong' ? kind : 'none';
}

function labelIndex(checklist: readonly { id: string; label: string }[]): Map<string, string> {
  return new Map(checklist.map((entry) => [entry.label.toLowerCase(), entry.id]));
}

/**
 * Without a reported reading, what the reader understood is recovered from what the trainee is shown: the items
 * it stopped on, and the "Noted:" lines that acknowledge each item read ("- Mask size: ...", "- Careful, mask
 * size: ..."). A stop shows only the stop, so items read right in the same message are not seen.
 */
function recoveredReading(reply: string, stoppedOn: string[], labels: Map<string, string>): ItemReading[] {
  const read = new Map<string, Verdict>(stoppedOn.map((item) => [item, 'wrong']));
  const lines = reply.split('\n');
  const start = lines.indexOf('Noted:');
  if (start < 0) return [...read].map(([item, verdict]) => ({ item, verdict }));
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('- ')) break;
    const careful = /^- Careful, ([^:]+):/.exec(line);
    if (careful?.[1]) {
      const item = labels.get(careful[1].toLowerCase());
      if (item) read.set(item, 'wrong');
      continue;
    }
    const named = /^- ([^:.]+)[:.]/.exec(line);
    const item = named?.[1] ? labels.get(named[1].toLowerCase()) : undefined;
    if (!item || read.has(item)) continue;
    const declined = /: noted (?:that you would not do this now|what you would avoid)\.$/.test(line);
    read.set(item, declined ? 'none' : 'ok');
  }
  return [...read].map(([item, verdict]) => ({ item, verdict }));
}
