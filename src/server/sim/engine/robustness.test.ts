import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { infantCase } from '../../../../test/fixtures/sim/infant-case.ts';
import { readReply } from '../../../../test/fixtures/sim/read-reply.ts';
import { START, session, TEACHING_IMAGES } from '../../../../test/fixtures/sim/session.ts';
import { SAMPLE_RUN } from '../../../../test/fixtures/sim/transcripts.ts';
import type { CaseDocument } from '../../../contract/case.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import type { TutorConversation } from '../tutor.ts';
import { chunkReply } from './chunks.ts';
import { ScenarioEngine } from './scenario-engine.ts';
import { EngineStateSchema } from './state.ts';
import { runTurn } from './turn.ts';

const FULL_RUN = [
  'Begin Simulation',
  ...SAMPLE_RUN.phase1,
  'I pick an adult mask',
  ...SAMPLE_RUN.phase1,
  ...SAMPLE_RUN.phase2,
  'hmm',
  'what?',
  ...SAMPLE_RUN.phase3,
];

function conversation(caseDoc: CaseDocument, state: Record<string, unknown> = {}): TutorConversation {
  return { caseDoc, state, history: [], images: TEACHING_IMAGES, instructionText: '', now: new Date(START) };
}

describe('the state', () => {
  it('survives JSON between every turn and always matches its schema', async () => {
    const s = session(sampleCase);
    for (const input of FULL_RUN) {
      await s.say(input);
      const stored = JSON.parse(s.storedJson);
      expect(EngineStateSchema.safeParse(stored).success).toBe(true);
      expect(JSON.parse(JSON.stringify(stored))).toEqual(stored);
    }
    expect(s.state.stage).toBe('complete');
  });

  it('starts over from a state that is not the engine’s', () => {
    for (const junk of [{}, { stage: 'running' }, { version: 2 }, null, 'text', []]) {
      const result = runTurn({
        caseDoc: sampleCase,
        state: junk,
        input: 'hello',
        now: new Date(START),
        images: [],
      });
      expect(result.reply).toBe('Please type "Begin Simulation" to begin.');
      expect(result.state.stage).toBe('waiting');
    }
  });
});

describe('determinism', () => {
  it('gives the same replies and states for the same inputs and times', async () => {
    const a = session(infantCase);
    const b = session(infantCase);
    for (const input of [
      'Begin Simulation',
      'hmm',
      'adult mask',
      'infant mask, 500 ml bag',
      'sats?',
      'hint',
    ]) {
      expect(await a.say(input)).toBe(await b.say(input));
      expect(a.storedJson).toBe(b.storedJson);
    }
  });
});

describe('streaming', () => {
  it('streams a reply in several chunks that join to the whole reply, and sets the state', async () => {
    const engine = new ScenarioEngine();
    expect(engine.kind).toBe('engine');
    const conv = conversation(sampleCase);
    const { chunks, outcome } = await readReply(engine.respond(conv, 'Begin Simulation'));
    expect(chunks.length).toBeGreaterThan(5);
    const expected = runTurn({
      caseDoc: sampleCase,
      state: {},
      input: 'Begin Simulation',
      now: new Date(START),
      images: [],
    });
    expect(chunks.join('')).toBe(expected.reply);
    expect(outcome.state).toMatchObject({ stage: 'running', startedAt: START });
  });

  it('splits long lines at sentences without losing a character', () => {
    const reply = `${'A sentence that goes on. '.repeat(20)}\nshort\n`;
    const chunks = chunkReply(reply);
    expect(chunks.join('')).toBe(reply);
    expect(chunks.every((chunk) => chunk.length <= 160)).toBe(true);
  });

  it('stops producing when the client goes away', async () => {
    const controller = new AbortController();
    const conv = { ...conversation(sampleCase), signal: controller.signal };
    const chunks: string[] = [];
    for await (const chunk of new ScenarioEngine().respond(conv, 'Begin Simulation')) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toHaveLength(1);
  });
});

describe('hostile and odd input', () => {
  it.each([
    '<script>alert(document.cookie)</script>',
    "'; DROP TABLE cases; --",
    'SELECT * FROM users WHERE 1=1',
    '🙂🚑💨🫁',
    '\u0000\u0007\u001b[31m',
    '   ',
    '%s%n%x {{7*7}} #{process.exit()}',
  ])('answers %j calmly', async (input) => {
    const s = session(sampleCase);
    await s.say('Begin Simulation');
    const reply = await s.say(input);
    expect(reply.length).toBeGreaterThan(0);
    expect(reply).not.toContain('<script');
    expect(reply).not.toContain('DROP TABLE');
    expect(s.state.stage).toBe('running');
  });

  it('asks for shorter messages instead of reading or echoing a 4000-character one', async () => {
    const s = session(sampleCase);
    await s.say('Begin Simulation');
    const reply = await s.say('suction '.repeat(500));
    expect(reply).toContain('very long');
    expect(reply.length).toBeLessThan(200);
    expect(s.state.phaseItems).toEqual([]);
  });

  it('refuses a case it cannot run, without throwing', () => {
    const broken = { 'Scenario Outline': {}, Phases: [] } as unknown as CaseDocument;
    const result = runTurn({
      caseDoc: broken,
      state: {},
      input: 'Begin Simulation',
      now: new Date(START),
      images: [],
    });
    expect(result.reply).toContain('This case cannot be run');
  });

  it('never throws on random input in any stage', () => {
    const stages = [[], ['Begin Simulation'], ['Begin Simulation', ...SAMPLE_RUN.phase1], FULL_RUN];
    const states = stages.map((inputs) => {
      let state: unknown = {};
      for (const input of inputs) {
        state = runTurn({
          caseDoc: sampleCase,
          state,
          input,
          now: new Date(START),
          images: TEACHING_IMAGES,
        }).state;
      }
      return state;
    });
    const input = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc
        .array(
          fc.constantFrom(
            'mask',
            'bag',
            'oxygen',
            'no',
            'not',
            '15',
            'lpm',
            'every',
            'sec',
            'opa',
            'size',
            ',',
            '?',
            'show me',
            'how do i',
            '500 ml',
            'infant',
            'adult',
          ),
          { maxLength: 30 },
        )
        .map((words) => words.join(' ')),
    );
    fc.assert(
      fc.property(fc.constantFrom(...states), input, (state, text) => {
        const result = runTurn({
          caseDoc: sampleCase,
          state,
          input: text,
          now: new Date(START + 60_000),
          images: TEACHING_IMAGES,
        });
        expect(typeof result.reply).toBe('string');
        expect(result.reply.length).toBeGreaterThan(0);
        expect(EngineStateSchema.safeParse(JSON.parse(JSON.stringify(result.state))).success).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
