import { type CaseDocument, CaseDocumentSchema, MAX_PHASES, type Phase } from '../../src/contract/case.ts';
import { sampleCase } from '../../src/server/cases/sample-case.ts';
import { seededRandom } from './seeded-random.ts';

/** The longest message the engine reads, and the longest text of one case field. */
const MESSAGE_CHARS = 1500;
const FIELD_CHARS = 4000;
const PRESENTATION_CHARS = 8000;

/** `unit` repeated up to `chars` characters (cut at the last whole unit). */
export function fill(unit: string, chars: number): string {
  return unit.repeat(Math.floor(chars / unit.length));
}

const MENTIONS =
  'jaw thrust, e-c clamp, child mask, 500 ml bag, o2 15 l/min, opa, npa, suction, sniffing position, bvm, 20 per minute, ';

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

const SIZES = ['infant', 'child', 'small adult', 'adult', 'neonatal', 'size 2', 'size 3', 'toddler', 'large'];
const LEADS = [
  '',
  '',
  'no ',
  'not the ',
  'avoid ',
  'do not use an ',
  'i would use a ',
  'if she gags , ',
  'then ',
];
const ENDS = [', ', ' . ', ' and ', ' ; ', ' then ', ', ', ' '];

/**
 * Dense mentions that never repeat: sizes, volumes, flows and rates drawn at random, negators and conditions
 * before some, varied clause ends. Every worst input above is one phrase repeated, and an engine could make a
 * period cheap (read it once); this one has none, so it says what text of the same density really costs.
 */
export function variedMentions(chars: number, seed: number): string {
  const next = seededRandom(seed);
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const phrases: (() => string)[] = [
    () => `${pick(next, SIZES)} mask`,
    () => `${int(2, 16) * 50} ml bag`,
    () => `o2 at ${int(1, 20)} l/min`,
    () => `${int(8, 40)} breaths per minute`,
    () => `one breath every ${int(2, 6)} seconds`,
    () => `opa size ${int(0, 5)}`,
    () => `npa ${int(3, 7)}.${int(0, 9)} mm`,
    () => pick(next, ['jaw thrust', 'e-c clamp', 'sniffing position', 'head tilt chin lift', 'suction']),
    () => pick(next, ['call for help', 'check chest rise', 'two person bagging', 'reposition the head']),
    () => pick(next, ['pressure on the eyes', 'hyperextend the neck', 'blind finger sweep', 'bvm']),
    () => `squeeze the bag over ${int(1, 3)} second${next() < 0.5 ? 's' : ''}`,
  ];
  let text = '';
  while (text.length < chars) text += `${pick(next, LEADS)}${pick(next, phrases)()}${pick(next, ENDS)}`;
  return text.slice(0, chars);
}

/**
 * Messages crafted to be slow: negators times mentions (the cost the issue found), a mention in every word,
 * clause splitting with no clause ends, numbers everywhere, and single words as long as the message.
 */
export const WORST_MESSAGES: [string, string][] = [
  ['"no bvm" repeated', fill('no bvm ', MESSAGE_CHARS)],
  ['negators and adjuncts', fill("don't use an opa, not an npa, no bvm, ", MESSAGE_CHARS)],
  ['one negator, then mentions', `not ${fill('mask bag oxygen ', MESSAGE_CHARS - 4)}`],
  ['a mention in every clause', fill(MENTIONS, MESSAGE_CHARS)],
  ['one long clause of mentions', fill('mask jaw thrust bag opa ', MESSAGE_CHARS)],
  ['numbers and units', fill('15 l/min 500 ml 20/min 3 s ', MESSAGE_CHARS)],
  ['negations without clause ends', fill('i would not never no ', MESSAGE_CHARS)],
  ['"not the mask not the bag"', fill('not the mask not the bag ', MESSAGE_CHARS)],
  ['sized masks', fill('child mask ', MESSAGE_CHARS)],
  ['adjuncts', fill('opa npa ', MESSAGE_CHARS)],
  ['eyes avoided', fill('avoid pressure on the eyes ', MESSAGE_CHARS)],
  ['one long word', 'a'.repeat(MESSAGE_CHARS)],
  ['"mask" without spaces', fill('mask', MESSAGE_CHARS)],
  ['question marks and hypotheticals', fill('if she gags should i use an opa? ', MESSAGE_CHARS)],
  ['varied mentions, never repeating', variedMentions(MESSAGE_CHARS, 1)],
];

