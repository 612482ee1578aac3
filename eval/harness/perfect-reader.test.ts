/** The perfect reader: a local endpoint that reads labelled messages as their labels say, through the grounded tutor. */
import { afterEach, expect, it } from 'vitest';
import { CORPUS } from '../corpus/index.ts';
import { groundedTutorUnderTest } from './grounded-tutor-under-test.ts';
import { startPerfectReader } from './perfect-reader.ts';

const sample = CORPUS.find((entry) => entry.id === 'sample');
if (!sample) throw new Error('the corpus has no sample case');

let reader: Awaited<ReturnType<typeof startPerfectReader>> | undefined;
afterEach(async () => {
  await reader?.close();
});

it('reads a labelled danger as its label says, and the engine stops on it; an unlabelled message is left to the engine', async () => {
  reader = await startPerfectReader([sample]);
  reader.playing(sample.caseDoc);
  const tutor = groundedTutorUnderTest(reader.config);
  const danger = sample.utterances.find(
    (u) => (u.phase ?? 0) === 0 && u.labels.length === 1 && u.labels[0]?.verdict === 'wrong',
  );
  if (!danger) throw new Error('no single-danger message in phase 1 of the sample case');
  const session = tutor.start(sample.caseDoc);
  await session.say('Begin Simulation');
  const help = await session.say('I call for help and stand at the head of the bed.');
  expect(help.log.reading?.intent).toBe('control');
  expect(help.read).toEqual([]);
  const stopped = await session.say(danger.text);
  expect(stopped.log.reading?.intent).toBe('bedside');
  expect(stopped.stoppedOn).toContain(danger.labels[0]?.item);
  // The simulator's reply is said as it is.
  expect(stopped.reply).toMatch(/^\*\*Pause\.\*\*/);
});

it('keeps the labels of every set that plays the same case (they are merged, not replaced)', async () => {
  const empty = { ...sample, utterances: [], errors: [], runs: [] };
  reader = await startPerfectReader([sample, empty]);
  reader.playing(sample.caseDoc);
  const tutor = groundedTutorUnderTest(reader.config);
  const labelled = sample.utterances.find(
    (u) => (u.phase ?? 0) === 0 && u.labels.some((l) => l.verdict === 'ok'),
  );
  if (!labelled) throw new Error('no labelled action in phase 1 of the sample case');
  const session = tutor.start(sample.caseDoc);
  await session.say('Begin Simulation');
  expect((await session.say(labelled.text)).log.reading?.intent).toBe('bedside');
});
