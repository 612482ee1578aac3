import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { readChatStream, StreamInterruptedError, streamChat } from './sse.ts';
import { setAccessTokenSource } from './token.ts';

/** A response body that delivers exactly these pieces, one per read, like a slow network. */
function bodyOf(pieces: Array<string | Uint8Array<ArrayBuffer>>): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  const queue = pieces.map((p) => (typeof p === 'string' ? encoder.encode(p) : p));
  return new ReadableStream({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

async function chunksOf(pieces: Array<string | Uint8Array<ArrayBuffer>>): Promise<string[]> {
  const chunks: string[] = [];
  await readChatStream(bodyOf(pieces), (text) => chunks.push(text));
  return chunks;
}

describe('readChatStream', () => {
  it('delivers each message and resolves at stream_close', async () => {
    const chunks = await chunksOf([
      'data: The chest \n\n',
      'data: rises.\n\n',
      'event: stream_close\ndata: \n\n',
    ]);
    expect(chunks).toEqual(['The chest ', 'rises.']);
  });

  it('joins multi-line data with newlines', async () => {
    const chunks = await chunksOf([
      'data: **Vitals**\ndata: HR 160\ndata:\ndata: SpO2 88%\n\n',
      'event: stream_close\ndata:\n\n',
    ]);
    expect(chunks).toEqual(['**Vitals**\nHR 160\n\nSpO2 88%']);
  });

  it('reassembles fields and events split across reads', async () => {
    const chunks = await chunksOf([
      'da',
      'ta: Bag-mask ',
      'ventilation\n',
      '\ndata: next\r\n',
      '\r\nevent: stream_',
      'close\ndata:\n',
      '\n',
    ]);
    expect(chunks).toEqual(['Bag-mask ventilation', 'next']);
  });

  it('decodes a UTF-8 character whose bytes are split across reads', async () => {
    const bytes = new TextEncoder().encode('data: 38.5 °C\n\nevent: stream_close\ndata:\n\n');
    const cut = bytes.indexOf(0xc2) + 1; // between the two bytes of "°"
    const chunks = await chunksOf([bytes.slice(0, cut), bytes.slice(cut)]);
    expect(chunks).toEqual(['38.5 °C']);
  });

  it('ignores comments and unknown event types', async () => {
    const chunks = await chunksOf([
      ': keep-alive\n\n',
      'event: debug\ndata: internal\n\n',
      'event: message\ndata: shown\n\n',
      'event: stream_close\ndata:\n\n',
    ]);
    expect(chunks).toEqual(['shown']);
  });

  it('hands named events (the state) to onEvent, never to the text', async () => {
    const chunks: string[] = [];
    const events: [string, string][] = [];
    await readChatStream(
      bodyOf([
        'data: Pause.\n\n',
        'event: state\ndata: {"kind":"untracked"}\n\n',
        'event: stream_close\ndata:\n\n',
      ]),
      (text) => chunks.push(text),
      (name, data) => events.push([name, data]),
    );
    expect(chunks).toEqual(['Pause.']);
    expect(events).toEqual([['state', '{"kind":"untracked"}']]);
  });

  it('stops at stream_close and cancels the rest of the body', async () => {
    let cancelled = false;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(encoder.encode('data: a\n\nevent: stream_close\ndata:\n\ndata: late\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const chunks: string[] = [];
    await readChatStream(body, (t) => chunks.push(t));
    expect(chunks).toEqual(['a']);
    expect(cancelled).toBe(true);
  });

  it('rejects when the body ends before stream_close, after delivering what came', async () => {
    const chunks: string[] = [];
    const reading = readChatStream(bodyOf(['data: half a rep', 'ly\n\ndata: cut']), (t) => chunks.push(t));
    await expect(reading).rejects.toBeInstanceOf(StreamInterruptedError);
    expect(chunks).toEqual(['half a reply']);
  });

  it('rejects with the read error when the body fails', async () => {
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: a\n\n'));
        controller.error(new Error('connection reset'));
      },
    });
    await expect(readChatStream(body, () => {})).rejects.toThrow('connection reset');
  });
});

describe('streamChat', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessTokenSource(() => undefined);
  });

  it('GETs /stream-chat with the bearer token and reads the reply', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(bodyOf(['data: Hello\n\n', 'event: stream_close\ndata:\n\n']), {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenSource(() => 'token-123');
    const chunks: string[] = [];
    await streamChat({ onChunk: (t) => chunks.push(t) });
    expect(chunks).toEqual(['Hello']);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/stream-chat');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    expect(init.method).toBe('GET');
  });

  it('turns an { error } answer into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'No conversation was initialised.' }, { status: 409 })),
    );
    const failure = streamChat({ onChunk: () => {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('No conversation was initialised.');
  });

  it('rejects when aborted mid-stream', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        // A body that never ends on its own, and errors when the request is aborted, as fetch does.
        const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
          start(c) {
            c.enqueue(new TextEncoder().encode('data: partial\n\n'));
            init.signal?.addEventListener('abort', () => c.error(init.signal?.reason));
          },
        });
        return new Response(body);
      }),
    );
    const chunks: string[] = [];
    const reading = streamChat({
      signal: controller.signal,
      onChunk: (t) => {
        chunks.push(t);
        controller.abort();
      },
    });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(chunks).toEqual(['partial']);
  });
});
