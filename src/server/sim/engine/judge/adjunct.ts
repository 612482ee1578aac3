import { adjunctSizeIn } from '../params.ts';
import { npaDiameterRange, OPA_SIZE_MM, opaLengthRange } from '../patient.ts';
import type { JudgeContext, Judgement, Mention } from '../types.ts';
import { active, judgeByCues, wrong } from './by-cues.ts';

type Adjunct = 'opa' | 'npa';

const NAME: Record<Adjunct, string> = { opa: 'an OPA', npa: 'an NPA' };
const LANDMARKS: Record<Adjunct, string> = {
  opa: 'from the corner of the mouth to the angle of the jaw',
  npa: 'from the tip of the nose (nostril) to the tragus of the ear',
};

/** The adjunct named; landmarks name one only when neither is named ("measured from the nostril to the tragus"). */
export function chosenAdjunct(said: Mention[]): Adjunct | 'both' | null {
  const named = (ids: string[]) => ({
    opa: said.some((m) => m.cue.id === ids[0]),
    npa: said.some((m) => m.cue.id === ids[1]),
  });
  const words = named(['opa', 'npa']);
  const landmarks = named(['opaLandmark', 'npaLandmark']);
  const found = words.opa || words.npa ? words : landmarks;
  // Both named, one measured: the measured one is the choice, the other a reason ("an OPA would make her gag").
  if (found.opa && found.npa && landmarks.opa !== landmarks.npa) return landmarks.opa ? 'opa' : 'npa';
  // "the NPA will not go in , so I put the OPA in instead": the one taken instead is the choice.
  if (found.opa && found.npa && !landmarks.opa && !landmarks.npa) {
    const instead = (id: Adjunct) => said.some((m) => m.cue.id === id && INSTEAD_AFTER.test(m.following));
    if (instead('opa') !== instead('npa')) return instead('opa') ? 'opa' : 'npa';
    // "nasal airway, the mouth is too bloody for a Guedel": the one named as unfit is the reason, the other the choice.
    const unfit = (id: Adjunct) =>
      said.some(
        (m) =>
          m.cue.id === id &&
          UNFIT_BEFORE.test(m.clause.slice(Math.max(0, m.clauseOffset - 40), m.clauseOffset)),
      );
    if (unfit('opa') !== unfit('npa')) return unfit('opa') ? 'npa' : 'opa';
  }
  if (found.opa && found.npa) return 'both';
  return found.opa ? 'opa' : found.npa ? 'npa' : null;
}

/**
 * The adjunct an insertion names by its route when it names neither: "in through the right nostril", "along the
 * floor of the nose, bevel to the septum", "perpendicular to her face" are an NPA; "over a tongue depressor",
 * "rotated 180 degrees", "concave up" (put in upside down, to be turned), the flange at the lips an OPA.
 */
const NASAL_ROUTE =
  /\b(?:nostrils?|nares|naris|nare|septum|bevel|perpendicul\w*|posteriorly|floor of (?:the |his |her )?nose|nasal (?:floor|passage))\b/;
const ORAL_ROUTE =
  /\b(?:tongue (?:depressor|blade)|blade (?:pressing|holding|pushing) (?:the )?tongue|depressor|(?:rotat|flip|spin|twist|turn)\w*(?: it)? (?:round |around |over |through )?180|concave (?:up|upwards)|upside down|flange (?:rests |sits )?(?:on|at) (?:the |his |her )?lips|mouth open)\b/;

function routeOf(mentions: Mention[]): Adjunct | null {
  const texts = [...new Set(mentions.flatMap((m) => [m.clause, m.following]))];
  const nasal = texts.some((t) => NASAL_ROUTE.test(t));
  const oral = texts.some((t) => ORAL_ROUTE.test(t));
  return nasal === oral ? null : nasal ? 'npa' : 'opa';
}

/** "the OPA in instead", "an NPA instead": the adjunct taken in place of the other (not "instead of"). */
const INSTEAD_AFTER = /^(?: \w+){0,2}? instead\b(?! of\b)/;
const BOTH_AT_ONCE =
  /\bboth (?:an? )?(?:opa|npa)\b|\b(?:opa|npa) (?:and|plus|\+) (?:an? )?(?:opa|npa)\b(?! (?:is|are|would|will|do|does|or)\b)|\b(?:opa|npa)\b[^.?]{0,40}\b(?:as well|too|also|other side|two adjuncts|to be sure)\b/;
