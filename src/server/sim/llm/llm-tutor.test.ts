/**
 * The LLM tutor against a real local HTTP server speaking the OpenAI streaming protocol: every failure
 * mode is a real status, a real silent socket or a real destroyed connection.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { behave, defaultReply, type FakeOpenAi, startFakeOpenAi } from '../../../../test/fake-openai-server.ts';
import type { TutorConversation } from '../tutor.ts';
import { LlmTutor, type LlmTutorOptions } from './llm-tutor.ts';
import { makeConversation } from './test-fixtures.ts';

const KEY = 'sk-test-secret-key-1234';
const TIMEOUT_MS = 300;

let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(async () => {
  await fake.close();
});

const tutorFor = (options: Partial<LlmTutorOptions> = {}) =>
  new LlmTutor({ baseUrl: fake.url, apiKey: KEY, model: 'gpt-test', timeoutMs: TIMEOUT_MS, ...options });

async function turn(tutor: LlmTutor, conversation: TutorConversation, input = 'I check the airway') {
  const started = performance.now();
  const chunks: string[] = [];
  for await (const chunk of tutor.respond(conversation, input)) chunks.push(chunk);
  return { chunks, ms: performance.now() - started };
}

/** After a failure the same tutor and conversation must work again: the fake's unscripted reply. */
async function expectNextTurnWorks(tutor: LlmTutor, conversation: TutorConversation) {
  const { chunks } = await turn(tutor, conversation, 'Again');
  expect(chunks).toEqual(defaultReply);
  expect(conversation.state.lastTurnFailed).toBe(false);
  expect(conversation.state).not.toHaveProperty('lastError');
}

describe('LlmTutor, happy path', () => {
  it('streams the chunks in order and sends the model, stream flag, system prompt, history and key', async () => {
    const tutor = tutorFor();
    const conversation = makeConversation({
      state: { lastTurnFailed: true, lastError: 'timeout', phase: 2 },
      history: [
        { sender: 'user', text: 'Begin Simulation' },
        { sender: 'bot', text: 'Baby Lila is apneic.' },
      ],
    });
    fake.script(behave.reply(['The chest ', 'rises. ', 'Related image found, image id is 7']));

    const { chunks } = await turn(tutor, conversation, 'I give two breaths');

    expect(chunks).toEqual(['The chest ', 'rises. ', 'Related image found, image id is 7']);
    expect(tutor.kind).toBe('llm');
    expect(tutor.model).toBe('gpt-test');
    // Success clears the failure flags and keeps the rest of the state.
    expect(conversation.state).toEqual({ lastTurnFailed: false, phase: 2 });

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = request?.body as { model: string; stream: boolean; messages: { role: string; content: string }[] };
    expect(body.model).toBe('gpt-test');
    expect(body.stream).toBe(true);
    const [system, ...rest] = body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('You are PAMA, the airway tutor.');
    expect(system?.content).toContain('"casePresentation": "A 6-month-old with bronchiolitis');
    expect(system?.content).toContain('- id 7: Infant mask sizes');
    expect(system?.content).toContain('- id 12: Jaw thrust');
    expect(rest).toEqual([
      { role: 'user', content: 'Begin Simulation' },
      { role: 'assistant', content: 'Baby Lila is apneic.' },
      { role: 'user', content: 'I give two breaths' },
    ]);
  });

  it('times out on silence, not on length: a slow reply that keeps streaming completes', async () => {
    const tutor = tutorFor();
    const conversation = makeConversation();
    // 4 chunks 150 ms apart: 600 ms in all, twice the 300 ms timeout, but never 300 ms of silence.
    fake.script(behave.reply(['one ', 'two ', 'three ', 'four'], 150));
    const { chunks, ms } = await turn(tutor, conversation);
    expect(chunks).toEqual(['one ', 'two ', 'three ', 'four']);
    expect(ms).toBeGreaterThan(2 * TIMEOUT_MS - 50);
    expect(conversation.state.lastTurnFailed).toBe(false);
  });
});

