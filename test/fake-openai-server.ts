/**
 * A real local HTTP server that speaks the OpenAI chat-completions streaming protocol, for tests of
 * anything that calls an OpenAI-compatible endpoint. Each request takes the next scripted behaviour
 * (a reply, an HTTP error, a hang, a stall or a dropped connection), so a test drives the failure
 * modes of a real provider over a real socket instead of mocking the client library.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  /** Streams the chunks as `choices[0].delta.content`, then a finish_reason chunk and `[DONE]`. */
  | { kind: 'reply'; chunks: string[]; delayMs?: number }
  /** Answers with this status and an OpenAI-style `{ error: { message, type, code } }` body. */
  | { kind: 'error'; status: number; message?: string }
  /** Reads the request and never answers, not even the headers. */
  | { kind: 'hang' }
  /** Sends the headers and the first `after` chunks, then goes silent with the connection open. */
  | { kind: 'stall'; chunks: string[]; after: number }
  /** Sends the headers and the first `after` chunks, then destroys the socket mid-stream. */
  | { kind: 'drop'; chunks: string[]; after: number }
  /** Sends the first `after` chunks, then ends the response cleanly with no finish_reason and no [DONE]. */
  | { kind: 'cut'; chunks: string[]; after: number }
  /** Sends the first `after` chunks, then an in-stream `{ error }` event, as OpenAI does on a mid-reply failure. */
  | { kind: 'errorEvent'; chunks: string[]; after: number; message: string }
  /**
   * A hostile stream: `count` copies of `text`, each `delayMs` apart (0: as fast as the client reads), never
   * finishing before them. Writes wait for the socket to drain, so the fake itself holds no backlog.
   */
  | { kind: 'flood'; text: string; count: number; delayMs: number }
  /** Answers one complete (non-streamed) message: `content` as text, or as a tool call's arguments. */
  | { kind: 'message'; content: string; as: 'content' | 'toolCall' };

/** Shorthands for scripting: `fake.script(behave.reply(['Hi', '!']), behave.error(401))`. */
export const behave = {
  reply: (chunks: string[], delayMs?: number): FakeBehaviour =>
    delayMs === undefined ? { kind: 'reply', chunks } : { kind: 'reply', chunks, delayMs },
  error: (status: number, message?: string): FakeBehaviour =>
    message === undefined ? { kind: 'error', status } : { kind: 'error', status, message },
  hang: (): FakeBehaviour => ({ kind: 'hang' }),
  stall: (chunks: string[], after: number): FakeBehaviour => ({ kind: 'stall', chunks, after }),
  drop: (chunks: string[], after: number): FakeBehaviour => ({ kind: 'drop', chunks, after }),
  cut: (chunks: string[], after: number): FakeBehaviour => ({ kind: 'cut', chunks, after }),
  errorEvent: (chunks: string[], after: number, message = 'The server had an error.'): FakeBehaviour => ({
    kind: 'errorEvent',
    chunks,
    after,
    message,
  }),
  flood: (text: string, count: number, delayMs = 0): FakeBehaviour => ({
    kind: 'flood',
    text,
    count,
    delayMs,
  }),
  /** A JSON-schema answer: the message's text. Objects are sent as JSON. */
  content: (content: unknown): FakeBehaviour => ({
    kind: 'message',
    content: asText(content),
    as: 'content',
  }),
  /** A tool-call answer: the call's arguments. Objects are sent as JSON. */
  toolCall: (args: unknown): FakeBehaviour => ({ kind: 'message', content: asText(args), as: 'toolCall' }),
};

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Token counts the fake reports when asked for usage: fixed, so tests can add them up. */
export const FAKE_USAGE = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };

/**
 * Decides a request's behaviour from its body when no behaviour is queued: a fixture that reads the request
 * (e.g. the trainee's message or the verdict) and answers as a model would. Undefined falls back to the default.
 */
export type Responder = (body: ChatRequestBody) => FakeBehaviour | undefined;

export type ChatRequestBody = {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content?: unknown }[];
  tools?: unknown[];
  response_format?: { type?: string };
  stream_options?: { include_usage?: boolean };
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
  /** Set when the client closed the connection before the response was complete (e.g. it aborted). */
  clientClosedEarly: boolean;
  /** Bytes of response body written (counted for streams). */
  sentBytes: number;
};

export type FakeOpenAi = {
  /** The base URL to give a client, ending in /v1 (e.g. http://127.0.0.1:1234/v1). */
  url: string;
  requests: RecordedRequest[];
  /** Queues behaviours, one per coming request; an empty queue asks the responder, else replies `defaultReply`. */
  script(...behaviours: FakeBehaviour[]): void;
  /** Sets (or clears) the fixture that answers unscripted requests. */
  respondWith(responder: Responder | undefined): void;
  close(): Promise<void>;
};

/** What an unscripted request gets, so a reusing test that does not care about the reply needs no script. */
export const defaultReply = ['Hello', ' from', ' the fake', ' tutor.'];

