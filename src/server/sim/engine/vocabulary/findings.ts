/**
 * The words the case texts are read for, for the findings that change what is right (findings.ts): a gag
 * reflex, a basal skull fracture, a neck injury. Entries may hold a little pattern ("moan\\w*"); texts are
 * normalised first.
 */

/** Words that say the patient has a gag reflex (or is awake enough to have one). */
export const GAG_PRESENT_WORDS = [
  'gag',
  'gags',
  'gagging',
  'gagged',
  'gag reflex (?:present|intact)',
  'intact gag',
  'cough',
  'coughs',
  'coughing',
  'awake',
  'alert',
  'crying',
  'cries',
  'conscious',
  'responsive to voice',
  'responds to voice',
  'fighting',
  'biting',
  'clenched',
  'pushing the mask away',
];

/** Words that say the patient has no gag reflex. */
export const GAG_ABSENT_WORDS = [
  'unresponsive',
  'unconscious',
  'no gag',
  'absent gag',
  'gag reflex absent',
  'apneic',
  'flaccid',
  'limp',
  'gcs 3',
  'comatose',
  'no response',
  'unrousable',
];

/** Partly responsive: a gag reflex may or may not be there. */
export const GAG_UNCERTAIN_WORDS = [
  'withdraws? to pain',
  'withdrawing',
  String.raw`moan\w*`,
  String.raw`groan\w*`,
  String.raw`locali[sz]\w*`,
  'purposeful',
  'stirring',
];

/** Signs of a basal skull fracture (no NPA, no nasal suction). */
export const BASAL_SKULL_WORDS = [
  'basal skull fracture',
  'basilar skull fracture',
  'base of (?:the )?skull fracture',
  'skull base fracture',
  'battle sign',
  'raccoon eyes',
  'racoon eyes',
  'periorbital bruising',
  String.raw`csf (?:otorrh|rhinorrh)\w*`,
  // "clear fluid from the left nostril", "fluid still drips from his left nostril", "bruising behind the left ear".
  '(?:clear )?fluid (?:\\w+ )?(?:dripping |drips |leaking |leaks |draining |drains |running |runs |coming )?(?:from|out of) (?:the |his |her )?(?:left |right )?(?:nose|nostrils?|ears?)',
  'bruis\\w* behind (?:the |his |her )?(?:left |right )?ears?',
  'midface fracture',
  'facial fractures?',
];

/**
 * A bleeding tendency, or fresh surgery at the back of the nose: an NPA makes it bleed into the airway (no NPA when
 * an OPA can be used).
 */
export const BLEEDING_RISK_WORDS = [
  String.raw`ha?emophili\w*`,
  String.raw`coagulopath\w*`,
  'bleeding (?:disorder|tendency|diathesis)',
  'von willebrand',
  String.raw`thrombocytopeni\w*`,
  'low platelets?',
  String.raw`anticoagula\w*`,
  'warfarin',
  String.raw`adenoidectom\w*`,
  'adenoids? (?:out|removed|taken out)',
];

/** "spinal precautions are not needed": the precaution named to be ruled out, said after it. */
const NOT_NEEDED = String.raw`(?! (?:are|is) (?:not|n t) (?:needed|required|necessary|indicated)\b)`;

/** Signs of a possible neck injury (jaw thrust, not head tilt; no sniffing position): they count whatever else is said. */
export const NECK_INJURY_WORDS = [
  'c spine',
  'cervical (?:spine|collar|fracture|injury|precautions)',
  'neck injury',
  'spinal injury',
  'hard collar',
  'collar on',
  String.raw`in line (?:stabili|immobili)\w*${NOT_NEEDED}`,
  // "his spine has not been cleared", "spinal precautions".
  String.raw`(?:spine|neck) (?:is |has )?not (?:yet )?(?:been )?cleared`,
  'uncleared (?:c )?spine',
  `spinal (?:precautions|immobili[sz]ation)${NOT_NEEDED}`,
];

/**
 * Mechanisms that make a neck injury possible; they count unless the same text rules one out ("fell from a
 * climbing frame and broke her forearm, no head or neck injury").
 */
export const NECK_MECHANISM_WORDS = [
  'diving',
  // A child who fell, not a value that fell ("vital capacity fell from 1.6 to 0.8 L", "sats fall from 95").
  String.raw`(?<!\b(?:capacity|spo2|saturations?|pressure|rate|count|level|score|gcs|temperature|nif|flow|volume)\b[^.;]{0,12})(?:fell|fall) from (?!\d)`,
  'motor vehicle',
  'mvc',
  'road traffic',
  'hit by a (?:car|vehicle)',
  'head injury',
  'trauma',
];

/** The author ruling a neck injury out: a mechanism alone then does not count. */
export const NECK_RULED_OUT_WORDS = [
  String.raw`no (?:sign|signs|evidence|suggestion) of (?:a |any )?(?:head or |head and )?neck (?:injury|trauma)`,
  String.raw`no (?:head or |head and |head injury (?:and |or |, )?(?:no )?)?neck (?:injury|pain|tenderness|trauma)`,
  String.raw`(?:c spine|cervical spine|neck|spine) (?:was |is |has been |have been )?(?:clinically )?cleared`,
  'did not hit (?:her|his|their) head',
  "didn't hit (?:her|his|their) head",
];
