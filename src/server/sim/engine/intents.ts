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

export function isHintRequest(normalised: string): boolean {
  return /^(?:hint|a hint|give me a hint|can i have a hint|clue|i am stuck|stuck|i do not know|no idea|not sure)(?: \?| \.)?$/.test(
    normalised,
  );
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
  /^(?:what|whats|how|is|are|does|did|do (?!not)|any|was|were|when|where|who|which|why|tell me|give me|can you|could you)\b/;
const ACTION_START =
  /^(?:can i|could i|may i|shall i|should i|i will|i would|i am going to|i want to|i need to|let me|lets|let us)\b/;

/** A question about the patient or the situation rather than a description of an action. */
export function isQuestion(raw: string, normalised: string): boolean {
  if (ACTION_START.test(normalised)) return false;
  return /\?\s*$/.test(raw.trim()) || QUESTION_START.test(normalised);
}
