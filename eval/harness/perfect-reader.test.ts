/** The perfect reader: a local endpoint that reads labelled messages as their labels say, through the grounded tutor. */
import { afterEach, expect, it } from 'vitest';
import { CORPUS } from '../corpus/index.ts';
import type { CorpusCase } from './corpus-types.ts';
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

const gag = CORPUS.find((entry) => entry.id === 'gag-reflex');
if (!gag) throw new Error('the corpus has no gag-reflex case');

/** Plays `text` after "Begin Simulation" (and the setup of `phase`) in a case whose only labels are `extra`'s. */
async function readIn(entry: CorpusCase, extra: Partial<CorpusCase>, text: string, phase = 0) {
  const labelled = { ...entry, utterances: [], errors: [], runs: [], ...extra };
  reader = await startPerfectReader([labelled]);
  reader.playing(entry.caseDoc);
  const session = groundedTutorUnderTest(reader.config).start(entry.caseDoc);
  await session.say('Begin Simulation');
  for (const message of entry.setup.slice(0, phase).flat()) await session.say(message);
  return session.say(text);
}

it.each([
  'Hang on, I nip out to the supply cupboard for a smaller bag first.',
  "We'll take him round to CT and bag him after the scan.",
  'Give him a gentle rub and a minute or two, he may pick up by himself.',
])('reads every error on BMV-1 as ventilation put off, however said: %s', async (text) => {
  const error = { name: 'delay', item: 'BMV-1' as const, phase: 0, phrasings: [text] };
  const seen = await readIn(sample, { errors: [error] }, text);
  expect(seen.log.reading?.actions.map((a) => a.technique)).toEqual(['delay_ventilation']);
  expect(seen.stoppedOn).toContain('BMV-1');
});

it.each([
  ['Pass me the adult-size face mask.', { maskSize: 'adult' }, true],
  ['A huge mask, right over his whole face.', { technique: 'mask_too_big' }, true],
] as const)('reads a wrong mask by its size word, else by its fit: %s', async (text, expected, stops) => {
  const error = { name: 'mask', item: 'BMV-8' as const, phase: 0, phrasings: [text] };
  const seen = await readIn(sample, { errors: [error] }, text);
  expect(seen.log.reading?.actions[0]).toMatchObject(expected);
  // A mask too big without a size word is said to the engine as an oversized mask (items/bmv-08): wrong, never credited.
  expect(seen.stoppedOn.includes('BMV-8')).toBe(stops);
  expect(seen.read.filter((r) => r.verdict === 'ok')).toEqual([]);
});

it('reads a refusal of the adjunct the findings rule out as that adjunct, negated: never a stop', async () => {
  const text = 'No oral airway for her, she keeps gagging.';
  const utterance = { text, phase: 1, kind: 'negation' as const, labels: [label('BMV-5', 'ok')] };
  const seen = await readIn(gag, { utterances: [utterance] }, text, 1);
  expect(seen.log.reading?.actions[0]).toMatchObject({
    technique: 'choose_adjunct',
    adjunct: 'opa',
    negated: true,
  });
  expect(seen.stoppedOn).toEqual([]);
});

it('reads a question that names an item as a hypothetical: never a stop, never a credit', async () => {
  const text = 'Would it be OK to bend his head right back?';
  const utterance = { text, kind: 'question' as const, labels: [label('BMV-3', 'none')] };
  const seen = await readIn(sample, { utterances: [utterance] }, text);
  expect(seen.log.reading?.actions[0]?.status).toBe('hypothetical');
  expect(seen.stoppedOn).toEqual([]);
  expect(seen.read.filter((r) => r.verdict === 'ok')).toEqual([]);
});

function label(item: `BMV-${number}`, verdict: 'ok' | 'wrong' | 'none') {
  return { item, verdict };
}
