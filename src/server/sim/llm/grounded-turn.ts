/**
 * One turn of the grounded tutor: the model reads, the engine decides, the model speaks. Each step the model
 * takes may fail or be refused, and then the engine does it instead: its own reader reads the trainee's words,
 * or its own wording is sent. The turn never throws and always has a reply; the next turn tries the model again.
 */
import type OpenAI from 'openai';
import type { CaseDocument } from '../../../contract/case.ts';
import type { Reading, TurnLog, Verdict } from '../../../contract/tutor-turn.ts';
import { chunkReply as engineChunks } from '../engine/chunks.ts';
import type { EngineState } from '../engine/index.ts';
import type { ImageRef, TurnRecord } from '../tutor.ts';
import { DEFAULT_TURN_DEADLINE_MS } from './bounds.ts';
import { engineInputs } from './canonical.ts';
import { decide } from './decide.ts';
import { fallbackNote, type TutorFailure } from './failures.ts';
import { readerMessages, speakerMessages, speakerSystemPrompt } from './grounded-prompts.ts';
import { type ReadMode, readWithModel, speakWithModel } from './model-calls.ts';
import { checkSpoken } from './speak-check.ts';

/** The model, when there is one: `client` undefined means no call can succeed (e.g. no key for OpenAI). */
export type ModelAccess = {
  client: OpenAI | undefined;
  model: string;
  timeoutMs: number;
  readMode: ReadMode;
  /** Longest the turn's two calls may take together; DEFAULT_TURN_DEADLINE_MS unless given. */
  turnDeadlineMs?: number | undefined;
};

export type GroundedTurnInput = {
  caseDoc: CaseDocument;
  state: unknown;
  history: TurnRecord[];
  images: ImageRef[];
  instructionText: string;
  now: Date;
  signal?: AbortSignal | undefined;
};

export type GroundedTurnResult = {
  state: EngineState;
  /** The reply in the pieces it is streamed in. */
  chunks: string[];
  log: TurnLog;
  /** The model's first failure in this turn, if any (for logs). */
  failure: TutorFailure | null;
};

/** Failures after which the service is still up in this turn; any other means a second call would fail too. */
const SERVICE_STILL_UP = new Set(['invalid_answer', 'empty_reply', 'too_long', 'aborted']);

export async function groundedTurn(
  access: ModelAccess | null,
  turn: GroundedTurnInput,
  input: string,
): Promise<GroundedTurnResult> {
  const started = performance.now();
  const usage = { tokensIn: 0, tokensOut: 0 };
  const call = access?.client
    ? {
        client: access.client,
        model: access.model,
        timeoutMs: access.timeoutMs,
        signal: turn.signal,
        deadline: AbortSignal.timeout(access.turnDeadlineMs ?? DEFAULT_TURN_DEADLINE_MS),
      }
    : null;
  let failure: TutorFailure | null =
    access && !access.client ? { code: 'no_api_key', detail: 'no key' } : null;

  // Read.
  let reading: Reading | null = null;
  let readFailure: string | null = failure?.code ?? null;
  if (call && access) {
    const read = await readWithModel(call, access.readMode, readerMessages(turn.history, input));
    usage.tokensIn += read.tokensIn;
    usage.tokensOut += read.tokensOut;
    if (read.ok) reading = read.reading;
    else {
      failure = read.failure;
      readFailure = `${read.failure.code}: ${read.failure.detail}`.slice(0, 300);
    }
  }

  // Decide: exactly the engine, on its own reading when the model gave none.
  const { state, verdict } = decide(turn, input, reading ? engineInputs(reading) : { raw: true });

  // Speak.
  let spoken: string[] | null = null;
  let speakFailure: string | null = null;
  const unavailable = failure !== null && !SERVICE_STILL_UP.has(failure.code);
  if (access && (!call || unavailable || turn.signal?.aborted)) {
    speakFailure = `not tried: ${failure?.code ?? 'aborted'}`;
  } else if (call) {
    const messages = speakerMessages(turn.instructionText, verdict, input);
    const spoke = await speakWithModel(call, messages);
    usage.tokensIn += spoke.tokensIn;
    usage.tokensOut += spoke.tokensOut;
    if (!spoke.ok) {
      // The service failing now matters more than a malformed reading before: it decides the note.
      if (!failure || SERVICE_STILL_UP.has(failure.code)) failure = spoke.failure;
      speakFailure = `${spoke.failure.code}: ${spoke.failure.detail}`.slice(0, 300);
    } else {
      const why = checkSpoken(
        spoke.chunks.join(''),
        verdict,
        input,
        speakerSystemPrompt(turn.instructionText),
      );
      if (why === null) spoken = spoke.chunks;
      else speakFailure = `overruled: ${why}`;
    }
  }

  const chunks = spoken ? withTable(spoken, verdict) : engineChunks(verdict.engineReply);
  if (failure && !SERVICE_STILL_UP.has(failure.code)) chunks.push(`\n\n${fallbackNote(failure.code)}`);
  const modelName = access?.model ?? 'engine';
  return {
    state,
    chunks,
    failure,
    log: {
      reader: reading ? modelName : 'engine',
      speaker: spoken ? modelName : 'engine',
      reading,
      verdict,
      readFailure,
      speakFailure,
      ...usage,
      latencyMs: Math.round(performance.now() - started),
    },
  };
}

/** The model's words, then the engine's checklist table verbatim when the turn ended the case. */
function withTable(spoken: string[], verdict: Verdict): string[] {
  if (!verdict.debriefTable) return [...spoken];
  return [...spoken, '\n\n', ...engineChunks(verdict.debriefTable)];
}