const TWO_ADJUNCTS = {
  what: 'Both an OPA and an NPA put in.',
  why: 'One adjunct, sized and placed right, holds the tongue off the airway; a second adds trauma, bleeding and gagging and delays the breaths without opening it further.',
  instead:
    'Choose one adjunct for this patient: an OPA without a gag reflex, an NPA with one (never with a skull-base fracture).',
};
const UNFIT_BEFORE =
  /\b(?:too \w+|no room|not (?:suitable|safe|good)|unsuitable|unsafe) for (?:a |an |the )?$/;

/** Whether the adjunct is contraindicated for this patient. */
function contraindication(adjunct: Adjunct, ctx: JudgeContext): Judgement | null {
  if (adjunct === 'opa' && ctx.findings.gagReflex === 'present') {
    return wrong(
      'BMV-5',
      {
        what: 'An OPA in a patient with a gag reflex.',
        why: 'An oral airway in a patient who gags or coughs provokes retching, vomiting and aspiration, and can trigger laryngospasm.',
        instead: `Use an NPA, sized ${LANDMARKS.npa}; it is tolerated with a gag reflex.`,
      },
      true,
    );
  }
  if (adjunct === 'npa' && ctx.findings.basalSkullFracture) {
    return wrong(
      'BMV-5',
      {
        what: 'An NPA in a patient with a suspected basal skull fracture.',
        why: 'A nasal airway can pass through a fractured skull base into the cranial cavity.',
        instead: `Use an OPA (the patient has no gag reflex), sized ${LANDMARKS.opa}.`,
      },
      true,
    );
  }
  if (adjunct === 'npa' && ctx.findings.bleedingRisk && ctx.findings.gagReflex !== 'present') {
    return wrong(
      'BMV-5',
      {
        what: 'An NPA in a patient who bleeds easily.',
        why: 'A nasal airway tears the nasal lining; with a bleeding tendency or fresh surgery behind the nose, blood runs into the airway.',
        instead: `Use an OPA (the patient has no gag reflex), sized ${LANDMARKS.opa}.`,
      },
      true,
    );
  }
  return null;
}

/** How the adjunct was sized, for the acknowledgement. */
type Sized = { sized: string };

/** The size verdict: landmarks first, then a number; null when no size was given. */
function sizeVerdict(adjunct: Adjunct, said: Mention[], ctx: JudgeContext): Judgement | Sized | null {
  const other: Adjunct = adjunct === 'opa' ? 'npa' : 'opa';
  if (said.some((m) => m.cue.id === `${other}Landmark`)) {
    return wrong('BMV-5', {
      what: `${NAME[adjunct]} measured with the landmarks for ${NAME[other]}.`,
      why: 'The wrong length either pushes the tongue back into the airway or presses the epiglottis down over it.',
      instead: `Size ${NAME[adjunct]} ${LANDMARKS[adjunct]}.`,
    });
  }
  if (said.some((m) => m.cue.id === `${adjunct}Landmark`)) return { sized: `sized ${LANDMARKS[adjunct]}` };
  // Each clause once: many mentions can share one long clause.
  const texts = new Set(said.flatMap((m) => [m.clause, m.following]));
  const size = [...texts].map(adjunctSizeIn).find((found) => found !== null);
  if (!size) return sizeByWord(adjunct, [...texts], ctx);
  if (adjunct === 'npa') {
    const diameter = size.mm ?? (size.sizeCode !== undefined ? Number(size.sizeCode) : undefined);
    if (diameter === undefined || diameter > 10) return { sized: 'sized by length' };
    const fits = npaDiameterRange(ctx.patient);
    if (diameter >= fits.low && diameter <= fits.high) return { sized: `${diameter} mm wide` };
    return wrong('BMV-5', {
      what: `A ${diameter} mm NPA is too ${diameter > fits.high ? 'wide' : 'narrow'} for ${ctx.patient.described}.`,
      why:
        diameter > fits.high
          ? 'Too wide a tube injures the nose and causes bleeding into the airway.'
          : 'Too narrow a tube blocks easily with secretions and does little to hold the airway open.',
      instead: `Choose about ${fits.low}-${fits.high} mm, no wider than the nostril, with a length ${LANDMARKS.npa}.`,
    });
  }
  const length =
    size.mm ??
    (size.cm !== undefined ? size.cm * 10 : size.sizeCode ? OPA_SIZE_MM[size.sizeCode] : undefined);
  if (length === undefined) return { sized: 'sized' };
  const fits = opaLengthRange(ctx.patient);
  if (length >= fits.low && length <= fits.high) return { sized: `about ${length} mm long` };
  const tooBig = length > fits.high;
  return wrong('BMV-5', {
    what: `That OPA (about ${length} mm) is too ${tooBig ? 'long' : 'short'} for ${ctx.patient.described}.`,
    why: tooBig
      ? 'Too long an OPA presses the epiglottis down over the larynx and blocks the airway.'
      : 'Too short an OPA pushes the tongue back into the pharynx and makes the obstruction worse.',
    instead: `Measure it ${LANDMARKS.opa}: about ${fits.low}-${fits.high} mm here.`,
  });
}

