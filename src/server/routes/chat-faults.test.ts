import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { behave, type FakeOpenAi, startFakeOpenAi } from '../../../test/fake-openai-server.ts';
import { freePort } from '../../../test/ports.ts';
import { readChatStream } from '../../../test/sse-client.ts';
import { casesRepository } from '../cases/repository.ts';
import { sampleCase } from '../cases/sample-case.ts';

/**
 * Streams that end badly, with the LLM tutor against a real local server that speaks the OpenAI
 * streaming protocol: the stored transcript stays consistent and the next turn works.
 */
let fake: FakeOpenAi;
let t: TestApp;
let url: string;
let resident: string;
let admin: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await startTestApp({
    env: {
      TUTOR: 'llm-prompt',
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '2000',
    },
  });
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  url = `http://127.0.0.1:${port}`;
  resident = await t.tokenFor(RESIDENT_EMAIL);
  admin = await t.tokenFor(ADMIN_EMAIL);
  await casesRepository(t.database.db).create(sampleCase, 'test');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${resident}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function transcript() {
  const response = await fetch(`${url}/api/transcripts/P-LLM`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  const [conversation] = (await response.json()).conversations;
  return conversation as {
    tutor: string;
    model: string;
    messages: { sender: string; text: string; status: string }[];
  };
}

/** Polls the transcript until `predicate` holds: for 30 s, not 100 polls (about 5 s idle, too few on a busy machine). */
async function settled(predicate: (c: Awaited<ReturnType<typeof transcript>>) => boolean) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const c = await transcript();
    if (predicate(c)) return c;
    if (Date.now() > deadline) throw new Error(`transcript did not settle: ${JSON.stringify(c)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('stores a reply cut off by a client that leaves, and the next turn works', async () => {
  await post('/init-conversation', { participantID: 'P-LLM' });
  fake.script(behave.stall(['First part. ', 'Second part. ', 'Never sent.'], 2));
  await post('/submit-user-input', { text: 'Begin Simulation' });
  const partial = await readChatStream(url, resident, { stopAfter: 1 });
  expect(partial.chunks[0]).toBe('First part. ');

  const afterCut = await settled((c) => c.messages.at(-1)?.status === 'cut');
  expect(afterCut).toMatchObject({ tutor: 'llm-prompt', model: 'fake-model' });
  expect(afterCut.messages.map((m) => `${m.sender}:${m.status}`)).toEqual(['user:answered', 'bot:cut']);
  expect(afterCut.messages[1]?.text).toMatch(/^First part\. /);
  // The upstream request was cancelled, not left hanging.
  expect(fake.requests.at(-1)?.clientClosedEarly).toBe(true);

  fake.script(behave.reply(['I am ', 'back.']));
  await post('/submit-user-input', { text: 'I open the airway' });
  const next = await readChatStream(url, resident);
  expect(next).toMatchObject({ text: 'I am back.', closed: true });
  const final = await settled((c) => c.messages.length === 4);
  expect(final.messages.map((m) => `${m.sender}:${m.status}`)).toEqual([
    'user:answered',
    'bot:cut',
    'user:answered',
    'bot:complete',
  ]);
  // The LLM saw the earlier turns, including the cut reply.
  const lastBody = fake.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
  expect(lastBody.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
});

it('ends the stream with a clear message when the LLM refuses, keeping the user message', async () => {
  fake.script(behave.error(401));
  await post('/submit-user-input', { text: 'I call for help' });
  const stream = await readChatStream(url, resident);
  expect(stream.closed).toBe(true);
  expect(stream.text).toMatch(/unavailable|refused/i);
  expect(stream.text).not.toContain('sk-test');
  const c = await settled((c) => c.messages.length === 6);
  expect(c.messages[4]).toMatchObject({ sender: 'user', text: 'I call for help', status: 'answered' });
});

it('closes a turn left open by a stream that never came, when the next turn arrives', async () => {
  fake.script(behave.reply(['Answer to the second.']));
  await post('/submit-user-input', { text: 'first, never streamed' });
  await post('/submit-user-input', { text: 'second' });
  const stream = await readChatStream(url, resident);
  expect(stream.text).toBe('Answer to the second.');
  const c = await settled((c) => c.messages.length === 9);
  expect(c.messages.slice(-3).map((m) => `${m.sender}:${m.status}:${m.text}`)).toEqual([
    'user:unanswered:first, never streamed',
    'user:answered:second',
    'bot:complete:Answer to the second.',
  ]);
});
