/**
 * TUTOR=llm over the real HTTP chat API, with the model at a real local OpenAI-protocol server answering
 * from fixtures: the sample case plays to the debrief, every stop carries the engine's what / why / instead,
 * a reply claiming a stop the engine did not decide is overruled, each turn's record reaches the admins'
 * transcript, and with the endpoint down the same case plays to the debrief in the engine's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedApi, serveApi, startTestApp } from '../../../test/app.ts';
import { behave, type FakeOpenAi, startFakeOpenAi } from '../../../test/fake-openai-server.ts';
import { act, bedside, fixtureModel, SAMPLE_PLAY } from '../../../test/fixtures/grounded-tutor.ts';
import { SAMPLE_RUN } from '../../../test/fixtures/sim/transcripts.ts';
import { freePort } from '../../../test/ports.ts';
import { readChatStream } from '../../../test/sse-client.ts';
import type { TurnLog } from '../../contract/tutor-turn.ts';
import { casesRepository } from '../cases/repository.ts';
import { sampleCase } from '../cases/sample-case.ts';

type Api = ServedApi;

async function startApi(env: Record<string, string>): Promise<Api> {
  const t = await startTestApp({
    env: { TUTOR: 'llm', LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model', ...env },
  });
  await casesRepository(t.database.db).create(sampleCase, 'test');
  return serveApi(t);
}

async function say(api: Api, text: string) {
  const posted = await fetch(`${api.url}/submit-user-input`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.resident}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  expect(posted.status).toBe(200);
  const stream = await readChatStream(api.url, api.resident);
  expect(stream.closed).toBe(true);
  return stream;
}

async function start(api: Api, participantID: string) {
  const response = await fetch(`${api.url}/init-conversation`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.resident}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ participantID }),
  });
  expect(response.status).toBe(200);
}

async function botLogs(
  api: Api,
  participantID: string,
): Promise<{ text: string; turnLog: TurnLog | null }[]> {
  const response = await fetch(`${api.url}/api/transcripts/${participantID}`, {
    headers: { Authorization: `Bearer ${api.admin}` },
  });
  const [conversation] = (await response.json()).conversations;
  return conversation.messages.filter((m: { sender: string }) => m.sender === 'bot');
}

/** Every stop in a reply begins with Pause and carries the engine's what, why and instead. */
function expectStopsCarried(text: string, log: TurnLog | null) {
  if (log?.verdict.kind !== 'stop') return;
  expect(text).toMatch(/^\W*Pause\b/);
  for (const stop of log.verdict.stops) {
    for (const fact of [stop.what, stop.why, stop.instead]) {
      expect(fact.length).toBeGreaterThan(0);
      expect(text).toContain(fact);
    }
  }
}

describe('TUTOR=llm with the fixture model', () => {
  let fake: FakeOpenAi;
  let api: Api;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    api = await startApi({ LLM_BASE_URL: fake.url, LLM_TIMEOUT_MS: '15000' });
  });
  afterAll(async () => {
    await api?.t.close();
    await fake?.close();
  });

  it('plays the sample case to the debrief; a stop the engine did not decide is overruled', async () => {
    fake.respondWith(fixtureModel(new Map(SAMPLE_PLAY)));
    await start(api, 'P-GROUNDED');
    const replies: string[] = [];
    for (const [index, [message]] of SAMPLE_PLAY.entries()) {
      // Turn 3 (suction): the model reads right, then claims a stop the engine never made.
      if (index === 2) {
        fake.script(
          behave.content(SAMPLE_PLAY[2]?.[1] ?? bedside([])),
          behave.reply(['Pause. ', 'Deep suction is dangerous. ', "Let's rewind."]),
        );
      }
      replies.push((await say(api, message)).text);
    }
    const logs = await botLogs(api, 'P-GROUNDED');
    expect(logs.map((m) => m.text)).toEqual(replies);
    expect(logs.map((m) => m.turnLog?.verdict.kind)).toContain('stop');
    for (const m of logs) {
      expectStopsCarried(m.text, m.turnLog);
      expect(m.turnLog?.reader).toBe('fake-model');
    }
    const overruled = logs[2];
    expect(overruled?.turnLog).toMatchObject({
      speaker: 'engine',
      speakFailure: 'overruled: claims a stop the engine did not decide',
    });
    expect(overruled?.text).toBe(overruled?.turnLog?.verdict.engineReply);
    expect(overruled?.text).not.toMatch(/pause/i);

    const debrief = logs.at(-1);
    expect(debrief?.turnLog).toMatchObject({
      speaker: 'fake-model',
      verdict: { kind: 'debrief', stage: 'complete' },
    });
    expect(debrief?.text).toContain('**Checklist**');
    expect(debrief?.text.endsWith(debrief?.turnLog?.verdict.debriefTable ?? 'missing')).toBe(true);
    expect(debrief?.turnLog?.tokensIn).toBeGreaterThan(0);
    expect(debrief?.turnLog?.reading).toEqual(SAMPLE_PLAY.at(-1)?.[1]);
  });

  it('a hypothetical is no action; the same words read as done stop the scenario', async () => {
    await start(api, 'P-HYPO');
    fake.respondWith(fixtureModel(new Map(SAMPLE_PLAY)));
    await say(api, 'Begin Simulation');
    fake.script(behave.content(bedside([act('hyperextend_neck', { status: 'hypothetical' })])));
    const asked = await say(api, 'What if I hyperextend the neck?');
    expect(asked.text).not.toMatch(/pause/i);
    // The same words read as done: the engine stops, and the reply carries its feedback.
    fake.script(behave.content(bedside([act('hyperextend_neck')])));
    const done = await say(api, 'What if I hyperextend the neck?');
    expect(done.text).toMatch(/^\W*Pause\b/);
    const [, log] = await botLogs(api, 'P-HYPO').then((logs) => logs.slice(1));
    expect(log?.turnLog?.verdict.kind).toBe('stop');
  });
});

describe('TUTOR=llm with the endpoint down', () => {
  let api: Api;
  beforeAll(async () => {
    // A port nobody listens on: every call is refused at once.
    api = await startApi({
      LLM_BASE_URL: `http://127.0.0.1:${await freePort()}/v1`,
      LLM_TIMEOUT_MS: '15000',
    });
  });
  afterAll(async () => {
    await api?.t.close();
  });

  it('plays the same case to the debrief in the engine’s words, with a note each turn', async () => {
    await start(api, 'P-DOWN');
    // Worded for the engine's own reader, which reads every turn while the model is away.
    const messages = [
      'Begin Simulation',
      ...SAMPLE_RUN.phase1,
      'I tilt the head all the way back.',
      ...SAMPLE_RUN.phase2,
      ...SAMPLE_RUN.phase3,
    ];
    for (const message of messages) await say(api, message);
    const logs = await botLogs(api, 'P-DOWN');
    expect(logs).toHaveLength(messages.length);
    for (const m of logs) {
      expect(m.turnLog).toMatchObject({ reader: 'engine', speaker: 'engine', tokensIn: 0 });
      expect(m.turnLog?.readFailure).toMatch(/^connect_failed/);
      expect(m.text).toBe(
        `${m.turnLog?.verdict.engineReply}\n\n(The AI tutor is unavailable: the AI service could not be reached. The simulator answered in its own words.)`,
      );
      expectStopsCarried(m.text, m.turnLog);
    }
    expect(logs.map((m) => m.turnLog?.verdict.kind)).toContain('stop');
    expect(logs.at(-1)?.turnLog?.verdict.kind).toBe('debrief');
  });
});