describe('LlmTutor, HTTP errors', () => {
  it.each([
    [401, 'auth_refused', /^\(The AI tutor is unavailable: the API key was refused\. Your message was kept/],
    [403, 'forbidden', /denied access/],
    [404, 'model_not_found', /model was not found/],
    [429, 'rate_limited', /rate-limiting/],
    [500, 'server_error', /internal error/],
    [503, 'server_error', /internal error/],
  ])('%i ends the reply with one clear message (%s), then the next turn works', async (status, code, message) => {
    const tutor = tutorFor();
    const conversation = makeConversation();
    fake.script(behave.error(status));

    const { chunks } = await turn(tutor, conversation);

    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatch(message);
    expect(chunks[0]).not.toContain(KEY);
    expect(conversation.state).toEqual({ lastTurnFailed: true, lastError: code });
    // One request: no silent retries behind the trainee's back.
    expect(fake.requests).toHaveLength(1);
    await expectNextTurnWorks(tutor, conversation);
  });

  it('tells whoever logs the provider detail, without the key', async () => {
    const failures: unknown[] = [];
    const tutor = tutorFor({ onFailure: (failure) => failures.push(failure) });
    fake.script(behave.error(401, 'Incorrect API key provided: sk-tes************1234.'));
    await turn(tutor, makeConversation());
    expect(failures).toEqual([
      { code: 'auth_refused', detail: expect.stringContaining('Incorrect API key provided') },
    ]);
    expect(JSON.stringify(failures)).not.toContain(KEY);
  });
});

describe('LlmTutor, timeouts and broken streams', () => {
  it('gives up on a server that never answers after about timeoutMs', async () => {
    const tutor = tutorFor();
    const conversation = makeConversation();
    fake.script(behave.hang());

    const { chunks, ms } = await turn(tutor, conversation);

    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(TIMEOUT_MS + 700);
    expect(chunks).toEqual([expect.stringMatching(/^\(The AI tutor is unavailable: .*did not answer in time/)]);
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
      expect.stringMatching(/^\n\n\(The AI tutor's reply was cut off: the connection to the AI service was lost\./),
    ]);
    expect(conversation.state).toEqual({ lastTurnFailed: true, lastError: 'dropped' });
    await expectNextTurnWorks(tutor, conversation);
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
    const chunks: string[] = [];
    for await (const chunk of tutorFor({ timeoutMs: 10_000 }).respond(conversation, 'go')) {
      chunks.push(chunk);
      controller.abort();
    }
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

describe('LlmTutor, keys', () => {
  /** Watches every fetch the process starts (undici's diagnostics channel): no function is replaced. */
  function watchFetches() {
    const origins: string[] = [];
    const onCreate = (message: unknown) => {
      origins.push(String((message as { request: { origin: string } }).request.origin));
    };
    subscribe('undici:request:create', onCreate);
    return { origins, stop: () => unsubscribe('undici:request:create', onCreate) };
  }

  it.each([
    ['no key and no base URL', undefined],
    ['no key for OpenAI', 'https://api.openai.com/v1'],
    ['no key for Azure OpenAI', 'https://my-resource.openai.azure.com/openai/v1'],
  ])('%s: says so at once, without a network call', async (_name, baseUrl) => {
    const fetches = watchFetches();
    try {
      const conversation = makeConversation();
      const tutor = new LlmTutor({ baseUrl, apiKey: '  ', model: 'gpt-test', timeoutMs: TIMEOUT_MS });
      const { chunks } = await turn(tutor, conversation);
      expect(chunks).toEqual([
        '(The AI tutor is unavailable: no API key is configured. Your message was kept; please try again or ask an admin.)',
      ]);
      expect(conversation.state).toEqual({ lastTurnFailed: true, lastError: 'no_api_key' });
      expect(fetches.origins).toEqual([]);

      // The watch does see a real call, so the empty list above means something.
      await turn(tutorFor(), makeConversation());
      expect(fetches.origins).toEqual([new URL(fake.url).origin]);
    } finally {
      fetches.stop();
    }
  });

  it('calls a self-hosted endpoint (Ollama, vLLM) without a key and without an Authorization header', async () => {
    const conversation = makeConversation();
    const { chunks } = await turn(tutorFor({ apiKey: undefined }), conversation);
    expect(chunks).toEqual(defaultReply);
    expect(fake.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('reports a missing key when a self-hosted endpoint turns out to need one', async () => {
    const conversation = makeConversation();
    fake.script(behave.error(401));
    const { chunks } = await turn(tutorFor({ apiKey: undefined }), conversation);
    expect(chunks).toEqual([expect.stringMatching(/no API key is configured/)]);
    expect(conversation.state.lastError).toBe('no_api_key');
  });
});
