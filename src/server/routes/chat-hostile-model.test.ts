/**
 * Security finding 3: a hostile OpenAI-compatible endpoint (the local fake, over a real socket) that streams
 * tens of megabytes, or drips a chunk at a time for ever, costs one bounded turn: max_tokens is asked for,
 * at most MAX_REPLY_CHARS of text are read (the rest is never fetched), the turn ends by its deadline, and
 * what is stored stays small. The server reading at most a few socket buffers of the 60 MB is what keeps
 * its memory flat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedApi, serveApi, startTestApp } from '../../../test/app.ts';
import { behave, type FakeOpenAi, startFakeOpenAi } from '../../../test/fake-openai-server.ts';
import { readChatStream } from '../../../test/sse-client.ts';
import type { TurnLog } from '../../contract/tutor-turn.ts';
import { casesRepository } from '../cases/repository.ts';
import { sampleCase } from '../cases/sample-case.ts';
import { MAX_REPLY_CHARS, MAX_SPEAK_TOKENS } from '../sim/llm/bounds.ts';

const CHUNK = 'x'.repeat(10_000);
/** 60 MB of reply text, as the probe's endpoint sent. */
const FLOOD = 6000;
const DEADLINE_MS = 2500;

type Api = ServedApi;

async function startApi(tutor: 'llm' | 'llm-prompt', fake: FakeOpenAi): Promise<Api> {
  const t = await startTestApp({
    env: {
      TUTOR: tutor,
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: 'sk-test',
      LLM_TIMEOUT_MS: '1000',
      LLM_TURN_DEADLINE_MS: String(DEADLINE_MS),
    },
  });
  await casesRepository(t.database.db).create(sampleCase, 'test');
  return serveApi(t);
}

const post = (api: Api, path: string, body: unknown) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.resident}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** One turn under a new participant: the streamed text, the stored bot message and the turn's duration. */
async function turn(api: Api, participantID: string) {
  expect((await post(api, '/init-conversation', { participantID })).status).toBe(200);
  expect((await post(api, '/submit-user-input', { text: 'I check the airway.' })).status).toBe(200);
  const started = Date.now();
  const stream = await readChatStream(api.url, api.resident, { timeoutMs: 30_000 });
  const ms = Date.now() - started;
  expect(stream.closed).toBe(true);
  const response = await fetch(`${api.url}/api/transcripts/${participantID}`, {
    headers: { Authorization: `Bearer ${api.admin}` },
  });
  const [conversation] = (await response.json()).conversations;
  const [stored] = conversation.messages.filter((m: { sender: string }) => m.sender === 'bot') as {
    text: string;
    turnLog: TurnLog | null;
  }[];
  return { text: stream.text, stored, ms };
}

describe.each(['llm-prompt', 'llm'] as const)('TUTOR=%s against a hostile endpoint', (tutor) => {
  let fake: FakeOpenAi;
  let api: Api;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    api = await startApi(tutor, fake);
  });
  afterAll(async () => {
    await api?.t.close();
    await fake?.close();
  });

  // The grounded tutor reads first (here an unusable reading, so its engine reads), then speaks.
  const scriptSpeak = (speak: ReturnType<typeof behave.flood>) =>
    tutor === 'llm' ? fake.script(behave.content('not a reading'), speak) : fake.script(speak);

  it('reads at most MAX_REPLY_CHARS of a 60 MB reply, asks for max_tokens, and stores a small reply', async () => {
    const before = fake.requests.length;
    const rssBefore = process.memoryUsage().rss;
    scriptSpeak(behave.flood(CHUNK, FLOOD));
    const { text, stored } = await turn(api, `P-FLOOD-${tutor}`);
    // Loosely: unbounded, the probe's 60 MB reply took the server from 884 to 1,991 MB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300_000_000);
    const calls = fake.requests.slice(before);
    for (const call of calls) {
      expect((call.body as { max_tokens?: number }).max_tokens).toBeLessThanOrEqual(MAX_SPEAK_TOKENS);
    }
    const speak = calls.at(-1);
    expect(speak?.clientClosedEarly).toBe(true);
    // The server stopped reading: of 60 MB, at most a few socket buffers were ever sent to it.
    expect(speak?.sentBytes).toBeLessThan(8_000_000);
    expect(stored?.text.length).toBeLessThanOrEqual(MAX_REPLY_CHARS + 300);
    expect(text.length).toBeLessThanOrEqual(MAX_REPLY_CHARS + 300);
    if (tutor === 'llm') {
      // The engine's own wording instead, and the reason in the turn's record.
      expect(text).not.toContain(CHUNK.slice(0, 100));
      expect(stored?.turnLog?.speaker).toBe('engine');
      expect(stored?.turnLog?.speakFailure).toMatch(/^too_long/);
    } else {
      expect(text).toMatch(/reply was cut off: the AI service sent a reply far longer than allowed/);
    }
  });

  it('ends a turn whose reply drips for ever at the turn deadline', async () => {
    // A chunk every 200 ms: the idle timeout (1 s) never fires, the turn's deadline does.
    scriptSpeak(behave.flood('drip ', 1_000_000, 200));
    const { stored, ms } = await turn(api, `P-DRIP-${tutor}`);
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 500);
    expect(ms).toBeLessThan(DEADLINE_MS + 10_000);
    if (tutor === 'llm') expect(stored?.turnLog?.speakFailure).toMatch(/deadline/);
    else expect(stored?.text).toMatch(/reply was cut off/);
  });
});
