/**
 * The grounded tutor for a benchmark harness (`npm run eval -- --tutor llm`): one case played message by
 * message in process, each turn observed as the harness observes the engine (stage, phase, stops, what was
 * read item by item) plus who read and spoke, tokens and latency. Shapes are structural, so the harness needs
 * no import from here but the two functions.
 */
import type { CaseDocument } from '../../src/contract/case.ts';
import type { ChecklistItemId } from '../../src/contract/checklist.ts';
import type { Reading, TurnLog } from '../../src/contract/tutor-turn.ts';
import { loadConfig } from '../../src/server/config.ts';
import {
  caseAnalysis,
  type EngineState,
  EngineStateSchema,
  initialState,
  runTurn,
} from '../../src/server/sim/engine/index.ts';
import { openAiClient } from '../../src/server/sim/llm/client.ts';
import { groundedTurn } from '../../src/server/sim/llm/grounded-turn.ts';
import type { ReadMode } from '../../src/server/sim/llm/model-calls.ts';
import type { TurnRecord } from '../../src/server/sim/tutor.ts';

export type GroundedEvalConfig = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  readMode: ReadMode;
};

/** LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS and LLM_READ_MODE, as the server reads them. */
export function evalConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GroundedEvalConfig {
  const { tutor } = loadConfig(env);
  return {
    baseUrl: tutor.llmBaseUrl,
    apiKey: tutor.llmApiKey,
    model: tutor.llmModel,
    timeoutMs: tutor.llmTimeoutMs,
    readMode: tutor.llmReadMode,
  };
}

/** The benchmark's parameter names and units (eval/harness/corpus-types.ts on the fidelity branch). */
type Params = {
  mask?: 'neonate' | 'infant' | 'child' | 'adult';
  bagMl?: number;
  o2LPerMin?: number;
  ratePerMin?: number;
  adjunct?: 'opa' | 'npa';
};
export type ItemReading = { item: string; verdict: 'ok' | 'wrong' | 'none'; params?: Params };

export type GroundedObservation = {
  reply: string;
  stage: EngineState['stage'];
  /** 0-based phase after the turn. */
  phase: number;
  stoppedOn: string[];
  read: ItemReading[];
  /** 'reported' when the model read the message; 'recovered' (the stops only) when the engine had to. */
  readingSource: 'reported' | 'recovered';
  /** The turn's record: reader, speaker, reading, verdict, tokens in and out, latency. */
  log: TurnLog;
};

export type EvalTurnInput = {
  caseDoc: CaseDocument;
  /** The engine's state after the previous turn (`{}` to start). */
  state: unknown;
  /** Earlier messages, oldest first. */
  history: TurnRecord[];
  input: string;
  config: GroundedEvalConfig;
  now: Date;
};

/** One turn: the engine's result, the observation and the record. */
export async function evalTurn(turn: EvalTurnInput): Promise<GroundedObservation & { state: EngineState }> {
  const { client } = openAiClient(turn.config);
  const access = {
    client,
    model: turn.config.model,
    timeoutMs: turn.config.timeoutMs,
    readMode: turn.config.readMode,
  };
  const before = turn.state as Partial<EngineState>;
  const result = await groundedTurn(
    access,
    {
      caseDoc: turn.caseDoc,
      state: turn.state,
      history: turn.history,
      images: [],
      instructionText: '',
      now: turn.now,
    },
    turn.input,
  );
  const stoppedOn = result.state.hardStops.slice(before.hardStops?.length ?? 0).map((stop) => stop.item);
  const reading = result.log.reading;
  const readByEngine = reading ? null : engineReading(turn);
  return {
    state: result.state,
    reply: result.chunks.join(''),
    stage: result.state.stage,
    phase: result.state.phase,
    stoppedOn,
    read: reading
      ? itemsRead(reading, before, result.state, stoppedOn)
      : (readByEngine ?? stoppedOn.map((item) => ({ item, verdict: 'wrong' as const }))),
    readingSource: reading || readByEngine ? 'reported' : 'recovered',
    log: result.log,
  };
}

/**
 * When the engine read the turn (the model was down or its reading refused), the engine's own account of what it
 * read: the same deterministic turn run again on the state before it, as the engine-mode benchmark observes it.
 */
function engineReading(turn: EvalTurnInput): ItemReading[] | null {
  const parsed = EngineStateSchema.safeParse(turn.state);
  const state = parsed.success ? parsed.data : initialState();
  const { reading } = runTurn({ caseDoc: turn.caseDoc, state, input: turn.input, now: turn.now, images: [] });
  if (!reading || !('items' in reading)) return null;
  return reading.items.map(({ item, verdict }) => ({
    item,
    verdict: verdict === 'ok' || verdict === 'wrong' ? verdict : 'none',
  }));
}

/** Simulated time between messages, as the engine's harness uses: a resident types and acts in about 20 s. */
const STEP_MS = 20_000;

