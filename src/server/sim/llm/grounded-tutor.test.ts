/**
 * The grounded tutor (TUTOR=llm) against a real local server speaking the OpenAI protocol: the model reads
 * and speaks, the engine decides. Fixture answers, including malformed and hostile ones.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { behave, FAKE_USAGE, type FakeOpenAi, startFakeOpenAi } from '../../../../test/fake-openai-server.ts';
import { act, bedside, fixtureModel, SAMPLE_PLAY } from '../../../../test/fixtures/grounded-tutor.ts';
import { readReply } from '../../../../test/fixtures/sim/read-reply.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import type { TutorConversation } from '../tutor.ts';
import { SPEAKER_RULES } from './grounded-prompts.ts';
import { GroundedTutor } from './grounded-tutor.ts';

let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(async () => {
  await fake.close();
});

/** Generous: a loaded machine must not turn a slow answer into a timeout. The timeout tests pass their own. */
const SLOW_OK_MS = 10_000;
const TIMEOUT_MS = 300;

const tutorAt = (url: string, readMode: 'json_schema' | 'tool' = 'json_schema', timeoutMs = SLOW_OK_MS) =>
  new GroundedTutor({ baseUrl: url, apiKey: 'sk-test', model: 'gpt-test', timeoutMs, readMode });

/** A conversation as the chat service keeps it: each turn's returned state becomes the next turn's. */
type StoredConversation = Omit<TutorConversation, 'state'> & { state: Record<string, unknown> };

function conversation(): StoredConversation {
  return {
    caseDoc: sampleCase,
    state: {},
    history: [],
    images: [],
    instructionText: 'You are PAMA, a calm airway tutor.',
    now: new Date('2025-01-01T00:00:00Z'),
  };
}

async function say(tutor: GroundedTutor, c: StoredConversation, input: string) {
  const { chunks, outcome } = await readReply(tutor.respond(c, input));
  const text = chunks.join('');
  c.state = outcome.state;
  c.history.push({ sender: 'user', text: input }, { sender: 'bot', text });
  return { text, chunks, log: outcome.log };
}

/** The engine alone on the same messages: what the engine's own words would be. */
async function engineReplies(messages: string[]) {
  const engine = new GroundedTutor();
  const c = conversation();
  const out: string[] = [];
  for (const m of messages) out.push((await say(engine, c, m)).text);
  return out;
}

describe('GroundedTutor, the whole sample case', () => {
  it.each(['json_schema', 'tool'] as const)(
    'plays to the debrief with readings given as %s',
    async (mode) => {
      fake.respondWith(
        fixtureModel(new Map(SAMPLE_PLAY), { mode: mode === 'tool' ? 'toolCall' : 'content' }),
      );
      const tutor = tutorAt(fake.url, mode);
      const c = conversation();
      const turns = [];
      for (const [message] of SAMPLE_PLAY) turns.push(await say(tutor, c, message));

      // Every turn was read and spoken by the model, and recorded.
      for (const t of turns) {
        expect(t.log?.reader, t.text).toBe('gpt-test');
        expect(t.log?.speaker, t.text).toBe('gpt-test');
        expect(t.log?.tokensIn).toBe(2 * FAKE_USAGE.prompt_tokens);
        expect(t.log?.tokensOut).toBe(2 * FAKE_USAGE.completion_tokens);
        expect(t.log?.latencyMs).toBeGreaterThanOrEqual(0);
        expect(t.chunks.length).toBeGreaterThan(1);
      }
      const kinds = turns.map((t) => t.log?.verdict.kind);
      expect(kinds).toEqual([
        'begin',
        'answer',
        'progress',
        'progress',
        'advance',
        'other',
        'stop',
        'progress',
        'advance',
        'progress',
        'debrief',
      ]);
      expect(turns[1]?.text).toMatch(/Heart rate\*\*: 125/);
      // The hypothetical was not an action: no stop.
      expect(turns[5]?.log?.verdict.stops).toEqual([]);
      const stop = turns[6];
      expect(stop?.text).toMatch(/^\*\*Pause\.\*\* Hyperextending the neck\./);
      expect(stop?.log?.verdict.stops).toEqual([
        expect.objectContaining({ item: 'BMV-3', what: 'Hyperextending the neck.' }),
      ]);
      for (const fact of [stop?.log?.verdict.stops[0]?.why, stop?.log?.verdict.stops[0]?.instead]) {
        expect(fact).toBeTruthy();
        expect(stop?.text).toContain(fact);
      }
      // The debrief's table is the engine's, word for word.
      const debrief = turns.at(-1);
      expect(debrief?.log?.verdict.debriefTable).toMatch(/^\*\*Checklist\*\*/);
      expect(debrief?.text.endsWith(debrief?.log?.verdict.debriefTable ?? 'missing')).toBe(true);
      expect(debrief?.text).toMatch(/^Right\. /);
      expect(c.state).toMatchObject({ stage: 'complete' });
      // The engine read canonical sentences, never the trainee's words.
      expect(stop?.log?.verdict.engineInput).toEqual(['I hyperextend the neck.']);
    },
  );
});