const ERROR_TYPES: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Bad request.' },
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  403: { type: 'invalid_request_error', code: 'unsupported_country_region_territory', message: 'Forbidden.' },
  404: { type: 'invalid_request_error', code: 'model_not_found', message: 'The model does not exist.' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached.' },
};

/**
 * `record: false` keeps no request (`requests` stays empty): a long benchmark run against it sends some hundred
 * thousand prompts, whose bodies outgrew the heap.
 */
export async function startFakeOpenAi(options: { record?: boolean } = {}): Promise<FakeOpenAi> {
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  let created = 0;
  let responder: Responder | undefined;

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const raw = await readBody(req);
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body: parseJson(raw),
      clientClosedEarly: false,
      sentBytes: 0,
    };
    if (options.record !== false) requests.push(record);
    res.on('close', () => {
      if (!res.writableEnded) record.clientClosedEarly = true;
    });

    if (req.method !== 'POST' || (path !== '/v1/chat/completions' && path !== '/chat/completions')) {
      sendError(res, 404, `No route ${req.method} ${path} on the fake OpenAI server.`);
      return;
    }
    const body = (record.body ?? {}) as ChatRequestBody;
    const behaviour = queue.shift() ?? responder?.(body) ?? behave.reply(defaultReply);
    const id = `chatcmpl-fake-${++created}`;
    const model = typeof body.model === 'string' ? body.model : 'fake';
    const usage = body.stream_options?.include_usage === true;
    if (behaviour.kind === 'message' || (behaviour.kind === 'reply' && body.stream !== true)) {
      const message =
        behaviour.kind === 'reply'
          ? { role: 'assistant', content: behaviour.chunks.join('') }
          : behaviour.as === 'content'
            ? { role: 'assistant', content: behaviour.content }
            : {
                role: 'assistant',
                content: null,
                tool_calls: [
                  {
                    id: `call_${created}`,
                    type: 'function',
                    function: { name: 'record_reading', arguments: behaviour.content },
                  },
                ],
              };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message,
              logprobs: null,
              finish_reason:
                behaviour.kind === 'message' && behaviour.as === 'toolCall' ? 'tool_calls' : 'stop',
            },
          ],
          usage: FAKE_USAGE,
        }),
      );
      return;
    }

    switch (behaviour.kind) {
      case 'error':
        sendError(res, behaviour.status, behaviour.message);
        return;
      case 'hang':
        return; // the response stays open until the client gives up or the server closes
      case 'flood': {
        startStream(res);
        const data = sse(chunk(id, model, { content: behaviour.text }, null));
        for (let i = 0; i < behaviour.count && !res.destroyed; i++) {
          if (behaviour.delayMs) await sleep(behaviour.delayMs);
          record.sentBytes += data.length;
          if (!res.write(data))
            await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
        }
        if (!res.destroyed) res.end(`${sse(chunk(id, model, {}, 'stop'))}data: [DONE]\n\n`);
        return;
      }
      case 'reply':
        startStream(res);
        for (const text of behaviour.chunks) {
          if (behaviour.delayMs) await sleep(behaviour.delayMs);
          if (res.destroyed) return;
          res.write(sse(chunk(id, model, { content: text }, null)));
        }
        res.write(sse(chunk(id, model, {}, 'stop')));
        if (usage) res.write(sse({ ...chunk(id, model, {}, null), choices: [], usage: FAKE_USAGE }));
        res.end('data: [DONE]\n\n');
        return;
      default:
        startStream(res);
        for (const text of behaviour.chunks.slice(0, behaviour.after)) {
          res.write(sse(chunk(id, model, { content: text }, null)));
        }
        if (behaviour.kind === 'drop') {
          // Let the written chunks reach the client first, so it really sees a partial reply.
          await sleep(20);
          res.socket?.destroy();
        } else if (behaviour.kind === 'cut') {
          res.end();
        } else if (behaviour.kind === 'errorEvent') {
          res.end(
            sse({ error: { message: behaviour.message, type: 'server_error', param: null, code: null } }),
          );
        }
        return; // 'stall': the response stays open
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => {
      queue.push(...behaviours);
    },
    respondWith: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging and stalled responses keep their sockets open: end them, or close() would wait forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function startStream(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  // Send the headers now: a client must see "200, then nothing" for a stall, not "no answer at all".
  res.flushHeaders();
}

function sendError(res: ServerResponse, status: number, message?: string): void {
  const known = ERROR_TYPES[status] ?? {
    type: 'server_error',
    code: null,
    message: 'The server had an error.',
  };
  const body = JSON.stringify({
    error: { message: message ?? known.message, type: known.type, param: null, code: known.code },
  });
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
}

function chunk(id: string, model: string, delta: { content?: string }, finishReason: string | null) {
  return {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

const sse = (data: unknown): string => `data: ${JSON.stringify(data)}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}