/** "the adult red OPA", "the tiny newborn one", "bigger than measured": a size said by a word, not measured. */
const BIG_WORD =
  /\badult size \d\b|\bthe (?:biggest|largest|longest) one\b|\b(?:adult|grown up|biggest|largest|longest)(?: \w+)? (?:opa|npa)\b|\b(?:bigger|longer|larger) than (?:measured|the measurement|it measures|i measured)\b|\ba size (?:up|bigger|larger) than\b/;
const SMALL_WORD =
  /\b(?:neonatal|newborn|neonate|premature|preemie|prem|tiniest|smallest)(?: \w+)? (?:opa|npa)\b|\b(?:smaller|shorter) than (?:measured|the measurement|it measures|i measured)\b/;

function sizeByWord(adjunct: Adjunct, texts: string[], ctx: JudgeContext): Judgement | null {
  const big = texts.some((t) => BIG_WORD.test(t)) && ctx.patient.band !== 'adolescent';
  const small =
    texts.some((t) => SMALL_WORD.test(t)) && ctx.patient.band !== 'newborn' && ctx.patient.band !== 'infant';
  if (!big && !small) return null;
  const name = adjunct === 'opa' ? 'OPA' : 'NPA';
  return wrong('BMV-5', {
    what: `That ${name} is too ${big ? (adjunct === 'opa' ? 'long' : 'wide') : adjunct === 'opa' ? 'short' : 'narrow'} for ${ctx.patient.described}.`,
    why:
      adjunct === 'opa'
        ? big
          ? 'Too long an OPA presses the epiglottis down over the larynx and blocks the airway.'
          : 'Too short an OPA pushes the tongue back into the pharynx and makes the obstruction worse.'
        : big
          ? 'Too wide a tube injures the nose and causes bleeding into the airway.'
          : 'Too narrow a tube blocks easily with secretions and does little to hold the airway open.',
    instead: `Measure it on the patient, ${LANDMARKS[adjunct]}.`,
  });
}

/**
 * BMV-5 and BMV-6 together: the adjunct must suit the patient (no OPA with a gag reflex, no NPA with a
 * suspected basal skull fracture) and be sized; insertion counts only for an adjunct chosen and sized now
 * or earlier in the phase.
 */