describe('GroundedTutor, hostile and malformed answers', () => {
  const [begin] = SAMPLE_PLAY;
  const suction =
    'Calling for help, I stand at the head of the bed and suction the secretions with a Yankauer.';

  async function begun() {
    const tutor = tutorAt(fake.url);
    const c = conversation();
    fake.respondWith(fixtureModel(new Map([begin ?? ['', bedside([])]])));
    await say(tutor, c, 'Begin Simulation');
    fake.respondWith(undefined);
    return { tutor, c };
  }

  it('refuses a reading with items that do not exist: the engine reads the words itself', async () => {
    const { tutor, c } = await begun();
    const [engineReply] = (await engineReplies(['Begin Simulation', suction])).slice(1);
    fake.script(
      behave.content({
        intent: 'bedside',
        actions: [{ ...act('call_for_help'), item: 'BMV-99' }],
        patientQuestions: [],
      }),
    );
    fake.respondWith(fixtureModel(new Map()));
    const t = await say(tutor, c, suction);
    expect(t.log?.reader).toBe('engine');
    expect(t.log?.reading).toBeNull();
    expect(t.log?.readFailure).toMatch(/^invalid_answer/);
    expect(t.log?.verdict.engineInput).toEqual([suction]);
    // The model still speaks the engine's verdict on the trainee's own words.
    expect(t.log?.speaker).toBe('gpt-test');
    expect(t.text).toBe(`Right. ${engineReply}`);
  });

  it.each([
    ['not JSON', 'sure! here you go'],
    ['an extra key', { intent: 'bedside', actions: [], patientQuestions: [], stop: true }],
    [
      'a technique that does not exist',
      {
        intent: 'bedside',
        actions: [{ ...act('call_for_help'), technique: 'intubate' }],
        patientQuestions: [],
      },
    ],
  ])('refuses %s', async (_name, answer) => {
    const { tutor, c } = await begun();
    fake.script(behave.content(answer));
    const t = await say(tutor, c, suction);
    expect(t.log?.reader).toBe('engine');
    expect(t.log?.readFailure).toMatch(/^invalid_answer/);
    expect(t.text).not.toMatch(/AI tutor is unavailable/);
  });

  it('lets the engine read the words before the case begins, whatever the reading says', async () => {
    const tutor = tutorAt(fake.url);
    const c = conversation();
    fake.script(behave.content(bedside([act('call_for_help')])));
    fake.respondWith(fixtureModel(new Map()));
    const t = await say(tutor, c, 'Begin Simulation');
    expect(t.log?.verdict).toMatchObject({ kind: 'begin', engineInput: ['Begin Simulation'] });
  });

  it('drops a technique paired with another item', async () => {
    const { tutor, c } = await begun();
    fake.script(behave.content(bedside([{ ...act('hyperextend_neck'), item: 'BMV-1' }])));
    const t = await say(tutor, c, 'I call for help');
    expect(t.log?.verdict.kind).not.toBe('stop');
    expect(t.log?.verdict.engineInput).toEqual(['I consider my options.']);
  });

  it('overrules a reply that claims a stop the engine did not decide', async () => {
    const { tutor, c } = await begun();
    fake.script(
      behave.content(bedside([act('call_for_help')])),
      behave.reply(['Pause. ', 'You hyperextended the neck. ', "Let's rewind to phase 1."]),
    );
    const t = await say(tutor, c, 'I call for help');
    expect(t.log?.verdict.kind).toBe('progress');
    expect(t.log?.speaker).toBe('engine');
    expect(t.log?.speakFailure).toBe('overruled: claims a stop the engine did not decide');
    expect(t.text).toBe(t.log?.verdict.engineReply);
    expect(t.text).not.toMatch(/pause/i);
  });

  it('overrules a stop that drops the why', async () => {
    const { tutor, c } = await begun();
    fake.script(
      behave.content(bedside([act('hyperextend_neck')])),
      behave.reply(['Pause. Hyperextending the neck. Do a sniffing position instead. attempt 2']),
    );
    const t = await say(tutor, c, 'head right back');
    expect(t.log?.verdict.kind).toBe('stop');
    expect(t.log?.speakFailure).toBe("overruled: the stop's why is missing");
    expect(t.text).toBe(t.log?.verdict.engineReply);
  });

  it('overrules a reply that leaks the system prompt', async () => {
    const { tutor, c } = await begun();
    fake.script(
      behave.content(bedside([act('call_for_help')])),
      behave.reply([`My instructions: ${SPEAKER_RULES}`]),
    );
    const t = await say(tutor, c, 'I call for help');
    expect(t.log?.speakFailure).toBe('overruled: repeats its instructions');
    expect(t.text).not.toContain('Never reveal');
  });

  it('overrules a reply that drops a question the engine asked about a missing detail', async () => {
    const { tutor, c } = await begun();
    // A mask with no size is neither right nor wrong yet: the engine asks which size, and that question is teaching.
    fake.script(
      behave.content(bedside([act('choose_mask')])),
      behave.reply(['Right. ', 'Mask noted, well done.']),
    );
    const t = await say(tutor, c, 'I grab a mask');
    expect(t.log?.verdict.kind).not.toBe('stop');
    expect(t.log?.verdict.engineReply).toMatch(/^\*\*Question\*\*: /m);
    expect(t.log?.speakFailure).toBe('overruled: drops a question');
    expect(t.text).toBe(t.log?.verdict.engineReply);
  });

  it('overrules a reply that invents a vital sign', async () => {
    const { tutor, c } = await begun();
    fake.script(behave.content(bedside([], ['spo2'])), behave.reply(['The SpO2 is 95%.']));
    const t = await say(tutor, c, 'sats?');
    expect(t.log?.speakFailure).toBe('overruled: invents the number 95');
    expect(t.text).toMatch(/SpO2\*\*: 73%/);
  });
});

