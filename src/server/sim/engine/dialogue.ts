/**
 * Ask when unsure, never ignore. What the tutor says to a message it could not act on: what it did understand
 * and a way on; a one-line acknowledgement of a sensible action outside this airway checklist (naloxone, glucose,
 * IV access, the parents); and one short question when a message touches an item without settling it (the mask's
 * ends named but not which goes where; the eyes named but not whether they are kept free), whose answer the next
 * turn reads as the rest of that sentence. A question never gives the answer away.
 */
import { readMentions } from './lexicon/read-mentions.ts';
import { normalize } from './text/normalize.ts';
import type { ItemId } from './types.ts';

/** The items a question can settle, and the question (it names the topic, never the right answer). */
export const CLARIFYING_QUESTIONS = {
  'BMV-11': 'Which end of the mask goes over the bridge of the nose?',
  'BMV-15': 'Where do the mask and your fingers sit in relation to the eyes?',
} as const;

export type Clarifiable = keyof typeof CLARIFYING_QUESTIONS;

/** The mask's ends or its orientation, named within a few words of the mask ("the top of the bed" is not). */
const END = String.raw`(?:ends?|top|bottom|apex|point\w*|narrow\w*|wide\w*|broad\w*|tip|upside|orient\w*|way (?:up|round|around)|triangle|flip\w*)`;
const MASK_ENDS = new RegExp(String.raw`\bmask(?: \S+){0,4}? ${END}\b|\b${END}(?: \S+){0,4}? mask\b`);
const EYES = /\beyes?\b/;
/** The eyes named with the mask or the hand that holds it ("his eyes are closed" is about the patient). */
const EYES_AND_MASK = /\b(?:mask|fingers?|hands?|grip|clamp|seal|press\w*|pressure|touch\w*)\b/;

/**
 * The item a message touched without its reading settling it, if any: asked about only while it is still open
 * in the phase (`settled` holds the items done, read in this message, or held from before).
 */
export function unsettledItem(normalised: string, settled: ReadonlySet<ItemId>): Clarifiable | null {
  if (!settled.has('BMV-11') && MASK_ENDS.test(normalised)) return 'BMV-11';
  if (!settled.has('BMV-15') && EYES.test(normalised) && EYES_AND_MASK.test(normalised)) return 'BMV-15';
  return null;
}

const NEGATOR = /\b(?:not|never|no|without|nor)\b/;

/** "the small one", "top": the end of the mask an answer names, in the words the mask cues read. */
const END_WORD =
  /\b(narrow|pointy|pointed|point|apex|tip|top|small|smaller|thin|wide|broad|round|rounded|bottom|big|bigger|fat)\b/;
const AS_CUE: Record<string, string> = {
  small: 'narrow',
  smaller: 'narrow',
  thin: 'narrow',
  big: 'wide',
  bigger: 'wide',
  fat: 'wide',
};

/**
 * The answer to the pending question, said as the whole sentence it completes ("the pointy one" -> "I put the
 * mask with the pointy end over the bridge of the nose."), or null when the message is not such an answer (it
 * reads as something else, is long, hedges with a negation, or still does not settle the item). The sentence is
 * read and judged like any other: a wrong answer is a wrong action.
 */
export function answerTo(pending: Clarifiable, raw: string): string | null {
  if (raw.length > 120) return null;
  const text = normalize(raw);
  const touches = (candidate: string) =>
    readMentions(normalize(candidate)).some((m) => m.item === pending && !m.hypothetical);
  if (readMentions(text).some((m) => m.item !== null)) return null;
  if (pending === 'BMV-11') {
    if (NEGATOR.test(text)) return null;
    const word = END_WORD.exec(text)?.[1];
    if (!word) return null;
    const sentence = `I put the mask with the ${AS_CUE[word] ?? word} end over the bridge of the nose.`;
    return touches(sentence) ? sentence : null;
  }
  // "I keep my fingers off them", "no pressure", "clear of": the eyes are what the answer is about. Nothing is
  // added to an answer that says neither (a bare "I press down firmly" is about the mask, not the eyes).
  const named = raw.replace(/\b(?:them|they|those)\b/gi, 'the eyes');
  const candidate = EYES.test(normalize(named))
    ? named
    : /\b(?:no|not|nothing|never|none)\b/.test(text)
      ? `${raw} on the eyes`
      : /\b(?:off|away from|clear of|below|under|avoid\w*|spar\w*|protect\w*)$/.test(text)
        ? `${raw} the eyes`
        : null;
  return candidate !== null && touches(candidate) ? candidate : null;
}