export function judgeAdjunct(
  fiveMentions: Mention[],
  sixMentions: Mention[],
  ctx: JudgeContext,
): Judgement[] {
  const said = active(fiveMentions);
  const adjunct = chosenAdjunct(said);
  const inserting =
    active(sixMentions).length > 0 ||
    [...new Set(said.map((m) => m.clause))].some((clause) =>
      /\b(?:insert|put|slid|plac|aim|direct|point|push|twist)\w*|\bstraight in\b|\bin upside down\b/.test(
        clause,
      ),
    );
  const verdicts: Judgement[] = [];
  if (adjunct === 'both') {
    // "both an OPA and a nasal airway, to be sure", "OPA in, and a nasal airway as well for good measure": two adjuncts
    // put in at once, which every blind author labels wrong (and one of them may be ruled out for this patient).
    // Each clause once, and its end with what follows each mention: a message of adjunct words repeated names the
    // same long clause for every mention.
    const together = [
      ...new Set(said.map((m) => m.clause)),
      ...new Set(said.map((m) => `${m.clause.slice(-60)} ${m.following}`)),
    ].some((t) => BOTH_AT_ONCE.test(t));
    if (together)
      return [contraindication('npa', ctx) ?? contraindication('opa', ctx) ?? wrong('BMV-5', TWO_ADJUNCTS)];
    return [
      {
        kind: 'incomplete',
        item: 'BMV-5',
        question: 'Which adjunct do you choose for this patient: an OPA or an NPA?',
      },
    ];
  }
  if (adjunct === null) {
    const refusals = fiveMentions.filter((m) => m.negated && !m.deferred);
    const refused = chosenAdjunct(refusals);
    // "No OPA for her, she's still gagging", "I won't use an oral airway, the gag reflex is there": the wrong adjunct
    // refused for the finding that rules it out is the other one chosen for it, as a reasoned choice is (below), and
    // as the blind authors label it. Not "no OPA yet, he may still gag" (put off).
    const other = refused === 'opa' ? 'npa' : refused === 'npa' ? 'opa' : null;
    const reasonedRefusal =
      other !== null &&
      refusals.some((m) => REASON.test(m.clause) || REASON.test(m.following)) &&
      contraindication(refused as Adjunct, ctx) !== null &&
      contraindication(other, ctx) === null;
    // "No adjunct: he gags, so no oral airway, and with a possible skull-base fracture no nasal one", "no adjunct: gag
    // present, skull base fracture suspected": both refused
    // where the findings rule both out is the choice this patient needs.
    // "I'll size it from his front teeth to his ear lobe", "any airway from the drawer , no time to measure": sized
    // wrong or not at all, whichever adjunct it is.
    const badSize = judgeByCues(
      'BMV-5',
      said.filter((m) => m.cue.sense === 'bad'),
    );
    const bothRuledOut =
      (refused === 'both' || refusals.some((m) => m.cue.id === 'adjunctGeneric')) &&
      contraindication('opa', ctx) !== null &&
      contraindication('npa', ctx) !== null;
    if (badSize?.kind === 'wrong') {
      verdicts.push(badSize);
    } else if (bothRuledOut) {
      verdicts.push({ kind: 'ok', item: 'BMV-5', detail: 'no adjunct: both are ruled out for this patient' });
    } else if (said.some((m) => m.cue.id === 'adjunctGeneric')) {
      verdicts.push({
        kind: 'incomplete',
        item: 'BMV-5',
        question: 'Which adjunct do you choose, and what size?',
      });
    } else if (reasonedRefusal && other !== null) {
      verdicts.push({
        kind: 'ok',
        item: 'BMV-5',
        detail: `${NAME[other]}, chosen for the patient`,
        adjunct: other,
      });
    } else if (refusals.length > 0) {
      verdicts.push({ kind: 'declined', item: 'BMV-5' });
    }
    // "I don't force it in against resistance": inserted gently (the adjunct the refusal names, else the one chosen).
    const gently = sixMentions.some((m) => m.negated && !m.deferred && m.cue.id === 'forcedAdjunct');
    const gentle =
      ctx.adjunctChosen ??
      (gently && (refused === 'opa' || refused === 'npa') ? refused : null) ??
      (inserting || gently ? routeOf([...fiveMentions, ...sixMentions]) : null) ??
      // Only a refusal to force names the insertion for sure: "lots of air goes in" is no adjunct.
      (gently ? adjunctForFindings(ctx) : null);
    // "I don't force it in against resistance" where either adjunct would do: the way in is right whichever it is.
    if (gently && !gentle && !inserting)
      verdicts.push({ kind: 'ok', item: 'BMV-6', detail: 'inserted without force' });
    if ((inserting || gently) && gentle) {
      // The adjunct known from earlier (or its route): the way it goes in is judged as when it is named.
      const judged = inserting ? insertion(gentle, [...fiveMentions, ...sixMentions], ctx) : null;
      verdicts.push(
        judged && judged.kind !== 'ok'
          ? judged
          : { kind: 'ok', item: 'BMV-6', detail: `${NAME[gentle]} inserted`, adjunct: gentle },
      );
    }
    return verdicts;
  }
  const contra = contraindication(adjunct, ctx);
  if (contra) {
    // "she gags but I push the OPA in and rotate it 180": the insertion is wrong too, in an infant.
    const rotated = inserting ? youngChildRotation(adjunct, [...said, ...active(sixMentions)], ctx) : null;
    return rotated ? [contra, rotated] : [contra];
  }
  const size = sizeVerdict(adjunct, said, ctx);
  if (size !== null && !('sized' in size)) return [size];
  // "no gag reflex , so an oral airway is chosen", "because of the skull fracture an OPA": the kind chosen for the
  // finding that decides it is the choice this item asks for, even before a size.
  const reasoned =
    size === null && fiveMentions.some((m) => m.cue.id === 'adjunctReason' || REASON.test(m.clause));
  if (size === null && ctx.adjunctChosen !== adjunct && !reasoned) {
    // Inserting it well is its own item, even while the size is still asked for.
    return [
      {
        kind: 'incomplete',
        item: 'BMV-5',
        question: `What size of ${adjunct.toUpperCase()}, and how do you measure it?`,
      },
      ...(inserting ? [insertion(adjunct, [...said, ...active(sixMentions)], ctx)] : []),
    ];
  }
  const caution =
    adjunct === 'opa' && ctx.findings.gagReflex === 'unknown'
      ? 'If the patient gags or coughs on the OPA, take it out and use an NPA instead.'
      : undefined;
  verdicts.push({
    kind: 'ok',
    item: 'BMV-5',
    detail: `${NAME[adjunct]}, ${size ? size.sized : 'as sized before'}`,
    ...(caution ? { caution } : {}),
    adjunct,
  });
  if (inserting) verdicts.push(insertion(adjunct, [...said, ...active(sixMentions)], ctx));
  return verdicts;
}

