import { createHash } from 'node:crypto';
import { sampleCase } from '../../src/server/cases/sample-case.ts';
import { fieldReading } from '../../src/server/sim/engine/analyze-case.ts';
import { findingsByPhase } from '../../src/server/sim/engine/findings.ts';
import { readDistinctMentions, readMentions } from '../../src/server/sim/engine/lexicon/read-mentions.ts';
import { normalize } from '../../src/server/sim/engine/text/normalize.ts';
import type { Findings, Mention } from '../../src/server/sim/engine/types.ts';
import { CORPUS } from '../corpus/index.ts';
import { mixedTexts, repetitiveTexts } from '../harness/generated-texts.ts';
import { generatedTexts } from '../harness/texts.ts';
import {
  CRAFTED_REPETITIONS,
  maximalCase,
  variedMentions,
  WORST_FIELDS,
  WORST_MESSAGES,
} from '../harness/worst-inputs.ts';

/**
 * The golden text readings, one level below the turns of readings.ts: for every distinct message and case text of
 * the corpus, its normalised form and the cues read in it (cue/item "matched text", ! negated, ~ deferred,
 * ? hypothetical); for every hard-stop text, the items, rules and adjunct requests read from it; for every case,
 * the findings by phase. Inputs made to be slow (the eval's worst inputs) or generated at random (seeded) are
 * summed up per family as a digest of the same readings: the faster readers must read them exactly as the
 * golden file says, and a digest that changes names the family to look at.
 */

const quoted = (text: string) => JSON.stringify(text);

function mentionText(mention: Mention): string {
  const flags = `${mention.negated ? '!' : ''}${mention.deferred ? '~' : ''}${mention.hypothetical ? '?' : ''}`;
  return `${mention.cue.id}/${mention.item ?? '-'} ${quoted(mention.text)}${flags}`;
}

function messageLine(text: string): string {
  const normalised = normalize(text);
  const mentions = readMentions(normalised).map(mentionText).join('; ');
  return `text ${quoted(text)} => ${quoted(normalised)} | ${mentions || '(no cue)'}`;
}

function fieldLine(text: string): string {
  const read = fieldReading(normalize(text));
  const asks = [read.asksOpa ? 'asks opa' : '', read.asksNpa ? 'asks npa' : ''].filter(Boolean);
  return `hard stop ${quoted(text)} => ${[read.items.join(',') || '(no item)', ...read.described, ...asks].join(' | ')}`;
}

const findingsText = (findings: Findings) =>
  `gag ${findings.gagReflex}${findings.basalSkullFracture ? ', basal skull fracture' : ''}${findings.neckInjury ? ', neck injury' : ''}`;

/** Everything a digest covers for one text: the normalised form, every mention, the distinct ones, the field reading. */
function fullReading(text: string): string {
  const normalised = normalize(text);
  return JSON.stringify([
    normalised,
    readMentions(normalised).map(mentionText),
    readDistinctMentions(normalised).map(mentionText),
    fieldReading(normalised),
  ]);
}

function digest(texts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(fullReading(text)).update('\n');
  return hash.digest('hex').slice(0, 16);
}

const unique = (texts: string[]) => [...new Set(texts)];

/** The families of made-up inputs summed up as digests. */
function digestFamilies(): [string, string[]][] {
  return [
    ['worst inputs', [...WORST_MESSAGES, ...WORST_FIELDS].map(([, text]) => text)],
    ['crafted repetitions', CRAFTED_REPETITIONS],
    ['generated prose (cue reader)', mixedTexts(1500, 10)],
    ['generated repetitions', repetitiveTexts(200, 11)],
    ['generated clinical text (normaliser)', generatedTexts(3000)],
    ['varied mentions', Array.from({ length: 6 }, (_, seed) => variedMentions(600 + seed * 300, seed + 3))],
  ];
}

export function textLines(): string[] {
  const cases = [sampleCase, ...CORPUS.map((entry) => entry.caseDoc)];
  const messages = unique(
    CORPUS.flatMap((entry) => [
      ...entry.setup.flat(),
      ...entry.runs.flatMap((run) => run.messages),
      ...entry.errors.flatMap((error) => [...(error.lead ?? []), ...error.phrasings]),
      ...entry.utterances.map((utterance) => utterance.text),
    ]),
  );
  const hardStops = unique(
    cases
      .flatMap((doc) => doc.Phases.flatMap((phase) => Object.values(phase.hardStop)))
      .filter((t) => t.trim()),
  );
  const findings = [
    ['sample', sampleCase] as const,
    ...CORPUS.map((entry) => [entry.id, entry.caseDoc] as const),
    ...WORST_FIELDS.map(
      ([name, field]) => [`maximal case of ${name}`, maximalCase(field, 'every field')] as const,
    ),
  ].map(([name, doc]) => `findings ${name} => ${findingsByPhase(doc).map(findingsText).join('; ')}`);
  const digests = digestFamilies().map(
    ([name, texts]) => `digest ${name} (${texts.length} texts) => ${digest(texts)}`,
  );
  return [...messages.map(messageLine), ...hardStops.map(fieldLine), ...findings, ...digests];
}