/** Sensible actions that are not bag-mask ventilation, each with how the acknowledgement names it. */
const OUTSIDE: [RegExp, string][] = [
  [/\b(?:naloxone|narcan)\b/, 'naloxone'],
  [/\b(?:glucose|dextrose|d10|sugar|bm|bgl)\b/, 'glucose'],
  // "IV" alone may be a route ("naloxone 0.1 mg/kg IV"): access is named as such, or as something put in.
  [
    /\b(?:iv|io) (?:access|line|cannula)|\b(?:intraosseous|(?<!nasal )cannula\w*|venous access|vascular access)\b|\b(?:get|gets|getting|place|placing|insert|inserting|establish\w*|site|siting) (?:an? )?(?:iv|io)\b/,
    'IV or IO access',
  ],
  [/\b(?:fluids?|bolus|saline)\b/, 'fluids'],
  [/\b(?:parents?|mother|mum|mom|father|dad|family|caregivers?|carers?)\b/, 'talking to the family'],
  [
    /\b(?:lorazepam|midazolam|diazepam|benzo\w*|anticonvulsants?|antiepileptics?|levetiracetam|keppra|phenytoin)\b/,
    'seizure medication',
  ],
  [/\b(?:antibiotics?|ceftriaxone|paracetamol|acetaminophen|antipyretics?|ibuprofen)\b/, 'medication'],
  [/\b(?:blood gas|vbg|abg|x ?ray|cxr|ecg|bloods|blood tests?|labs?)\b/, 'tests'],
  [
    /\b(?:ng|og|nasogastric|orogastric|gastric|feeding) tubes?\b|\b(?:ngt|ogt)\b|\bdecompress\w* (?:the )?stomach\b/,
    'a gastric tube',
  ],
  [/\b(?:picu|icu|intensive care|retrieval team|transfer)\b/, 'the transfer'],
  [
    /\b(?:document\w*|the notes|scribe|write (?:it|this|that|everything) down|(?:write|writes|writing|note|notes|noting|record|records|recording|log|logs|logging|keep|keeps|keeping|mark|start|starts|starting) (?:down )?(?:the |a )?(?:times?|clock|timings?|timer|track of (?:the )?time))\b/,
    'documentation',
  ],
];

/** The sensible actions outside this checklist that a message names, in the words of the acknowledgement. */
export function outsideTheChecklist(normalised: string): string[] {
  return OUTSIDE.filter(([pattern]) => pattern.test(normalised)).map(([, name]) => name);
}

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** One line for actions outside this airway checklist: noted, not scored, and back to the airway. */
export function outsideNote(names: string[]): string {
  return `Noted: ${list(names)} (outside this airway checklist, so not scored here). Carry on with the airway and breathing.`;
}

/** "How am I doing?", "was that right?": the trainee asks about their progress. */
const PROGRESS =
  /^(?:(?:so|ok|okay|and) )?(?:how am i doing|how (?:is|am) (?:it|this|i) going|am i doing (?:ok|okay|well|alright|all right|good|it right)|what is my score|(?:was|is) (?:that|this) (?:right|correct|ok|okay|good)|did i (?:do|get) (?:that|it|this) right)\b/;

/** "done?", "is that it?", "finished?": asked as the whole message, whether the phase or the case is over. */
const DONE_QUESTION =
  /^(?:(?:so|ok|okay|and) )?(?:(?:am i|are we|is it|is that|have i|have we) (?:all )?(?:done|finished|complete)|(?:all )?(?:done|finished|complete)|(?:is that|is it) (?:it|all|everything|enough))(?: now| then| yet| here)? \?(?: \?)*$/;

export function isProgressQuestion(normalised: string): boolean {
  return PROGRESS.test(normalised) || DONE_QUESTION.test(normalised);
}

/** "Thanks", "hello", "sorry": said to the tutor, not to the patient. */
const SOCIAL =
  /^(?:(?:ok|okay) )?(?:thanks?|thank you|cheers|hello|hi|hey|sorry|good morning|good afternoon|great|cool|got it|understood|sure|alright|all right)(?: (?:very much|so much|again|there|doc|doctor))?(?: [.!?])*$/;

export function isSocial(normalised: string): boolean {
  return SOCIAL.test(normalised);
}

export const SOCIAL_REPLY = 'Noted. Tell me what you do next at the bedside, or type "hint" for a pointer.';

/** What a message names that the tutor recognised, for a reply to a message it could not act on. */
const NAMED: [RegExp, string][] = [
  [/\bmask\b/, 'the mask'],
  [/\b(?:bag|bvm|ambu)\b/, 'the bag'],
  [/\boxygen\b/, 'oxygen'],
  [/\b(?:head|neck)\b/, 'the head'],
  [/\b(?:jaw|chin)\b/, 'the jaw'],
  [/\beyes?\b/, 'the eyes'],
  [/\b(?:secretions|suction\w*|mouth)\b/, 'the mouth'],
  [/\b(?:opa|npa|adjuncts?|airway)\b/, 'the airway'],
  [/\b(?:breath\w*|ventilat\w*|squeez\w*)\b/, 'the breaths'],
  [/\bchest\b/, 'the chest'],
];

const namedIn = (normalised: string) =>
  NAMED.filter(([pattern]) => pattern.test(normalised)).map(([, name]) => name);

/** What the tutor understood of a message it asks a question about. */
export function understood(normalised: string): string {
  const named = namedIn(normalised);
  return named.length > 0
    ? `I understood that this is about ${list(named.slice(0, 3))}, but one thing is not clear to me.`
    : 'One thing is not clear to me.';
}

/** The reply to a message the tutor could not act on: what it did understand, and a way on. */
export function notUnderstood(normalised: string): string {
  const named = namedIn(normalised);
  const way =
    'Tell me the action and how you do it (for example the equipment you choose and its size, or how you position the patient), ask about the patient, or type "hint" for a pointer.';
  if (named.length === 0)
    return `I did not find a bedside action or a question about the patient in that. ${way}`;
  return `I understood that this is about ${list(named.slice(0, 3))}, but not what you do. ${way}`;
}
