/** The benchmark's view of the grounded tutor, against the fixture model over real HTTP. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { sampleCase } from '../../src/server/cases/sample-case.ts';
import { FAKE_USAGE, type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai-server.ts';
import { fixtureModel, SAMPLE_PLAY } from '../../test/fixtures/grounded-tutor.ts';
import { evalConfigFromEnv, groundedTutorUnderTest } from './grounded-tutor-under-test.ts';

let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(async () => {
  await fake.close();
});

it('reads the model settings from the environment, as the server does', () => {
  expect(
    evalConfigFromEnv({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1',
      LLM_READ_MODE: 'tool',
    }),
  ).toEqual({
    baseUrl: 'http://127.0.0.1:11434/v1',
    apiKey: undefined,
    model: 'llama3.1',
    timeoutMs: 30_000,
    readMode: 'tool',
  });
});

it('observes each turn: stage, phase, stops, the reading with the engine verdicts, tokens and latency', async () => {
  fake.respondWith(fixtureModel(new Map(SAMPLE_PLAY)));
  const tutor = groundedTutorUnderTest({
    baseUrl: fake.url,
    apiKey: 'sk-test',
    model: 'gpt-test',
    timeoutMs: 15_000,
    readMode: 'json_schema',
  });
  expect(tutor.name).toBe('llm (gpt-test)');
  expect(tutor.requiredByPhase(sampleCase)[0]).toContain('BMV-8');
  const session = tutor.start(sampleCase);
  const seen = [];
  for (const [message] of SAMPLE_PLAY) seen.push(await session.say(message));

  const hypothetical = seen[5];
  expect(hypothetical?.read).toEqual([{ item: 'BMV-3', verdict: 'none' }]);
  expect(hypothetical?.stoppedOn).toEqual([]);
  const stop = seen[6];
  expect(stop).toMatchObject({ stoppedOn: ['BMV-3'], readingSource: 'reported', phase: 1 });
  expect(stop?.read).toEqual([{ item: 'BMV-3', verdict: 'wrong' }]);
  expect(seen[3]?.read).toEqual([
    { item: 'BMV-8', verdict: 'ok', params: { mask: 'child' } },
    { item: 'BMV-9', verdict: 'ok', params: { bagMl: 500 } },
    { item: 'BMV-10', verdict: 'ok', params: { o2LPerMin: 15 } },
  ]);
  for (const turn of seen) {
    expect(turn.log).toMatchObject({
      reader: 'gpt-test',
      speaker: 'gpt-test',
      tokensIn: 2 * FAKE_USAGE.prompt_tokens,
      tokensOut: 2 * FAKE_USAGE.completion_tokens,
    });
  }
  expect(seen.at(-1)?.stage).toBe('complete');
  expect(session.missing()).toEqual([]);
  expect(tutor.usage()).toMatchObject({
    model: 'gpt-test',
    turns: SAMPLE_PLAY.length,
    tokensInPerTurn: 2 * FAKE_USAGE.prompt_tokens,
    tokensOutPerTurn: 2 * FAKE_USAGE.completion_tokens,
    modelRead: 1,
    modelSpoke: 1,
    overruled: 0,
  });
  expect(tutor.usage().latencyMs.max).toBeGreaterThanOrEqual(tutor.usage().latencyMs.p50);
});
