import type { CaseDocument } from '../../contract/case.ts';
import type { TurnLog } from '../../contract/tutor-turn.ts';

/** A teaching image the tutor may point to ("Related image found, image id is N"). */
export type ImageRef = { id: number; title: string; tags: string[] };

export type TurnRecord = { sender: 'user' | 'bot'; text: string };

/**
 * Everything a tutor needs for one turn. `state` belongs to the tutor: it starts as `{}` for a new
 * conversation, the tutor replaces it while responding, and the caller persists it (JSON) once the
 * reply has been fully consumed. No tutor keeps anything in process memory between turns.
 */
export type TutorConversation = {
  caseDoc: CaseDocument;
  state: Record<string, unknown>;
  /** Earlier turns of this conversation, oldest first (the LLM tutor replays them). */
  history: TurnRecord[];
  images: ImageRef[];
  instructionText: string;
  /** The current time; injected so replays and tests are deterministic. */
  now: Date;
  /** Aborted when the client goes away mid-stream: stop producing (an LLM call is cancelled). */
  signal?: AbortSignal;
  /**
   * Set by a tutor that records its turns (the reading, the engine's verdict, who read and spoke, tokens,
   * latency) once the reply has been produced; the caller stores it with the reply.
   */
  log?: TurnLog;
};

/** The one interface of the scenario engine and the LLM tutor: a reply as a stream of text chunks. */
export interface Tutor {
  /** 'engine' (offline), 'llm' (the model reads and speaks, the engine decides), 'llm-prompt' (prompt only). */
  readonly kind: 'engine' | 'llm' | 'llm-prompt';
  /** The model name for LLM tutors (recorded with each conversation). */
  readonly model?: string | undefined;
  respond(conversation: TutorConversation, input: string): AsyncIterable<string>;
}