describe('GroundedTutor, degrading', () => {
  it.each([
    ['401', behave.error(401), /API key was refused/],
    ['429', behave.error(429), /rate-limiting/],
    ['500', behave.error(500), /internal error/],
    ['a hang', behave.hang(), /did not answer in time/],
    ['a stall', behave.stall(['{"intent":'], 1), /did not answer in time/],
  ])(
    '%s: the engine reads and speaks, with a note; the next turn tries the model again',
    async (_n, failure, note) => {
      const tutor = tutorAt(fake.url, 'json_schema', TIMEOUT_MS);
      const c = conversation();
      fake.script(failure);
      const first = await say(tutor, c, 'Begin Simulation');
      const [engineBegin] = await engineReplies(['Begin Simulation']);
      expect(first.text.startsWith(engineBegin ?? 'missing')).toBe(true);
      expect(first.text).toMatch(note);
      expect(first.log).toMatchObject({ reader: 'engine', speaker: 'engine' });
      expect(fake.requests).toHaveLength(1);

      fake.respondWith(fixtureModel(new Map(SAMPLE_PLAY)));
      const second = await say(tutor, c, 'What is the heart rate?');
      expect(second.log).toMatchObject({ reader: 'gpt-test', speaker: 'gpt-test' });
      expect(second.text).toMatch(/^Right\. \*\*Heart rate\*\*: 125/);
    },
  );

  it('a speaking failure alone: the model read, the engine speaks', async () => {
    const tutor = tutorAt(fake.url);
    const c = conversation();
    fake.script(behave.content({ intent: 'control', actions: [], patientQuestions: [] }), behave.error(503));
    const t = await say(tutor, c, 'Begin Simulation');
    expect(t.log).toMatchObject({ reader: 'gpt-test', speaker: 'engine' });
    expect(t.log?.speakFailure).toMatch(/^server_error/);
    expect(t.text).toMatch(/The simulator answered in its own words\.\)$/);
  });

  it('no key for OpenAI: no call, the engine serves every turn', async () => {
    const tutor = new GroundedTutor({ apiKey: '', model: 'gpt-test', timeoutMs: 400 });
    const c = conversation();
    const t = await say(tutor, c, 'Begin Simulation');
    expect(t.text).toMatch(/no API key is configured/);
    expect(t.log).toMatchObject({ reader: 'engine', speaker: 'engine', tokensIn: 0, tokensOut: 0 });
    expect(fake.requests).toHaveLength(0);
  });
});
