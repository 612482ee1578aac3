/**
 * The phrases a message is recognised by before the lexicon reads it for actions (intents.ts): requests for a
 * hint, for the end of the case, for an image or an explanation, and how questions and plans begin. Entries may
 * hold a little pattern; messages are normalised first.
 */

/** Asking for a hint, or saying one is stuck. */
export const HINT_PHRASES = [
  '(?:(?:can|could|would|will) you (?:please )?(?:give me|give us|tell me) |can i have |can i get |could i have |give me |i need |i would like |any |another |one more |a |some |more )*(?:hint|hints|clue|clues|tips?|nudge|pointers?|suggestions?|advice)',
  'i am (?:a bit |really |completely |totally )?(?:stuck|lost)',
  '(?:i am )?not sure (?:what to do(?: next| now)?|what is next|where to go(?: from here)?)',
  'stuck',
  'i do not know(?: what to do(?: next| now)?)?',
  'no idea(?: what to do(?: next| now)?| how to (?:go on|proceed|carry on))?',
  '(?:i am )?not sure how to (?:go on|proceed|carry on)',
  'help me out(?: here)?',
  // "dunno, what else?".
  'dunno',
  // "what do you want me to do now", "what else can I change?", "is that it? anything else?".
  'what do you want (?:me|us) to do(?: now| next)?',
  'what (?:else )?(?:can|should|could|do) i (?:change|try|fix)',
  'what (?:else )?(?:can|could) i do',
  'is that (?:it|all)',
  'and next',
  'then',
  '(?:i am )?(?:not sure|unsure)',
  'what(?: is| do i do| should i do| would you do| comes| to do)? next',
  'what now',
  'now what',
  // "ok", "next", "go on": the trainee waits for the tutor, who gives the next hint.
  'next',
  'ok',
  'okay',
  'go on',
  'continue',
  'carry on',
  'and (?:now|then)',
  '(?:then|so) what',
  'what then',
  'what happens (?:now|next)',
  'what (?:is|comes) next',
  'what do we do(?: now| next)?',
  'what do i do(?: now)?',
  'what should i do(?: now)?',
  'what else(?: should i do| do i need(?: to do)?| is there| can i do)?',
  // "Sorry, I'm blanking. Where do I start?".
  'where (?:do i|should i|do we|should we) (?:start|begin)',
  'i am (?:blanking|drawing a blank|frozen|freezing)',
  'i (?:have )?blanked',
  'my mind (?:has gone|is|went) blank',
  'what (?:am i|are we|have i) (?:missing|forgetting|forgotten)',
  'what is (?:missing|left)(?: to do)?',
  'am i missing (?:something|anything)',
  '(?:have i|did i) (?:forget|miss)(?:ed)? (?:something|anything)',
  'next steps?',
  'where (?:do i|should i) go from here',
  'anything else(?: to do| i should do| i need to do| i am missing)?',
  // "done? what's next": the trainee thinks the phase is over and asks for the way on.
  '(?:done|finished|all done|that is it) (?:\\? )*(?:what is next|what now|next)',
];

/** Asking to end the case or see the debrief. */
export const END_PHRASES = [
  '(?:i want to |i would like to |let us |lets |let |can we |could we |please )?(?:end|stop|finish|close|wrap up)(?: the| this)? (?:case|simulation|scenario|sim|session)(?: now| here)?',
  '(?:(?:i want |i would like |can we have |can i have |can we do |go to |start |begin |let us |lets |let |give me )(?:the |a )?)?debrief(?:ing)?(?: now| me| please)?',
  'end',
  'i am done',
  'we are done',
];

/** Asking to be shown something. */
export const IMAGE_WORDS = [
  'show me',
  'show us',
  'can you show',
  'picture',
  'pictures',
  'image',
  'images',
  'photo',
  'photos',
  'diagram',
  'diagrams',
  'illustration',
  'figure',
  // Not the verb: "drawing the chin up into the mask", "drawing it up".
  String.raw`drawing(?! (?:the |his |her )?(?:chin|jaw|mandible|face|tongue)\b| (?:it |them )?up\b)`,
  // Not "suction mouth and nose , 8 Fr , visual": under vision, said of an action.
  String.raw`visual(?<!\b(?:suction\w*|suck\w*|yankauer|catheter|fr|sx|under|clear\w*)\b[^.?]{0,40})`,
];

/** Asking how to do something, or why. */
export const EXPLANATION_PHRASES = [
  'how do i',
  'how do you',
  'how to',
  'how should i',
  'how would i',
  'how can i',
  'how does',
  'how much',
  'how hard',
  'how often',
  'how many',
  'explain',
  'teach me',
  'describe',
  'tell me (?:about|how)',
  'remind me',
  'what is (?:the )?(?:right|correct|best|proper|recommended|ideal)',
  'what size',
  'which size',
  'what volume',
  'which (?:mask|bag|adjunct|airway|one)',
  'what rate',
  'what flow',
  'why',
];

/** How a question begins. */
export const QUESTION_STARTS = [
  'what',
  'whats',
  'how',
  'is',
  'are',
  'am i',
  'have i',
  'has',
  'does',
  'did',
  'do (?!not)',
  // Not "any OPA, size doesn't matter": the kit taken unsized is an action (a real "any masks left?" ends in "?").
  String.raw`any(?!(?: size(?: of)?| old)? (?:opa|npa|adjunct|mask|bag)s?\b)`,
  'was',
  'were',
  // Not "when it stops I'll force it through": a time clause, then what is done.
  String.raw`when(?!(?: [a-z0-9]+){1,8}? (?:, )?(?:i|we) (?:will|would|am going to|are going to|then|just|keep|try|put|give|pull|take|switch|stop|push|force|go|change|use)\b)`,
  'where',
  'who',
  'which',
  'why',
  'tell me',
  'give me',
  'can you',
  'could you',
];

/** How a plan or an action one is about to do begins (not a question). */
export const PLAN_STARTS = [
  'can i',
  'could i',
  'may i',
  'shall i',
  'should i',
  'i will',
  'i would',
  'i am going to',
  'i want to',
  'i need to',
  'let me',
  'lets',
  'let us',
];

/** Asking the tutor to decide ("should I ...?"), after an optional "so", "ok", "and" or "then". */
export const DECISION_PHRASES = [
  'should i',
  'should we',
  'shall i',
  'shall we',
  'do you want me to',
  'do i need to',
  'do i need',
  'do i have to',
  // "can I use an OPA in a baby who gags?", "do I use a jaw thrust or a chin lift here?": asking, not doing (not
  // "can I have the 500 mL bag?", a request for equipment, which is an action).
  '(?:can|could|may|do) (?:i|we) (?!(?:have|get|grab|borrow|call|shout|ask|page|bleep)\\b)(?:just )?\\w+',
  'should (?:the|it|he|she|they|this|that|his|her|a|an)',
  'is (?:it|an?|the|this|that) \\w+ (?:or|better|worse|enough)',
  'would (?:it|an?|the)',
  String.raw`is (?:it|an?|the) \w+ (?:ok|okay|fine|right|appropriate|indicated|safe|needed)`,
  'would you',
  'is it (?:ok|okay|fine|safe|time) to',
  'am i supposed to',
  'what about',
  'how about',
];
