import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedApi, serveApi, startTestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../../test/fake-openai-server.ts';
import { SAMPLE_RUN } from '../../../test/fixtures/sim/transcripts.ts';
import { readChatStream } from '../../../test/sse-client.ts';
import { TranscriptsResponseSchema } from '../../contract/api.ts';
import {
  ChatResumeResponseSchema,
  type ChatState,
  ChatStateResponseSchema,
  ChatStateSchema,
  type ScenarioChatState,
} from '../../contract/chat-state.ts';

type Api = ServedApi;

const call = (api: Api, token: string, path: string, body?: unknown) =>
  fetch(`${api.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/**
 * One turn as the web app plays it; checks the stream's order (text, then one state event, then
 * stream_close) and returns the reply and its state, parsed by the strict contract schema.
 */
async function turn(api: Api, text: string): Promise<{ reply: string; state: ChatState }> {
  expect((await call(api, api.resident, '/submit-user-input', { text })).status).toBe(200);
  const stream = await readChatStream(api.url, api.resident);
  const names = stream.events.map((e) => e.event);
  expect(names.at(-1)).toBe('stream_close');
  expect(names.at(-2)).toBe('state');
  expect(names.filter((n) => n !== 'message')).toEqual(['state', 'stream_close']);
  const data = stream.events.at(-2)?.data ?? '';
  return { reply: stream.text, state: ChatStateSchema.parse(JSON.parse(data)) };
}

function scenario(state: ChatState): ScenarioChatState {
  if (state.kind !== 'scenario') throw new Error(`expected a scenario state, got ${state.kind}`);
  return state;
}

describeEachDatabase('chat state beside the text', (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await serveApi(await startTestApp({ target, content: true }));
  });
  afterAll(async () => api?.t.close());

  it('has no state for a caller without a conversation', async () => {
    const response = await call(api, api.admin, '/api/chat-state');
    expect(response.status).toBe(200);
    expect(ChatStateResponseSchema.parse(await response.json())).toEqual({ state: null });
    const resume = await call(api, api.admin, '/api/chat-resume');
    expect(ChatResumeResponseSchema.parse(await resume.json())).toEqual({
      participantId: null,
      messages: [],
      state: null,
    });
  });

  it('sends the phase, vitals, stops and the debrief with each turn, and the current state on restore', async () => {
    expect((await call(api, api.resident, '/init-conversation', { participantID: 'P-MON' })).status).toBe(
      200,
    );

    const waiting = scenario((await turn(api, 'hello')).state);
    // Before "Begin Simulation" nothing of the case is shown.
    expect(waiting).toMatchObject({
      stage: 'waiting',
      patient: null,
      phase: null,
      vitals: null,
      stop: null,
      debrief: null,
    });

    // A typo in the start command still starts the case (the message is stored as typed).
    const begun = scenario((await turn(api, 'begin simulaton')).state);
    expect(begun.patient).toMatchObject({ described: 'a 4-year-old', ageYears: 4 });
    expect(begun.phase).toEqual({ number: 1, of: 4, attempt: 1 });
    expect(begun.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(begun.goals?.met).toBe(0);
    expect(begun.goals?.of).toBeGreaterThan(0);
    // The goals one by one, none met yet, and nothing credited by "Begin Simulation".
    expect(begun.goalItems).toHaveLength(begun.goals?.of ?? -1);
    expect(begun.goalItems?.every((g) => !g.met)).toBe(true);
    expect(begun.credited).toEqual([]);
    expect(begun.vitals?.spo2).toEqual({
      value: 73,
      shown: '73',
      previous: null,
      normal: { low: 95, high: 100 },
      status: 'low',
    });
    // A 4-year-old's heart rate runs 80-120: 125 is high; NIBP is judged by its systolic.
    expect(begun.vitals?.hr).toMatchObject({ value: 125, status: 'high', normal: { low: 80, high: 120 } });
    expect(begun.vitals?.nibp).toMatchObject({ value: 93, shown: '93/58', status: 'normal' });
    expect(begun.vitals?.etco2).toMatchObject({ value: null, shown: null, status: 'unknown' });

    const stopped = await turn(api, 'I pick an adult mask');
    expect(stopped.reply).toMatch(/^\*\*Pause\.\*\*/);
    const stop = scenario(stopped.state).stop;
    expect(stop).toMatchObject({ rewindToPhase: 1, attempt: 2 });
    expect(stop?.reasons).toEqual([
      {
        item: 'BMV-8',
        what: expect.stringMatching(/too big for a 4-year-old/),
        why: expect.stringMatching(/\w/),
        instead: expect.stringMatching(/\w/),
      },
    ]);
    // The stop's what, why and instead are the reply's own words.
    const [reason] = stop?.reasons ?? [];
    for (const part of [reason?.what, reason?.why, reason?.instead]) expect(stopped.reply).toContain(part);

    let state = stopped.state;
    // The first move earns items: the state names them, and the goals they meet turn to met, counted alike.
    state = (await turn(api, SAMPLE_RUN.phase1[0] ?? '')).state;
    const first = scenario(state);
    expect(first.credited.length).toBeGreaterThan(0);
    const met = first.goalItems?.filter((g) => g.met).map((g) => g.item) ?? [];
    expect(met.length).toBe(first.goals?.met);
    expect(met.length).toBeGreaterThan(0);
    for (const item of met) expect(first.credited).toContain(item);
    for (const move of SAMPLE_RUN.phase1.slice(1)) state = (await turn(api, move)).state;
    const phase2 = scenario(state);
    expect(phase2.stop).toBeNull();
    expect(phase2.phase).toEqual({ number: 2, of: 4, attempt: 1 });
    // SpO2 falls from 73 to 58 as phase 2 begins: the trend the monitor shows.
    expect(phase2.vitals?.spo2).toMatchObject({ value: 58, previous: 73 });

    // A reloaded chat asks for the current state: the same phase and vitals, no trend and no stop.
    const restored = ChatStateResponseSchema.parse(
      await (await call(api, api.resident, '/api/chat-state')).json(),
    );
    const current = scenario(restored.state as ChatState);
    expect(current.phase).toEqual(phase2.phase);
    expect(current.vitals?.spo2).toMatchObject({ value: 58, previous: null });
    expect(current.stop).toBeNull();
    // Another tab (or a new sign-in) resumes the case: participant, every message in order, the same state.
    const resumed = ChatResumeResponseSchema.parse(
      await (await call(api, api.resident, '/api/chat-resume')).json(),
    );
    expect(resumed.participantId).toBe('P-MON');
    expect(resumed.messages.filter((m) => m.sender === 'user').map((m) => m.text)).toEqual([
      'hello',
      'begin simulaton',
      'I pick an adult mask',
      ...SAMPLE_RUN.phase1,
    ]);
    expect(resumed.messages.map((m) => m.sender)).toEqual(
      resumed.messages.map((_, i) => (i % 2 === 0 ? 'user' : 'bot')),
    );
    // The same state but for the clock, which ran on between the two calls.
    expect({ ...scenario(resumed.state as ChatState), elapsedMs: 0 }).toEqual({ ...current, elapsedMs: 0 });
    // A restore says where the phase stands, but credits nothing: no turn happened.
    expect(current.credited).toEqual([]);
    expect(current.goalItems).toEqual(phase2.goalItems);

    for (const move of [...SAMPLE_RUN.phase2, ...SAMPLE_RUN.phase3]) state = (await turn(api, move)).state;
    const end = scenario(state);
    expect(end.stage).toBe('complete');
    expect(end.goals).toBeNull();
    const debrief = end.debrief;
    expect(debrief?.items.map((i) => i.item)).toEqual(Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`));
    expect(debrief?.items.find((i) => i.item === 'BMV-8')).toMatchObject({
      group: 'ventilationEquipment',
      outcome: 'done-after-stop',
    });
    expect(debrief?.stops).toEqual([
      {
        phase: 1,
        attempt: 1,
        item: 'BMV-8',
        what: expect.stringMatching(/too big/),
        atMs: expect.any(Number),
      },
    ]);
    expect(debrief?.stopCount).toBe(1);
    expect(debrief?.expected).toBeGreaterThan(0);
    expect(debrief?.done).toBe(debrief?.expected);
    expect(end.elapsedMs).toBe(debrief?.totalMs);
    for (const item of debrief?.items ?? []) {
      if (item.outcome.startsWith('done')) expect(item.atMs).not.toBeNull();
      else expect(item.atMs).toBeNull();
    }

    // After the debrief the state keeps it, and the restore call gives it too.
    const after = scenario((await turn(api, 'thanks')).state);
    expect(after.debrief).toEqual(debrief);
    const reloaded = ChatStateResponseSchema.parse(
      await (await call(api, api.resident, '/api/chat-state')).json(),
    );
    expect((reloaded.state as ScenarioChatState).debrief).toEqual(debrief);

    // Chat History's server transcript carries the same checklist.
    const log = TranscriptsResponseSchema.parse(
      await (await call(api, api.admin, '/api/transcripts/P-MON')).json(),
    );
    expect(log.conversations[0]?.debrief).toEqual(debrief);
  });

  it('shows no debrief in the transcript of an unfinished conversation', async () => {
    await call(api, api.resident, '/reset-conversation', { participantID: 'P-MON' });
    await turn(api, 'Begin Simulation');
    const log = TranscriptsResponseSchema.parse(
      await (await call(api, api.admin, '/api/transcripts/P-MON')).json(),
    );
    expect(log.conversations.map((c) => c.debrief === null)).toEqual([true, false]);
  });
});

describe('chat state with the prompt-only LLM tutor', () => {
  let fake: FakeOpenAi;
  let api: Api;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    api = await serveApi(
      await startTestApp({
        content: true,
        env: { TUTOR: 'llm-prompt', LLM_BASE_URL: fake.url, LLM_TIMEOUT_MS: '5000' },
      }),
    );
  });
  afterAll(async () => {
    await api?.t.close();
    await fake?.close();
  });

  it('reports an untracked state after the text, and on restore', async () => {
    await call(api, api.resident, '/init-conversation', { participantID: 'P-LLM' });
    const { reply, state } = await turn(api, 'Begin Simulation');
    expect(reply).toBe('Hello from the fake tutor.');
    expect(state).toEqual({ kind: 'untracked' });
    const restored = await (await call(api, api.resident, '/api/chat-state')).json();
    expect(ChatStateResponseSchema.parse(restored)).toEqual({ state: { kind: 'untracked' } });
  });
});
