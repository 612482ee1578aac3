import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChatLog, type ChatLogAction, chatLogReducer } from './chat-log.ts';
import { EMPTY_REPLY_NOTICE, INTERRUPTED_NOTICE, runTurn, showRequestedImages } from './turn.ts';

type Route = (init: RequestInit) => Response | Promise<Response>;

const encoder = new TextEncoder();

/** An SSE body delivering these pieces one read at a time. */
function sse(pieces: string[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  const queue = [...pieces];
  return new ReadableStream({
    pull(controller) {
      const next = queue.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
  });
}

const CLOSE = 'event: stream_close\ndata:\n\n';

/** The server as the chat client sees it: one handler per "METHOD path". */
function serve(routes: Record<string, Route>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const key = `${init.method} ${path}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const route = routes[key];
      if (!route) return Response.json({ error: `no route ${key}` }, { status: 404 });
      return route(init);
    }),
  );
  return calls;
}

/** A chat context that keeps the log the way the view would. */
function harness(signal = new AbortController().signal) {
  let log: ChatLog = { startedAt: 't', messages: [], notices: [], marks: {} };
  const notices: string[] = [];
  const context = {
    signal,
    dispatch: (action: ChatLogAction) => {
      log = chatLogReducer(log, action);
    },
    notify: (text: string) => notices.push(text),
  };
  return { context, notices, log: () => log };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

const submitted: Route = () => Response.json({ message: 'Input received' });

describe('runTurn', () => {
  it('posts the message, streams the reply into one bot message, then shows the related image', async () => {
    const calls = serve({
      'POST /submit-user-input': submitted,
      'GET /stream-chat': () =>
        new Response(
          sse(['data: The chest \n\n', 'data: rises.\ndata: Related image found, image id is 7\n\n', CLOSE]),
        ),
      'GET /get-image/7': () => Response.json({ image: '/images/7?exp=1&sig=abc' }),
    });
    const h = harness();
    const outcome = await runTurn('Begin Simulation', h.context);
    expect(outcome).toEqual({
      kind: 'replied',
      reply: 'The chest rises.\nRelated image found, image id is 7',
    });
    if (outcome.kind === 'replied') await showRequestedImages(outcome.reply, h.context);

    expect(calls.map((c) => c.key)).toEqual([
      'POST /submit-user-input',
      'GET /stream-chat',
      'GET /get-image/7',
    ]);
    expect(calls[0]?.body).toEqual({ text: 'Begin Simulation' });
    const messages = h.log().messages.map(({ id: _, ...m }) => m);
    expect(messages).toEqual([
      { text: 'Begin Simulation', sender: 'user', type: 'text' },
      { text: 'The chest rises.\nRelated image found, image id is 7', sender: 'bot', type: 'text' },
      { text: '/images/7?exp=1&sig=abc', sender: 'bot', type: 'image' },
    ]);
    expect(h.notices).toEqual([]);
  });

  it('keeps the text of an instruction reply and adds its image after it', async () => {
    serve({
      'POST /submit-user-input': submitted,
      'GET /stream-chat': () =>
        new Response(sse(['data: Tilt the head. Instruction image found, image id is 3\n\n', CLOSE])),
      'GET /get-image/3': () => Response.json({ image: '/images/3?sig=x' }),
    });
    const h = harness();
    const outcome = await runTurn('How?', h.context);
    if (outcome.kind === 'replied') await showRequestedImages(outcome.reply, h.context);
    expect(h.log().messages.map((m) => [m.type, m.text])).toEqual([
      ['text', 'How?'],
      ['text', 'Tilt the head. Instruction image found, image id is 3'],
      ['image', '/images/3?sig=x'],
    ]);
  });

  it('does not open the stream when the message is refused, and says why', async () => {
    const calls = serve({
      'POST /submit-user-input': () =>
        Response.json({ error: 'No conversation was initialised.' }, { status: 409 }),
    });
    const h = harness();
    expect(await runTurn('hello', h.context)).toEqual({ kind: 'not-sent' });
    expect(calls.map((c) => c.key)).toEqual(['POST /submit-user-input']);
    expect(h.notices).toHaveLength(1);
    expect(h.notices[0]).toContain('No conversation was initialised.');
    expect(consoleError).toHaveBeenCalled();
  });

  it('keeps a partial reply, ends its streaming and tells the user when the stream breaks', async () => {
    serve({
      'POST /submit-user-input': submitted,
      'GET /stream-chat': () => new Response(sse(['data: The SpO2 is \n\n', 'data: 8'])),
    });
    const h = harness();
    expect(await runTurn('vitals?', h.context)).toEqual({ kind: 'interrupted' });
    const last = h.log().messages.at(-1);
    expect(last).toMatchObject({ sender: 'bot', text: 'The SpO2 is ' });
    expect(last?.isStreamed).toBeUndefined();
    expect(h.notices).toEqual([INTERRUPTED_NOTICE]);
    expect(consoleError).toHaveBeenCalled();
  });

  it('says so when the stream closes without any answer', async () => {
    serve({ 'POST /submit-user-input': submitted, 'GET /stream-chat': () => new Response(sse([CLOSE])) });
    const h = harness();
    expect(await runTurn('hello?', h.context)).toEqual({ kind: 'replied', reply: '' });
    expect(h.log().messages.map((m) => m.sender)).toEqual(['user']);
    expect(h.notices).toEqual([EMPTY_REPLY_NOTICE]);
  });

  it('stops quietly when aborted (Reset) mid-stream', async () => {
    const controller = new AbortController();
    serve({
      'POST /submit-user-input': submitted,
      'GET /stream-chat': (init) =>
        new Response(
          new ReadableStream({
            start(c) {
              c.enqueue(encoder.encode('data: Half\n\n'));
              init.signal?.addEventListener('abort', () => c.error(init.signal?.reason));
              setTimeout(() => controller.abort(), 10);
            },
          }),
        ),
    });
    const h = harness(controller.signal);
    expect(await runTurn('go', h.context)).toEqual({ kind: 'aborted' });
    expect(h.notices).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('showRequestedImages', () => {
  it('tells the user when an image cannot be fetched, and the reply text stays', async () => {
    serve({ 'GET /get-image/9': () => Response.json({ error: 'Image not found' }, { status: 404 }) });
    const h = harness();
    await showRequestedImages('Look. Related image found, image id is 9', h.context);
    expect(h.log().messages).toEqual([]);
    expect(h.notices).toEqual([
      'The related image for this step could not be loaded. The case can go on without it.',
    ]);
    expect(consoleError).toHaveBeenCalled();
  });

  it('fetches nothing for a reply without an image', async () => {
    const calls = serve({});
    await showRequestedImages('Nothing to show.', harness().context);
    expect(calls).toEqual([]);
  });
});
