/**
 * The LLM tutor against a real local HTTP server whose streams hang, stall, drop or are cut: real silent
 * sockets and real destroyed connections, and a client that goes away.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { behave, type FakeOpenAi, startFakeOpenAi } from '../../../../test/fake-openai-server.ts';
import {
  expectNextTurnWorks,
  makeConversation,
  TIMEOUT_MS,
  turn,
  tutorAt,
} from '../../../../test/fixtures/llm-tutor.ts';
import type { LlmTutorOptions } from './llm-tutor.ts';

let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(async () => {
  await fake.close();
});

const tutorFor = (options: Partial<LlmTutorOptions> = {}) => tutorAt(fake, options);

describe('LlmTutor, timeouts and broken streams', () => {
  it('gives up on a server that never answers after about timeoutMs', async () => {
    const tutor = tutorFor();
    const conversation = makeConversation();
    fake.script(behave.hang());

    const { chunks, ms } = await turn(tutor, conversation);

    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(TIMEOUT_MS + 700);
    expect(chunks).toEqual([
      expect.stringMatching(/^\(The AI tutor is unavailable: .*did not answer in time/),
    ]);
    expect(conversation.state).toEqual({ lastTurnFailed: true, lastError: 'timeout' });
    await expectNextTurnWorks(tutor, conversation);
  });

  it('gives up on a stream that sent headers and then nothing', async () => {
    const tutor = tutorFor();
    const conversation = makeConversation();
    fake.script(behave.stall(['never sent'], 0));
    const { chunks, ms } = await turn(tutor, conversation);
    expect(ms).toBeLessThan(TIMEOUT_MS + 700);
    expect(chunks).toEqual([expect.stringMatching(/did not answer in time/)]);
    expect(conversation.state.lastError).toBe('timeout');
    await expectNextTurnWorks(tutor, conversation);
  });

  it('keeps the text of a stream that stalls mid-reply, then says it stopped', async () => {
    const tutor = tutorFor();
    const conversation = makeConversation();
    fake.script(behave.stall(['The infant ', 'is ', 'never sent'], 2));

    const { chunks, ms } = await turn(tutor, conversation);

    expect(ms).toBeLessThan(TIMEOUT_MS + 700);
    expect(chunks.slice(0, 2)).toEqual(['The infant ', 'is ']);
    expect(chunks).toHaveLength(3);
    expect(chunks[2]).toMatch(/^\n\n\(The AI tutor's reply was cut off: the AI service stopped responding\./);
    expect(conversation.state).toEqual({ lastTurnFailed: true, lastError: 'timeout' });
    await expectNextTurnWorks(tutor, conversation);
  });

  it('keeps the text of a stream whose connection drops, then says the connection was lost', async () => {
    const tutor = tutorFor();
    const conversation = makeConversation();
    fake.script(behave.drop(['Heart rate ', 'falls to ', 'never sent'], 2));

    const { chunks } = await turn(tutor, conversation);

    expect(chunks).toEqual([
      'Heart rate ',
      'falls to ',
      expect.stringMatching(
        /^\n\n\(The AI tutor's reply was cut off: the connection to the AI service was lost\./,
      ),
    ]);
    expect(conversation.state).toEqual({ lastTurnFailed: true, lastError: 'dropped' });
    await expectNextTurnWorks(tutor, conversation);
  });

  it('treats a stream that ends without a finish_reason as cut off (e.g. a proxy closed it)', async () => {
    const tutor = tutorFor();
    const conversation = makeConversation();
    fake.script(behave.cut(['Apply ', 'the mask', 'never sent'], 2));
    const { chunks } = await turn(tutor, conversation);
    expect(chunks).toEqual([
      'Apply ',
      'the mask',
      expect.stringMatching(/connection to the AI service was lost/),
    ]);
    expect(conversation.state).toEqual({ lastTurnFailed: true, lastError: 'dropped' });
    await expectNextTurnWorks(tutor, conversation);
  });

  it('reports an error event inside the stream, after the text before it', async () => {
    const tutor = tutorFor();
    const conversation = makeConversation();
    fake.script(behave.errorEvent(['Check ', 'never sent'], 1));
    const { chunks } = await turn(tutor, conversation);
    expect(chunks).toEqual(['Check ', expect.stringMatching(/reported an error during the reply/)]);
    expect(conversation.state).toEqual({ lastTurnFailed: true, lastError: 'stream_error' });
    await expectNextTurnWorks(tutor, conversation);
  });

  it('does not blame the AI service for a slow reader: the clock stops while a chunk waits to be read', async () => {
    const conversation = makeConversation();
    fake.script(behave.reply(['one ', 'two ', 'three']));
    const { chunks } = await turn(
      tutorFor(),
      conversation,
      'go',
      () => new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 100)),
    );
    expect(chunks).toEqual(['one ', 'two ', 'three']);
    expect(conversation.state.lastTurnFailed).toBe(false);
  });

  it('says so when a reply completes with no text', async () => {
    const conversation = makeConversation();
    fake.script(behave.reply([]));
    const { chunks } = await turn(tutorFor(), conversation);
    expect(chunks).toEqual([expect.stringMatching(/sent an empty reply/)]);
    expect(conversation.state.lastError).toBe('empty_reply');
  });

  it('says the service could not be reached when nothing listens at the URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const conversation = makeConversation();

    const { chunks } = await turn(tutorFor({ baseUrl: `http://127.0.0.1:${port}/v1` }), conversation);

    expect(chunks).toEqual([expect.stringMatching(/could not be reached/)]);
    expect(conversation.state).toEqual({ lastTurnFailed: true, lastError: 'connect_failed' });
  });
});

describe('LlmTutor, cancellation', () => {
  it('stops quickly and cancels the request when the client goes away before the first byte', async () => {
    const controller = new AbortController();
    const conversation = makeConversation({ signal: controller.signal });
    fake.script(behave.hang());
    setTimeout(() => controller.abort(), 50);

    const { chunks, ms } = await turn(tutorFor({ timeoutMs: 10_000 }), conversation);

    expect(ms).toBeLessThan(500);
    expect(chunks).toEqual([]); // nobody is listening: no note
    expect(conversation.state).toEqual({ lastTurnFailed: true, lastError: 'aborted' });
    await vi.waitFor(() => expect(fake.requests[0]?.clientClosedEarly).toBe(true));
  });

  it('stops quickly mid-stream, keeping what was streamed', async () => {
    const controller = new AbortController();
    const conversation = makeConversation({ signal: controller.signal });
    fake.script(behave.stall(['Sats ', 'never sent'], 1));
    const started = performance.now();
    const { chunks } = await turn(tutorFor({ timeoutMs: 10_000 }), conversation, 'go', () =>
      controller.abort(),
    );
    expect(performance.now() - started).toBeLessThan(500);
    expect(chunks).toEqual(['Sats ']);
    expect(conversation.state.lastError).toBe('aborted');
    await vi.waitFor(() => expect(fake.requests[0]?.clientClosedEarly).toBe(true));
  });

  it('cancels the request when the reader stops early', async () => {
    fake.script(behave.reply(['a', 'b', 'c', 'd', 'e'], 100));
    for await (const chunk of tutorFor().respond(makeConversation(), 'go')) {
      expect(chunk).toBe('a');
      break;
    }
    await vi.waitFor(() => expect(fake.requests[0]?.clientClosedEarly).toBe(true));
  });
});