/**
 * "I don't force the airway in against resistance", said with no adjunct named: the one the case author names, else
 * the one the patient's findings call for (an NPA with a gag reflex, an OPA without one or with a skull-base
 * fracture), whose insertion is judged.
 */
function adjunctForFindings(ctx: JudgeContext): Adjunct | null {
  // The case author's own choice, when the hard-stop texts name one adjunct.
  if (ctx.rules.adjuncts.length === 1) return ctx.rules.adjuncts[0] ?? null;
  if (ctx.findings.basalSkullFracture) return 'opa';
  if (ctx.findings.bleedingRisk && ctx.findings.gagReflex !== 'present') return 'opa';
  if (ctx.findings.gagReflex === 'present') return 'npa';
  if (ctx.findings.gagReflex === 'absent') return 'opa';
  return null;
}

/** The finding that decides between the adjuncts, named as the reason for the one chosen. */
const REASON =
  /\b(?:gag\w*|skull|basal|base of (?:the )?skull|fracture\w*|ha?emophili\w*|bleed\w*|coagulopath\w*|platelets?|adenoid\w*)\b/;

/**
 * An NPA goes straight back along the floor of the nose, never up towards the eyes or the skull. "Lube it up",
 * "pick it up", "set it up" say nothing of its direction.
 */
const NPA_UPWARDS =
  /\b(?:up|upwards?|upward)\b(?<!\b(?:lube|lubed|lubricat\w*|gel|coat\w*|grease\w*|pick\w*|set|hook\w*|line\w*|open\w*|warm\w*|measure\w*|size\w*|wet\w*) (?:it |this |that |them |the npa |the tube |the airway )?up)(?! (?:to|at) (?:the )?(?:hub|flange|nostril))(?<!\bup(?= (?:into |in |through )?(?:the |his |her |a |one )?(?:right |left |other |larger |bigger )?(?:nostrils?|nose|nares?)\b))|\btowards? (?:the |his |her )?(?:forehead|eyes?|eyebrows?|brows?|top of (?:the |his |her )?head|brain)\b/;

/** "not aiming it up towards his eyes", "straight back, not upwards": the upward way refused. */
const UPWARDS_REFUSED =
  /\b(?:not|never|no|rather than|instead of|without)\b(?: \w+){0,3}? (?:up|upwards?|upward|towards?)\b/;

/**
 * An OPA put in upside down and turned through 180 degrees ("rotate it 180", "spin it round", slid "along the palate"
 * first), not refused ("no
 * rotating", "without rotating", "rotation is not for infants"). Accepted from about 8 years on; younger, the soft
 * palate is easily torn, and the OPA goes in the right way up over a tongue depressor.
 */
const ROTATED =
  /(?<!\b(?:no|not|never|without|avoid|avoiding|than|of) (?:\w+ ){0,2})\b(?:rotat\w*|(?:spin|spins|spinning|twist|twists|twisting|turn|turns|turning|flip|flips|flipping)(?: it| them)? (?:round|around|over|through 180|180))\b(?! (?:is |are )?(?:not|never)\b)|(?<!\b(?:no|not|never|without)\b[^.;?]{0,40})\balong (?:the |his |her )?(?:hard )?palate\b|\b(?:turn|twist|rotat|flip|spin)\w*(?: it)?\b(?<=\b(?:upside down|concave (?:side )?up(?:wards?)?)\b[^.?]{0,40})(?<!\b(?:no|not|never|without|bother)\b[^.?]{0,40})(?! (?:is |are )?(?:not|never)\b)/;

