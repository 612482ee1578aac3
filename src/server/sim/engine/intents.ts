import { words } from './vocabulary/combinators.ts';
import {
  DECISION_PHRASES,
  END_PHRASES,
  EXPLANATION_PHRASES,
  HINT_PHRASES,
  IMAGE_WORDS,
  PLAN_STARTS,
  QUESTION_STARTS,
} from './vocabulary/requests.ts';

/**
 * What kind of message the trainee sent, before the lexicon reads it for actions. Requests for images and
 * explanations are recognised by their shape ("show me ...", "how do I ...") so that "how do I size an OPA?"
 * is a question about OPAs, not an OPA being inserted.
 */

/** "Begin Simulation" in any case and spacing, with trailing punctuation. */
export function isBeginSimulation(raw: string): boolean {
  return /^\s*begin\s+simulation\s*[.!?]*\s*$/i.test(raw);
}

export function isHelpRequest(normalised: string): boolean {
  return /^(?:help|help me|help please|please help|\?+|what can i do|what can i say|what can i type|commands|options|instructions|how does this work)(?: \?)?$/.test(
    normalised,
  );
}

/** Filler a short request may start or end with ("ok so what next?", "what now please"). */
// "ok done, what else?", "umm... next?", "help? what now": a word of filler, or the step said done, before the request.
const LEAD =
  '^(?:(?:ok|okay|so|hmm+|um+|uh+|right|well|alright|sorry|help|please|done|done that|all done|finished|got it|cool|great|good|yes|yeah)(?: [,.!?;-])* )*';
// "not sure , help": "help" after a hint request asks the tutor, not the team.
const TAIL = '(?:(?: [,.])? (?:please|then|now|here|again|doc|dr|help(?: me)?))*(?: [?.!])*$';

/** "I'm stuck, what now?", "no idea. what next": a hint request said in more than one phrase. */
const HINT_PHRASE = words(HINT_PHRASES);
const HINT_REQUEST = new RegExp(
  `${LEAD}${HINT_PHRASE}(?:(?: [,.!?;-])* (?:(?:and|so|but|just|honestly) )?${HINT_PHRASE})*${TAIL}`,
);

export function isHintRequest(normalised: string): boolean {
  return normalised.length <= 80 && HINT_REQUEST.test(normalised);
}

const END_REQUEST = new RegExp(`${LEAD}${words(END_PHRASES)}${TAIL}`);

/** "End the case", "debrief": the trainee asks to stop here and see the debrief. */
export function isEndRequest(normalised: string): boolean {
  return normalised.length <= 80 && END_REQUEST.test(normalised);
}

export function isRestartRequest(normalised: string): boolean {
  return /^(?:reset|restart|start over|start again|new case|new simulation)(?: \.| !)?$/.test(normalised);
}

const IMAGE_REQUEST = new RegExp(String.raw`\b${words(IMAGE_WORDS)}\b`);

export function isImageRequest(normalised: string): boolean {
  return IMAGE_REQUEST.test(normalised);
}

// Not "so we know how much codeine is dangerous": a clause about what the team will learn, not a question to the tutor.
const EXPLANATION_REQUEST = new RegExp(
  String.raw`(?<!\b(?:know|knows|see|check|find out|work out|figure out|learn|understand) )\b${words(EXPLANATION_PHRASES)}\b|^what is an? `,
);

export function isExplanationRequest(normalised: string): boolean {
  // "Which mask... the child one fits, from the bridge of the nose to the chin": asked aloud and answered at once.
  if (/ \. \. \. (?=[a-z])/.test(normalised) && !normalised.includes('?')) return false;
  return EXPLANATION_REQUEST.test(normalised);
}

const QUESTION_START = new RegExp(String.raw`^${words(QUESTION_STARTS)}\b`);
const ACTION_START = new RegExp(String.raw`^${words(PLAN_STARTS)}\b`);

/** Asking the tutor to decide ("should I use an OPA?", "do I need suction?"): a question, not an action. */
const DECISION_QUESTION = new RegExp(String.raw`^(?:(?:so|ok|okay|and|then) )?${words(DECISION_PHRASES)}\b`);

/**
 * "Adult bag or paediatric bag for a 12 year old?", "one hand or two on the mask?": a choice put to the tutor (not
 * "I use the infant mask or the child one?", which says what is done; short questions only).
 */
// "Do you want the paediatric bag or the adult one for him?" reads "... bag or , the adult bag ..." once normalised.
const CHOICE_QUESTION =
  /^(?!(?:i|we|my|our|let|lets|let us|and|so|then|ok|okay|now)\b)(?:[a-z0-9]+ (?:, )?){0,14}?or (?:, )?[a-z0-9]+/;

export function isDecisionQuestion(raw: string, normalised: string): boolean {
  if (!/\?\s*$/.test(raw.trim())) return false;
  return (
    DECISION_QUESTION.test(normalised) ||
    (normalised.length <= 120 && !/[.;!]/.test(normalised) && CHOICE_QUESTION.test(normalised))
  );
}

/**
 * "Is leaking a little by the side but is ok": a statement with its subject dropped (a verb in -ing where the subject
 * of a question would stand), not a question, when no question mark says otherwise.
 */
export const SUBJECT_DROPPED = /^(?:is|are) [a-z]+ing\b/i;

/** A question about the patient or the situation rather than a description of an action. */
export function isQuestion(raw: string, normalised: string): boolean {
  if (isDecisionQuestion(raw, normalised)) return true;
  if (ACTION_START.test(normalised)) return false;
  // "Which mask... the child one fits": a question begun and answered aloud, not asked.
  return (
    /\?\s*$/.test(raw.trim()) ||
    (QUESTION_START.test(normalised) && !/\.\.\.|\u2026/.test(raw) && !SUBJECT_DROPPED.test(normalised))
  );
}