/** Hard-stop texts crafted the same way, as long as a field may be. */
export const WORST_FIELDS: [string, string][] = [
  ['"no bvm" repeated', fill('no bvm ', FIELD_CHARS)],
  [
    'negators and mentions',
    fill('does not use an opa, no npa, not the bvm, avoid pressure on the eyes, ', FIELD_CHARS),
  ],
  ['a mention in every clause', fill(MENTIONS, FIELD_CHARS)],
  ['adjuncts', fill('opa npa ', FIELD_CHARS)],
  ['eyes avoided', fill('avoid pressure on the eyes ', FIELD_CHARS)],
  ['numbers and units', fill('15 l/min 500 ml ', FIELD_CHARS)],
  ['varied mentions, never repeating', variedMentions(FIELD_CHARS, 2)],
];

/**
 * `text` with its start overwritten by `mark`, same length: distinct texts of the same cost, so that no cache in
 * the engine (it may remember texts it has read) makes a repeat look cheap.
 */
export function marked(text: string, mark: string): string {
  return `${mark}${text.slice(mark.length)}`;
}

/** The free-text fields of a phase other than its hard stops (read for findings and answers). */
const PHASE_TEXTS = ['initialState', 'airway', 'breathing', 'circulation', 'disability', 'softStop'] as const;

/**
 * The same case with every text field the engine reads marked for one timing run (see `marked`): each hard-stop
 * field, each phase text and the outline's presentation and exam. The mark names the run, the phase and the
 * field, so the fields stay distinct from each other as well as from other runs' (a mark of the run alone
 * overwrote the phase marks of `maximalCase`, and its 80 hard-stop fields collapsed into 5 texts that a cache
 * read once each).
 */
export function markedForRun(caseDoc: CaseDocument, run: string): CaseDocument {
  const doc = structuredClone(caseDoc);
  for (const [index, phase] of doc.Phases.entries()) {
    for (const [field, key] of (Object.keys(phase.hardStop) as (keyof Phase['hardStop'])[]).entries()) {
      if (phase.hardStop[key] !== '') {
        phase.hardStop[key] = marked(phase.hardStop[key], `${run}p${index}f${field} `);
      }
    }
    for (const [field, key] of PHASE_TEXTS.entries()) {
      if (phase[key] !== '') phase[key] = marked(phase[key], `${run}p${index}t${field} `);
    }
  }
  const outline = doc['Scenario Outline'];
  outline.casePresentation = marked(outline.casePresentation, `${run}o `);
  const exam = outline.patientReport.initialExam;
  for (const [field, key] of (Object.keys(exam) as (keyof typeof exam)[]).entries()) {
    if (exam[key] !== '') exam[key] = marked(exam[key], `${run}e${field} `);
  }
  return doc;
}

/** The sample case with one hard-stop field replaced by `field`. */
export function oneFieldCase(field: string): CaseDocument {
  const doc = structuredClone(sampleCase);
  const first = doc.Phases[0];
  if (first) first.hardStop.ventilationEquipment = field;
  return CaseDocumentSchema.parse(doc);
}

/** The largest case the schema allows: 20 phases, every hard-stop and text field full of `field`. */
export function maximalCase(field: string): CaseDocument {
  const doc = structuredClone(sampleCase);
  const template = doc.Phases[0];
  if (!template) throw new Error('the sample case has phases');
  const fullText = (text: string) => `${text} ${field}`.slice(0, FIELD_CHARS);
  const phase = {
    ...template,
    initialState: fullText(template.initialState),
    airway: fullText(template.airway),
    breathing: fullText(template.breathing),
    circulation: fullText(template.circulation),
    disability: fullText(template.disability),
    softStop: fullText(template.softStop),
    hardStop: {
      ventilationEquipment: '',
      ventilationTechnique: '',
      airwayManagement: '',
      maskPositioning: '',
    },
  };
  // Every field distinct (an author, or an attacker, can vary them), so a cache of read texts cannot help.
  doc.Phases = Array.from({ length: MAX_PHASES }, (_, index) => ({
    ...structuredClone(phase),
    ...Object.fromEntries(PHASE_TEXTS.map((key) => [key, marked(phase[key], `p${index} `)])),
    hardStop: {
      ventilationEquipment: marked(field, `p${index}a `),
      ventilationTechnique: marked(field, `p${index}b `),
      airwayManagement: marked(field, `p${index}c `),
      maskPositioning: marked(field, `p${index}d `),
    },
  }));
  const outline = doc['Scenario Outline'];
  outline.casePresentation = fill(`${outline.casePresentation} `, PRESENTATION_CHARS);
  const exam = outline.patientReport.initialExam;
  exam.generalAppearance = fullText(exam.generalAppearance);
  exam.neuro = fullText(exam.neuro);
  return CaseDocumentSchema.parse(doc);
}
