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
const LEAD = '^(?:(?:ok|okay|so|hmm+|um+|uh+|right|well|alright|sorry|help|please)(?: ,)? )*';
const TAIL = '(?: (?:please|then|now|here|again|doc|dr))*(?: [?.!])*$';

const HINT_REQUEST = new RegExp(
  `${LEAD}(?:(?:can i have |can i get |could i have |give me |i need |i would like |any |another |one more |a )*(?:hint|hints|clue|clues|tip|nudge)|i am (?:a bit |really |completely |totally )?(?:stuck|lost)|(?:i am )?not sure (?:what to do(?: next| now)?|what is next|where to go(?: from here)?)|stuck|i do not know(?: what to do(?: next| now)?)?|no idea|not sure|what(?: is| do i do| should i do| would you do| comes| to do)? next|what now|now what|what do i do(?: now)?|what should i do(?: now)?|what else(?: should i do| do i need| is there| can i do)?|what (?:am i|are we|have i) (?:missing|forgetting|forgotten)|what is (?:missing|left)|am i missing (?:something|anything)|(?:have i|did i) (?:forget|miss)(?:ed)? (?:something|anything)|next steps?|where (?:do i|should i) go from here)${TAIL}`,
);

export function isHintRequest(normalised: string): boolean {
  return normalised.length <= 80 && HINT_REQUEST.test(normalised);
}

const END_REQUEST = new RegExp(
  `${LEAD}(?:(?:i want to |i would like to |let us |lets |let |can we |could we |please )?(?:end|stop|finish|close|wrap up)(?: the| this)? (?:case|simulation|scenario|sim|session)(?: now| here)?|(?:(?:i want |i would like |can we have |can i have |can we do |go to |start |begin |let us |lets |let |give me )(?:the |a )?)?debrief(?:ing)?(?: now| me| please)?|end|i am done|we are done)${TAIL}`,
);

/** "End the case", "debrief": the trainee asks to stop here and see the debrief. */
export function isEndRequest(normalised: string): boolean {
  return normalised.length <= 80 && END_REQUEST.test(normalised);
}

export function isRestartRequest(normalised: string): boolean {
  return /^(?:reset|restart|start over|start again|new case|new simulation)(?: \.| !)?$/.test(normalised);
}

const IMAGE_REQUEST =
  /\b(?:show me|show us|can you show|picture|pictures|image|images|photo|photos|diagram|diagrams|illustration|figure|drawing|visual)\b/;

export function isImageRequest(normalised: string): boolean {
  return IMAGE_REQUEST.test(normalised);
}

const EXPLANATION_REQUEST =
  /\b(?:how do i|how do you|how to|how should i|how would i|how can i|how does|how much|how hard|how often|how many|explain|teach me|describe|tell me (?:about|how)|remind me|what is (?:the )?(?:right|correct|best|proper|recommended|ideal)|what size|which size|what volume|which (?:mask|bag|adjunct|airway|one)|what rate|what flow|why)\b|^what is an? /;

export function isExplanationRequest(normalised: string): boolean {
  return EXPLANATION_REQUEST.test(normalised);
}

const QUESTION_START =
  /^(?:what|whats|how|is|are|am i|have i|has|does|did|do (?!not)|any|was|were|when|where|who|which|why|tell me|give me|can you|could you)\b/;
const ACTION_START =
  /^(?:can i|could i|may i|shall i|should i|i will|i would|i am going to|i want to|i need to|let me|lets|let us)\b/;

/** Asking the tutor to decide ("should I use an OPA?", "do I need suction?"): a question, not an action. */
const DECISION_QUESTION =
  /^(?:(?:so|ok|okay|and|then) )?(?:should i|should we|shall i|shall we|do you want me to|do i need to|do i need|do i have to|would (?:it|an?|the)|is (?:it|an?|the) \w+ (?:ok|okay|fine|right|appropriate|indicated|safe|needed)|would you|is it (?:ok|okay|fine|safe|time) to|am i supposed to|what about|how about)\b/;

export function isDecisionQuestion(raw: string, normalised: string): boolean {
  return /\?\s*$/.test(raw.trim()) && DECISION_QUESTION.test(normalised);
}

/** A question about the patient or the situation rather than a description of an action. */
export function isQuestion(raw: string, normalised: string): boolean {
  if (isDecisionQuestion(raw, normalised)) return true;
  if (ACTION_START.test(normalised)) return false;
  return /\?\s*$/.test(raw.trim()) || QUESTION_START.test(normalised);
}