/** Below this age an OPA goes in the right way up over a tongue depressor, never upside down and turned. */
const YOUNG_CHILD_YEARS = 8;

/** "that's how we do it in adults": the adult method, said as the reason, in a child. */
const AS_IN_ADULTS =
  /\b(?:like|as) (?:we do |you do |i do |it is done )?(?:in|for|with|on) (?:an? )?adults?\b|\bhow (?:we|you|i) do it in adults\b|\badult (?:way|method|technique)\b/;

function youngChildRotation(adjunct: Adjunct, mentions: Mention[], ctx: JudgeContext): Judgement | null {
  // Under about 8 years (infants and young children), as the blind sets label it; older children may be rotated,
  // unless the mucosa bleeds easily (low platelets, a bleeding disorder) or the adult method is the reason given.
  if (adjunct !== 'opa' || ctx.patient.ageYears >= 18) return null;
  const texts = [...new Set(mentions.flatMap((m) => [m.clause, m.following]))];
  if (!texts.some((t) => ROTATED.test(t))) return null;
  const young = ctx.patient.ageYears < YOUNG_CHILD_YEARS;
  if (!young && !ctx.findings.bleedingRisk && !texts.some((t) => AS_IN_ADULTS.test(t))) return null;
  return wrong(
    'BMV-6',
    {
      what: `An OPA put in upside down and rotated in ${ctx.patient.described}.`,
      why: young
        ? "A young child's soft palate and mucosa are fragile: turning the airway in the mouth tears them and bleeds into the airway, and can push the tongue back."
        : 'Turning the airway in the mouth scrapes the palate and mucosa: in a child, and in anyone who bleeds easily, that bleeds into the airway.',
      instead:
        'Hold the tongue down with a tongue depressor and slide the OPA in the right way up, following the curve of the tongue.',
    },
    true,
  );
}

/** "I put it in concave side up and leave it like that , no rotating": an OPA left upside down, at any age. */
const LEFT_INVERTED =
  /\b(?:concave (?:side )?(?:up|upwards|upward)|upside down|curve (?:facing|towards?|pointing (?:at|to|towards?)) (?:the )?(?:roof of (?:the |his |her )?mouth|palate))\b[^.?]{0,40}\b(?:(?:leave|leaving|left|keep|keeping) it\b|(?:do not|don t|won t|not) bother (?:turn|rotat)\w*|it can stay (?:concave|upside))/;

function insertion(adjunct: Adjunct, mentions: Mention[], ctx: JudgeContext): Judgement {
  // Left upside down is judged first: "in upside down and I don't bother turning it" was not turned at all.
  if (
    adjunct === 'opa' &&
    [...new Set(mentions.map((m) => m.clause + m.following))].some((t) => LEFT_INVERTED.test(t))
  ) {
    return wrong(
      'BMV-6',
      {
        what: 'An OPA left upside down.',
        why: 'Upside down, its tip sits against the palate and pushes the tongue back into the pharynx: it blocks the airway it should open.',
        instead:
          'Insert it the right way up over a tongue depressor, following the curve of the tongue (in an older child it may go in upside down and be turned through 180 degrees).',
      },
      true,
    );
  }
  const rotated = youngChildRotation(adjunct, mentions, ctx);
  if (rotated) return rotated;
  if (
    adjunct === 'npa' &&
    [...new Set(mentions.map((m) => m.clause))].some((c) => NPA_UPWARDS.test(c) && !UPWARDS_REFUSED.test(c))
  ) {
    return wrong(
      'BMV-6',
      {
        what: 'An NPA pushed upwards, towards the eyes.',
        why: 'The nasal passage runs straight back along its floor: pushed upwards the tube hits the turbinates, makes the nose bleed into the airway, and with a skull-base injury can enter the skull.',
        instead:
          'Lubricate it and slide it straight back along the floor of the nose, perpendicular to the face, bevel towards the septum.',
      },
      true,
    );
  }
  return { kind: 'ok', item: 'BMV-6', detail: `${NAME[adjunct]} inserted` };
}
