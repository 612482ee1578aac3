import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../../../../eval/corpus/index.ts';
import { mixedTexts, repetitiveTexts } from '../../../../../eval/harness/generated-texts.ts';
import {
  CRAFTED_REPETITIONS,
  variedMentions,
  WORST_FIELDS,
  WORST_MESSAGES,
} from '../../../../../eval/harness/worst-inputs.ts';
import { sampleCase } from '../../../cases/sample-case.ts';
import { normalize } from '../text/normalize.ts';
import type { Mention } from '../types.ts';
import { readDistinctMentions, readMentions } from './read-mentions.ts';

/** A mention as plain data (the cue by its id: its pattern object carries matching state). */
const plain = (mentions: Mention[]) => mentions.map(({ cue, ...rest }) => ({ cue: cue.id, ...rest }));

const cases = [sampleCase, ...CORPUS.map((entry) => entry.caseDoc)];
const hardStops = cases.flatMap((caseDoc) =>
  caseDoc.Phases.flatMap((phase) => Object.values(phase.hardStop)).filter((text) => text.trim() !== ''),
);
const phaseTexts = cases.flatMap((caseDoc) =>
  caseDoc.Phases.flatMap((phase) => [
    phase.initialState,
    phase.airway,
    phase.breathing,
    phase.circulation,
    phase.disability,
    phase.softStop,
  ]),
);
const utterances = CORPUS.flatMap((entry) => [
  ...entry.utterances.map((utterance) => utterance.text),
  ...entry.runs.flatMap((run) => run.messages),
  ...entry.errors.flatMap((error) => [...error.phrasings, ...(error.lead ?? [])]),
]);
const worst = [...WORST_MESSAGES, ...WORST_FIELDS].map(([, text]) => text);
const families: [string, string[]][] = [
  ['corpus hard stops', hardStops],
  ['corpus utterances and messages', utterances],
  ['corpus phase texts', phaseTexts],
  ['worst inputs', worst],
  ['crafted repetitions', CRAFTED_REPETITIONS],
  ['generated prose', mixedTexts(3000, 10)],
  ['generated repetitions', repetitiveTexts(400, 11)],
  // Dense mentions that never repeat: every match is read, none is left out as a repetition.
  ['varied mentions', Array.from({ length: 12 }, (_, seed) => variedMentions(600 + seed * 300, seed + 3))],
];

describe('readMentions and its repetition detector (what they read is in eval/golden/texts.txt)', () => {
  it.each(families)('reads every mention of %s in reading order, at the words it matched', (_, texts) => {
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const mentions = readMentions(normalize(text));
      const starts = mentions.map((m) => m.start);
      expect(starts, text).toEqual([...starts].sort((x, y) => x - y));
      for (const m of mentions) expect(normalize(text).slice(m.start, m.end), text).toBe(m.text);
    }
  });

  it.each([
    ['crafted repetitions', CRAFTED_REPETITIONS],
    ['generated repetitions', repetitiveTexts(400, 11)],
  ])('leaves out of %s only mentions read the same as an earlier one kept', (_, texts) => {
    const reading = (m: Mention) =>
      JSON.stringify([m.cue.id, m.item, m.text, m.following, m.negated, m.deferred, m.hypothetical]);
    for (const text of texts) {
      const normalised = normalize(text);
      const kept = new Map(
        readDistinctMentions(normalised).map((m) => [`${m.cue.id}|${m.item}|${m.start}`, m]),
      );
      const readings = new Set<string>();
      for (const mention of readMentions(normalised)) {
        const same = kept.get(`${mention.cue.id}|${mention.item}|${mention.start}`);
        if (same) {
          expect(plain([same])).toEqual(plain([mention]));
          readings.add(reading(mention));
        } else {
          expect(readings.has(reading(mention)), `${text}: ${reading(mention)}`).toBe(true);
        }
      }
    }
  });

  it('still leaves out a repeated phrase after many surroundings that never repeat', () => {
    const normalised = normalize(CRAFTED_REPETITIONS.at(-1) ?? '');
    const bvm = (mentions: Mention[]) => mentions.filter((m) => m.cue.id === 'bvm').length;
    expect(bvm(readMentions(normalised))).toBeGreaterThan(600);
    expect(bvm(readDistinctMentions(normalised))).toBeLessThan(200);
  });

  it('leaves out repetitions: a repeated phrase is read a few times, not once per repetition', () => {
    const normalised = normalize(WORST_FIELDS[0]?.[1] ?? '');
    const all = readMentions(normalised);
    const distinct = readDistinctMentions(normalised);
    expect(all.length).toBeGreaterThan(1000);
    expect(distinct.length).toBeLessThan(40);
    // What is kept is a subset of every mention, in reading order.
    const keys = new Set(plain(all).map((mention) => JSON.stringify(mention)));
    for (const mention of plain(distinct)) expect(keys.has(JSON.stringify(mention))).toBe(true);
  });
});
