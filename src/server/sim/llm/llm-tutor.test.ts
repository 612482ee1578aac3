/**
 * The LLM tutor against a real local HTTP server speaking the OpenAI streaming protocol: the request it
 * sends, HTTP errors and missing keys. Broken streams and cancellation: llm-tutor-streams.test.ts.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  behave,
  defaultReply,
  type FakeOpenAi,
  startFakeOpenAi,
} from '../../../../test/fake-openai-server.ts';
import {
  expectNextTurnWorks,
  KEY,
  makeConversation,
  TIMEOUT_MS,
  turn,
  tutorAt,
} from '../../../../test/fixtures/llm-tutor.ts';
import { LlmTutor, type LlmTutorOptions } from './llm-tutor.ts';

let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(async () => {
  await fake.close();
});

/**
 * A tutor whose silence limit is far beyond any pause of these tests: on a loaded machine the fake server can
 * go quiet for longer than the fixtures' short TIMEOUT_MS, which only the timeout tests (llm-tutor-streams) should meet.
 */
const tutorFor = (options: Partial<LlmTutorOptions> = {}) => tutorAt(fake, { timeoutMs: 30_000, ...options });

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
    expect(tutor.kind).toBe('llm-prompt');
    expect(tutor.model).toBe('gpt-test');
    // Success clears the failure flags and keeps the rest of the state.
    expect(conversation.state).toEqual({ lastTurnFailed: false, phase: 2 });

    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = request?.body as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
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
    const timeoutMs = 1_500;
    const tutor = tutorFor({ timeoutMs });
    const conversation = makeConversation();
    // 4 chunks 600 ms apart: 2.4 s in all, well over the 1.5 s limit, but never 1.5 s of silence (the gaps
    // leave 900 ms for a busy machine).
    fake.script(behave.reply(['one ', 'two ', 'three ', 'four'], 600));
    const { chunks, ms } = await turn(tutor, conversation);
    expect(chunks).toEqual(['one ', 'two ', 'three ', 'four']);
    expect(ms).toBeGreaterThan(1.5 * timeoutMs);
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
  ])(
    '%i ends the reply with one clear message (%s), then the next turn works',
    async (status, code, message) => {
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
    },
  );

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