/** A case played message by message; the harness's TutorSession shape. `onTurn` sees every turn's record. */
export function evalSession(
  caseDoc: CaseDocument,
  config: GroundedEvalConfig,
  onTurn: (log: TurnLog) => void = () => {},
) {
  let state: unknown = {};
  const history: TurnRecord[] = [];
  let now = Date.parse('2025-03-01T09:00:00Z');
  return {
    async say(input: string): Promise<GroundedObservation> {
      const { state: next, ...observation } = await evalTurn({
        caseDoc,
        state,
        history: [...history],
        input,
        config,
        now: new Date(now),
      });
      state = next;
      now += STEP_MS;
      onTurn(observation.log);
      history.push({ sender: 'user', text: input }, { sender: 'bot', text: observation.reply });
      return observation;
    },
    missing(): string[] {
      const s = state as Partial<EngineState>;
      if (s.stage !== 'running' || s.phase === undefined) return [];
      const required = caseAnalysis(caseDoc).requiredItems(s.phase);
      return required.filter((item) => !s.phaseItems?.includes(item));
    },
  };
}

/**
 * The grounded tutor as the harness's TutorUnderTest, plus `usage()`: the figures per turn over everything it
 * played (tokens, latency, and how often the model read and spoke rather than the engine).
 */
export function groundedTutorUnderTest(config: GroundedEvalConfig = evalConfigFromEnv()) {
  // Only what usage() needs: a whole run plays some hundred thousand turns, and their full logs (verdicts,
  // debrief tables, readings) outgrew the default heap.
  const logs: UsageRecord[] = [];
  const keep = ({ reader, speaker, speakFailure, tokensIn, tokensOut, latencyMs }: TurnLog) =>
    logs.push({ reader, speaker, speakFailure, tokensIn, tokensOut, latencyMs });
  return {
    name: `llm (${config.model})`,
    start: (caseDoc: CaseDocument) => evalSession(caseDoc, config, keep),
    requiredByPhase: (caseDoc: CaseDocument) =>
      caseAnalysis(caseDoc)
        .all()
        .phases.map((p) => [...p.requiredItems]),
    usage: () => usageOf(logs, config.model),
  };
}

export type EvalUsage = {
  model: string;
  turns: number;
  tokensInPerTurn: number;
  tokensOutPerTurn: number;
  latencyMs: { p50: number; p95: number; max: number };
  /** Shares of turns (0..1) the model read, and spoke, rather than the engine. */
  modelRead: number;
  modelSpoke: number;
  /** Turns whose speech the check overruled. */
  overruled: number;
};

type UsageRecord = Pick<
  TurnLog,
  'reader' | 'speaker' | 'speakFailure' | 'tokensIn' | 'tokensOut' | 'latencyMs'
>;

function usageOf(logs: UsageRecord[], model: string): EvalUsage {
  const n = Math.max(1, logs.length);
  const latencies = logs.map((l) => l.latencyMs).sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const share = (count: number) => Math.round((count / n) * 1000) / 1000;
  return {
    model,
    turns: logs.length,
    tokensInPerTurn: Math.round(logs.reduce((s, l) => s + l.tokensIn, 0) / n),
    tokensOutPerTurn: Math.round(logs.reduce((s, l) => s + l.tokensOut, 0) / n),
    latencyMs: { p50: at(0.5), p95: at(0.95), max: latencies.at(-1) ?? 0 },
    modelRead: share(logs.filter((l) => l.reader !== 'engine').length),
    modelSpoke: share(logs.filter((l) => l.speaker !== 'engine').length),
    overruled: logs.filter((l) => l.speakFailure?.startsWith('overruled') === true).length,
  };
}

/**
 * The model's reading, item by item, with the engine's verdict on it: wrong when it stopped or corrected the
 * item, ok when it credited it, none for what was not an action (hypothetical, negated) or not credited.
 */
function itemsRead(
  reading: Reading,
  before: Partial<EngineState>,
  after: EngineState,
  stoppedOn: string[],
): ItemReading[] {
  const corrected = new Set(
    after.notes
      .slice(before.notes?.length ?? 0)
      .filter((n) => n.kind === 'correction')
      .map((n) => n.item),
  );
  const out = new Map<ChecklistItemId, ItemReading>();
  for (const action of reading.actions) {
    const acted = action.status === 'done' && !action.negated;
    const credited = after.phaseItems.includes(action.item) || after.items[action.item]?.doneAtMs != null;
    const verdict = !acted
      ? 'none'
      : stoppedOn.includes(action.item) || corrected.has(action.item)
        ? 'wrong'
        : credited
          ? 'ok'
          : 'none';
    const params: Params = {};
    if (action.maskSize) params.mask = action.maskSize;
    if (action.bagVolumeMl !== null) params.bagMl = action.bagVolumeMl;
    if (action.oxygenLitresPerMin !== null) params.o2LPerMin = action.oxygenLitresPerMin;
    if (action.breathsPerMin !== null) params.ratePerMin = action.breathsPerMin;
    if (action.adjunct) params.adjunct = action.adjunct;
    const previous = out.get(action.item);
    // One entry per item: a wrong reading of an item outweighs a right one in the same message.
    if (previous && (previous.verdict === 'wrong' || verdict === 'none')) continue;
    out.set(action.item, {
      item: action.item,
      verdict,
      ...(Object.keys(params).length > 0 ? { params } : {}),
    });
  }
  return [...out.values()];
}
