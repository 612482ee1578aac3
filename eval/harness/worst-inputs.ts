import { type CaseDocument, CaseDocumentSchema, MAX_PHASES, type Phase } from '../../src/contract/case.ts';
import { caseTextSize, MAX_CASE_TEXT_CHARS } from '../../src/contract/case-text.ts';
import { sampleCase } from '../../src/server/cases/sample-case.ts';
import { seededRandom } from './seeded-random.ts';

/** The longest message the engine reads, and the longest text of one case field. */
export const MESSAGE_CHARS = 1500;
const FIELD_CHARS = 4000;

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
  // A case reaches the engine parsed from JSON (a request body, a database row), every string of it flat; the
  // marks above are joined strings that the first pattern to read one would have to flatten first.
  return JSON.parse(JSON.stringify(doc)) as CaseDocument;
}

/** The sample case with one hard-stop field replaced by `field`. */
export function oneFieldCase(field: string): CaseDocument {
  const doc = structuredClone(sampleCase);
  const first = doc.Phases[0];
  if (first) first.hardStop.ventilationEquipment = field;
  return CaseDocumentSchema.parse(doc);
}

/** The text of a case's `place`-th field, `chars` characters long (a field of its own, see maximalCase). */
export type FieldSource = (place: number, chars: number) => string;

const DOMAIN_WORDS = [
  'mask',
  'oxygen',
  'suction',
  'thrust',
  'position',
  'ventilation',
  'breaths',
  'minute',
  'airway',
  'adjunct',
  'squeeze',
  'reposition',
  'stabilization',
  'nasopharyngeal',
  'oropharyngeal',
  'hyperextension',
];

/**
 * Words that are all different, as many as fill each field: 'unknown' words of 9-16 letters (a spelling corrector
 * tries the most on long words it does not know, and a cache of words read helps none of them), or domain words
 * 'misspelt' by one or two edits (each corrected, so the text becomes dense mentions).
 */
export function distinctWords(kind: 'unknown' | 'misspelt', seed: number): FieldSource {
  const next = seededRandom(seed);
  const letter = () => String.fromCharCode(97 + Math.floor(next() * 26));
  const unknown = () => Array.from({ length: 9 + Math.floor(next() * 8) }, letter).join('');
  const misspelt = () => {
    let word = pick(next, DOMAIN_WORDS);
    for (let edit = next() < 0.5 ? 1 : 2; edit > 0; edit--) {
      const at = Math.floor(next() * word.length);
      const rest = word.slice(at + 1);
      word = next() < 0.5 ? word.slice(0, at) + letter() + rest : word.slice(0, at) + rest;
    }
    return word;
  };
  return (_place, chars) => {
    let text = '';
    while (text.length < chars) text += `${kind === 'unknown' ? unknown() : misspelt()} `;
    return text.slice(0, chars);
  };
}

/** Where a maximal case spends its text: on the hard stops alone, or spread over every text field. */
export type MaximalLayout = 'hard stops' | 'every field';

/**
 * The largest case the schema allows: 20 phases and MAX_CASE_TEXT_CHARS characters of text, `field` (repeated as
 * needed) filling the room the rest of the sample case leaves. By default all of it goes to the 80 hard-stop
 * fields, the text that costs most to read (every cue of the lexicon runs on it; a phase's description is only
 * read for findings), beside the sample's own phase descriptions; 'every field' fills every phase text and hard
 * stop with it instead.
 */
export function maximalCase(field: string | FieldSource, layout: MaximalLayout = 'hard stops'): CaseDocument {
  const doc = structuredClone(sampleCase);
  const template = doc.Phases[0];
  if (!template) throw new Error('the sample case has phases');
  const hardStopKeys = Object.keys(template.hardStop) as (keyof Phase['hardStop'])[];
  const filled = layout === 'every field' ? PHASE_TEXTS : [];
  doc.Phases = Array.from({ length: MAX_PHASES }, () => {
    const phase = structuredClone(template);
    for (const key of hardStopKeys) phase.hardStop[key] = '';
    for (const key of filled) phase[key] = '';
    return phase;
  });
  const room = MAX_CASE_TEXT_CHARS - caseTextSize(doc).chars;
  const share = Math.min(
    FIELD_CHARS,
    Math.floor(room / (MAX_PHASES * (hardStopKeys.length + filled.length))),
  );
  let place = 0;
  const text = () => {
    const source = typeof field === 'string' ? field : field(place++, share);
    return source.repeat(Math.ceil(share / Math.max(1, source.length))).slice(0, share);
  };
  // Every field distinct (an author, or an attacker, can vary them), so a cache of read texts cannot help.
  for (const [index, phase] of doc.Phases.entries()) {
    for (const [at, key] of hardStopKeys.entries()) phase.hardStop[key] = marked(text(), `p${index}h${at} `);
    for (const [at, key] of filled.entries()) phase[key] = marked(text(), `p${index}t${at} `);
  }
  const built = CaseDocumentSchema.parse(doc);
  const size = caseTextSize(built).chars;
  if (size > MAX_CASE_TEXT_CHARS || size < MAX_CASE_TEXT_CHARS * 0.99) {
    throw new Error(`a maximal case holds ${size} characters of text, not about ${MAX_CASE_TEXT_CHARS}`);
  }
  return built;
}

/**
 * Repetitions whose few words around are the same but whose clause differs: one that postpones ("yet"), one
 * that states a condition ("if"), a refusal said after the thing refused. The golden readings and the
 * repetition detector's tests read the same ones.
 */
export const CRAFTED_REPETITIONS = [
  `${'no opa '.repeat(12)}yet . ${'no opa '.repeat(12)}`,
  `${'no npa no opa '.repeat(8)}first ; ${'no npa no opa '.repeat(8)}`,
  `if ${'opa npa '.repeat(12)}. ${'opa npa '.repeat(12)}`,
  `if she gags , ${'use an npa '.repeat(10)}. ${'use an npa '.repeat(10)}`,
  `${'npa contraindicated , '.repeat(6)}${'npa , '.repeat(6)}npa is ruled out`,
  `${'child mask '.repeat(10)}but ${'adult mask '.repeat(10)}then ${'child mask '.repeat(10)}`,
  `${'oxygen at 10 lpm '.repeat(10)}${'oxygen at 15 lpm '.repeat(10)}`,
  // Surroundings that never repeat, then a phrase repeated: the map is given up, the period is not.
  `${Array.from({ length: 60 }, (_, i) => `no bvm at ${i} lpm ,`).join(' ')} ${'no bvm '.repeat(300)}`,
];
