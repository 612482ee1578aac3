/**
 * The OpenAI-compatible client both LLM tutors use (OpenAI, Azure OpenAI's /openai/v1 endpoint, Ollama,
 * vLLM), and the idle timer that ends a request which stops sending.
 */
import OpenAI from 'openai';
import { boundedFetch } from './bounds.ts';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** Hosted services that always need a key: without one, a call could only fail, so none is made. */
const KEYED_HOSTS = [/(^|\.)openai\.com$/i, /(^|\.)azure\.com$/i];

export type ClientOptions = {
  /** Undefined means OpenAI itself. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  timeoutMs: number;
};

/** The client, or none when the endpoint needs a key and none is set (no call could succeed). */
export function openAiClient(options: ClientOptions): { client: OpenAI | undefined; hasKey: boolean } {
  const apiKey = options.apiKey?.trim() || undefined;
  const hasKey = apiKey !== undefined;
  const baseURL = options.baseUrl ?? OPENAI_BASE_URL;
  // A self-hosted server (Ollama, vLLM) usually needs no key; OpenAI and Azure always do.
  if (apiKey === undefined && needsKey(baseURL)) return { client: undefined, hasKey };
  const client = new OpenAI({
    // Explicit values: the SDK would otherwise read OPENAI_BASE_URL / OPENAI_API_KEY from the environment.
    baseURL,
    // The SDK refuses to start without a key; a keyless server gets a placeholder and no header (below).
    apiKey: apiKey ?? 'none',
    ...(apiKey === undefined ? { defaultHeaders: { Authorization: null } } : {}),
    timeout: options.timeoutMs,
    // No silent retries: the trainee is watching, and a failed turn is cheap to resend by hand.
    maxRetries: 0,
    // No answer is read past MAX_ANSWER_BYTES, streamed or not.
    fetch: boundedFetch(),
  });
  return { client, hasKey };
}

function needsKey(baseURL: string): boolean {
  let host: string;
  try {
    host = new URL(baseURL).hostname;
  } catch {
    return true; // not a URL: nothing sensible to call
  }
  return KEYED_HOSTS.some((pattern) => pattern.test(host));
}

/**
 * An idle timer over one request: it aborts `signal` when nothing arrives for `ms`. Re-armed on every
 * chunk, so a long reply that keeps streaming never times out, while a hang or a stall always does.
 */
export class Watchdog {
  readonly #controller = new AbortController();
  readonly signal = this.#controller.signal;
  readonly #ms: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  timedOut = false;

  constructor(ms: number) {
    this.#ms = ms;
  }

  arm(): void {
    this.pause();
    this.#timer = setTimeout(() => {
      this.timedOut = true;
      this.#controller.abort(new Error(`no data for ${this.#ms} ms`));
    }, this.#ms);
  }

  pause(): void {
    clearTimeout(this.#timer);
  }

  dispose(): void {
    this.pause();
    this.#controller.abort();
  }
}
