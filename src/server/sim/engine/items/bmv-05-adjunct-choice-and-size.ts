import { ahead, anyOf, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

// BMV-5 and BMV-6 are judged together (judge/adjunct.ts): an insertion needs the adjunct chosen, in this
// message or earlier in the phase.

/** How the LLM tutor's reading of an adjunct choice is said to the engine. */
const ADJUNCT_NAME = { opa: 'oropharyngeal airway (OPA)', npa: 'nasopharyngeal airway (NPA)' } as const;
const LANDMARK_TEXT = {
  corner_of_mouth_to_angle_of_jaw: 'measured from the corner of the mouth to the angle of the jaw',
  nostril_to_tragus: 'measured from the nostril to the tragus of the ear',
  mouth_to_chin: 'measured from the mouth to the chin',
  nose_to_chin: 'measured from the nose to the chin',
  nose_to_mouth: 'measured from the nose to the mouth',
  other: '',
} as const;

/** What every cue for an adjunct sized against the wrong landmarks says. */
const WRONG_LANDMARKS = {
  what: 'An airway adjunct measured against the wrong landmarks.',
  why: 'The wrong length either pushes the tongue back into the airway or presses the epiglottis down over it.',
  instead:
    'Size an OPA from the corner of the mouth to the angle of the jaw, an NPA from the tip of the nose to the tragus of the ear.',
};

/** BMV-5 Adjunct choice and size: what the engine reads, judges and says about it. */
export const adjunctChoiceAndSize: ItemModule = {
  id: 'BMV-5',
  cues: [
    cue(
      'opaLandmark',
      ['BMV-5'],
      'detail',
      anyOf(
        seq(
          String.raw`\b`,
          group(`(?:corner|angle|side) of ${THE}(?:mouth|lips?)|(?:lip|mouth) corner`),
          // "mouth corner-jaw angle": the hyphen, read as a space, stands for "to".
          String.raw`(?:(?: \w+){0,3}? (?:to|until|till) ${THE}| (?=(?:jaw|mandible|mandibular) angle\b))`,
          group(
            anyOf(
              `angle (?:of )?${THE}(?:jaw|mandible)`,
              '(?:jaw|mandible|mandibular) angle',
              'mandible',
              'earlobe',
              'ear lobe',
              'ear',
              // "OPA, mouth corner to angle": the jaw left unsaid.
              String.raw`angle(?! of (?:the |his |her )?(?:mouth|lips?))`,
            ),
          ),
          String.raw`\b`,
        ),
        // "OPA sized to the jaw angle".
        String.raw`\b(?:siz\w*|measur\w*) (?:\w+ ){0,2}?to ${THE}(?:jaw angle|angle of ${THE}(?:jaw|mandible))\b`,
        // "flange at the lips and tip at the angle of the jaw", "reaches to the angle of the jaw".
        String.raw`\b(?:tip (?:is |lies |sits )?(?:at|to|by|level with)|reach\w*(?: to| as far as)?|extend\w* (?:to|as far as)) ${THE}(?:angle of ${THE}(?:jaw|mandible)|(?:jaw|mandible|mandibular) angle)\b`,
        seq(
          String.raw`\b(?:incisors|front teeth|teeth|lips?) to ${THE}angle of ${THE}`,
          String.raw`(?:jaw|mandible)\b`,
        ),
      ),
    ),
    cue(
      'npaLandmark',
      ['BMV-5'],
      'detail',
      anyOf(
        seq(
          String.raw`\b`,
          group(`tip of ${THE}nose|nostril|nares|naris|nare|nose`),
          // "to that little flap of cartilage in front of her ear": the tragus described.
          String.raw`(?: \w+){0,2}? (?:to|until|till|up to) ${THE}(?:tragus|ear\w*|ear lobe|(?:that |the )?(?:little |small )?flap (?:of cartilage )?in front of ${THE}ear)\b`,
          // Not "I measure the 8 Fr catheter from her nostril to her ear": the suction depth (BMV-2), with no adjunct named.
          String.raw`(?<!\b(?:catheter|suction\w*|sucker)\b[^.?]{0,80})(?![^.?]{0,60}\b(?:catheter|suction\w*)\b)`,
        ),
        // "NPA nostril-tragus": the two landmarks in shorthand.
        String.raw`\b(?:nostril|nares|naris|nare|nose) tragus\b`,
      ),
    ),
    cue(
      'wrongLandmark',
      ['BMV-5'],
      'bad',
      seq(
        ahead('lip|incisors|front teeth|teeth|mouth|nos|tip of '),
        // Not "the bridge / top of the nose to the chin": that sizes a mask (BMV-8).
        String.raw`(?<!\b(?:bridge|top) of ${THE})\b`,
        // Not "the nose bridge to the chin" either.
        group(`lips?|incisors|front teeth|teeth|mouth|nose(?! bridge)|nostril|tip of ${THE}nose`),
        // "from his front teeth to the tip of his chin".
        String.raw`(?: \w+){0,2}? to ${THE}(?:(?:tip|bottom|point|end|base) of ${THE})?(?:upper |top |lower )?`,
        group(`chin|corner of ${THE}mouth|mouth|lips?|nose|eyes?`),
        String.raw`\b`,
      ),
      { feedback: WRONG_LANDMARKS },
    ),
    // "the OPA that reaches past the angle of his jaw onto his neck": sized too long.
    cue(
      'opaPastTheJaw',
      ['BMV-5'],
      'bad',
      anyOf(
        String.raw`\b(?:past|beyond|further than) ${THE}(?:angle of ${THE}(?:jaw|mandible)|jaw angle|ear|ear lobe|earlobe)\b(?<=\b(?:opa|guedel|oral airway)\b[^.?]{0,80})`,
        // "the nasal airway that reaches from his nose down to his collarbone": sized far too long.
        String.raw`\b(?:to|down to) (?:half ?way down |the middle of )?${THE}(?:collar ?bone|clavicle|shoulder|sternum|neck)\b(?<=\b(?:npa|nasal airway|opa|guedel|oral airway)\b[^.?]{0,80})`,
        // "the small Guedel will do, even though it only reaches halfway to her jaw angle": sized too short.
        String.raw`\b(?:only |just )?(?:reach\w*|goes|comes) (?:about |only |just )?(?:half ?way|part of the way) (?:to|towards) ${THE}(?:angle of ${THE}(?:jaw|mandible)|jaw angle|jaw|ear)\b(?<=\b(?:opa|guedel|oral airway|it)\b[^.?]{0,80})`,
        String.raw`\b(?:does not|doesn t|won t|will not|not) (?:quite )?reach (?:to )?${THE}(?:angle of ${THE}(?:jaw|mandible)|jaw angle)\b(?<=\b(?:opa|guedel|oral airway)\b[^.?]{0,80})`,
      ),
      { feedback: WRONG_LANDMARKS },
    ),
    // "from his front teeth to his earlobe", "from the mouth to the tip of the nose": an OPA sized from the middle of
    // the mouth (not its corner), or to the nose.
    cue(
      'wrongOpaLandmark',
      ['BMV-5'],
      'bad',
      seq(
        ahead('lip|incisors|front teeth|teeth|mouth|middle'),
        String.raw`(?<!\b(?:corner|angle|side) of (?:the |his |her )?)\b`,
        group('(?:middle of (?:the |his |her )?)?lips?|incisors|front teeth|teeth|mouth(?! corner)'),
        // "to the bottom of the ear lobe".
        String.raw`(?: \w+){0,2}? to ${THE}(?:(?:bottom|tip|lobe|lower end) of ${THE})?`,
        // "from his front teeth to the middle of his cheek".
        group(`ear\\w*|ear lobe|tragus|tip of ${THE}nose|nose|middle of ${THE}cheek|cheek ?bone`),
        String.raw`\b`,
      ),
      { feedback: WRONG_LANDMARKS },
    ),
    // "size the Guedel against the width of his little finger": a finger's width sizes no oral airway.
    cue(
      'opaByFinger',
      ['BMV-5'],
      'bad',
      String.raw`(?=width|size|thickness|diameter)(?<=\b(?:opa|guedel|oral airway|oropharyngeal airway)\b[^.?]{0,60})\b(?:width|size|thickness|diameter) of (?:his |her |the |their |my )?(?:little |pinky |fifth |index )?finger\b`,
      { feedback: WRONG_LANDMARKS },
    ),
    // "any OPA will do, size doesn't matter", "the biggest Guedel in the drawer": an adjunct not sized at all.
    cue(
      'unsizedAdjunct',
      ['BMV-5'],
      'bad',
      anyOf(
        // "Guedel by eye , the big one", "NPA , just whichever one is smallest , there's no need to measure", "NPA , the
        // adult 7.0 one , whatever is on the trolley".
        String.raw`\b(?:by eye|eyeball\w*|no need to (?:measure|size)|whatever (?:one )?(?:is|s) (?:on the (?:trolley|tray)|in the (?:drawer|box)|to hand|closest|nearest))\b(?<=\b(?:opa|npa|guedel|adjunct|airway)\b(?:[^.?]|(?<=\d)\.(?=\d)){0,80})`,
        // "OPA in , whatever size is on top of the trolley , I do not measure".
        String.raw`\b(?:i |we )?(?:do not|don t|won t|will not|am not going to|not going to|not) (?:bother to |bother |bother with |need to )?(?:measur\w*|siz\w*|the length)(?: (?:it|them|the (?:opa|npa|airway|adjunct)))?\b(?= ?(?:[.,;!]|$))(?<=\b(?:opa|npa|guedel|adjunct|oral airway|nasal airway)\b[^.?]{0,80})`,
        // "an oral airway straight in , the largest we have": taken by its size on the shelf, not measured.
        String.raw`\b(?:the )?(?:biggest|largest|smallest|tiniest) (?:1 |one )?(?:we have|we ve got|we got|there is|available|in the (?:box|drawer))\b(?<=\b(?:opa|npa|adjunct|oral airway|nasal airway|guedel)\b[^.?]{0,60})`,
        // "the largest adult OPA on the tray", "the smallest OPA": taken by its place on the tray, not measured.
        String.raw`\b(?:any|whatever|whichever|(?:the )?(?:biggest|largest|smallest|tiniest|littlest|shortest|longest)) (?:size (?:of )?)?(?:(?:adult|neonatal|newborn|infant|child|pediatric) )?(?:opa|npa|adjunct|airway adjunct)\b(?! (?:size|sizing)\b| , (?:size|sizing) \d)`,
        String.raw`\b(?:opa|npa|adjunct|airway)\b(?: \S+){0,6}? (?:size|length) (?:does not|doesn t|won t|will not|is not going to) (?:really |much )?matter\b`,
        // "OPA: I'll take the largest one on the tray", "NPA without measuring", "no time to size it".
        String.raw`\b(?:biggest|largest|smallest|tiniest|littlest|shortest|longest) (?:1|one|size)\b(?:(?<=\b(?:opa|npa|adjunct)\b[^.?]{0,60})|(?=[^.?]{0,40}\b(?:opa|npa|adjunct|oral airway|nasal airway|guedel)\b))`,
        // "the smallest airway in the box , the one for premature babies", "longer is safer".
        String.raw`\b(?:biggest|largest|smallest|tiniest|littlest|shortest|longest) (?:oral |nasal )?airway (?:in|on|from|off) (?:the )?(?:box|tray|drawer|trolley|cart|kit)\b|\blonger is (?:safer|better)\b(?<=\b(?:opa|npa|airway|guedel)\b[^.?]{0,80})`,
        // "just eyeball it : the tiny 000 airway": sized by eye, not against the face.
        String.raw`\beyeball\w*(?: it)?\b(?:(?=[^.?]{0,60}\b(?:opa|npa|adjunct|airway|guedel)\b)|(?<=\b(?:opa|npa|adjunct|airway|guedel)\b[^.?]{0,60}))`,
        String.raw`\b(?:without (?:measuring|sizing)|no (?:measuring|sizing|measurement)|no (?:time|need) to (?:measure|size)|(?:did not|didn t|do not|don t|won t|will not|not going to) (?:bother )?(?:measur|siz)\w*|unmeasured|whichever (?:1 |one )?fits)\b(?<=\b(?:opa|npa|adjunct|any airway)\b[^.?]{0,60})`,
        // "any airway from the drawer".
        String.raw`\bany (?:oral |nasal )?airway (?:from|off|out of|in) (?:the )?(?:drawer|tray|trolley|cart|box)\b`,
        String.raw`\bsize (?:does not|doesn t) matter\b(?: \w+){0,3}? (?:opa|npa|adjunct)\b`,
      ),
      {
        feedback: {
          what: 'An airway adjunct taken without sizing it.',
          why: 'Too long an OPA presses the epiglottis down over the larynx; too short pushes the tongue back into the airway.',
          instead:
            'Size an OPA from the corner of the mouth to the angle of the jaw, an NPA from the tip of the nose to the tragus of the ear.',
        },
      },
    ),
    // "measure the Guedel and take one size up to be safe", "I'll go two sizes up from what measures right": an
    // adjunct measured, then taken longer than the measure.
    cue(
      'oversizedAdjunct',
      ['BMV-5'],
      'bad',
      anyOf(
        String.raw`\b(?:(?:one|two|2|1|a|couple of) |the next )?sizes? (?:up|bigger|larger|longer)\b(?<=\b(?:opa|npa|guedel|airway|adjunct)\b[^.?]{0,120})`,
        String.raw`\b(?:(?:one|two|2|1|a) )?sizes? (?:up|bigger|larger|longer) (?:from|than) (?:what|the one that|the size that) (?:it )?measures?\b`,
        String.raw`\b(?:a )?longer (?:opa|npa|airway|guedel|one) (?:gets|goes|reaches|sits) (?:further|deeper)\b`,
        // "push the OPA in, it doesn't matter that it's too long".
        String.raw`\b(?:does not|doesn t|do not|don t|will not|won t) matter (?:that |if )?(?:it is |it s |its |it|they are )?too (?:long|big|large)\b(?<=\b(?:opa|npa|guedel|airway|adjunct)\b[^.?]{0,80})`,
      ),
      {
        feedback: {
          what: 'An airway adjunct taken bigger than it measures.',
          why: 'Too long an OPA presses the epiglottis down over the larynx and blocks the airway; too long an NPA reaches past the pharynx.',
          instead:
            'Use the size that measures from the corner of the mouth to the angle of the jaw (OPA), or from the tip of the nose to the tragus (NPA).',
        },
      },
    ),
    // "he gags when I touch his mouth but I put the OPA in anyway": an oral airway forced past a gag reflex.
    cue(
      'opaDespiteGag',
      ['BMV-5'],
      'bad',
      anyOf(
        // "even if she gags I'll put the OPA in , she needs it".
        String.raw`\beven if (?:he|she|they) gags?\b(?=[^.?]{0,40}\bopa\b)`,
        // "I don't care if she gags , the OPA goes in".
        // The condition is looked at, not matched: the danger is said before it, as done.
        String.raw`\b(?:do not|don t) care\b(?= (?:if|whether) (?:he|she|they) gags?\b[^.?]{0,40}\bopa\b)`,
        String.raw`\b(?:gag\w*|cough\w*|retch\w*|withdraw\w*|bit\w*)\b(?: \w+){0,10}? opa\b(?: \w+){0,2}? (?:anyway|regardless|all the same|even so)\b`,
        // "he just coughed when I touched his palate , but the OPA goes in anyway".
        String.raw`\b(?:gag\w*|cough\w*|retch\w*)\b[^.?]{0,60}\bopa\b(?: \w+){0,3}? (?:anyway|regardless|all the same|even so)\b`,
        String.raw`\bopa\b(?: \w+){0,4}? (?:despite|even though|although|though|even if) (?:\w+ ){0,3}?(?:gag\w*|cough\w*|retch\w*)`,
        // "I don't care if she gags , the OPA goes in".
        String.raw`\b(?:do not|don t) care (?:if|whether) (?:she|he|they) (?:gag|cough|retch)\w*\b(?=[^.?]{0,40}\bopa\b)`,
        // "he's gagging and bucking on the OPA but it holds the tongue forward , so I leave it in".
        String.raw`\b(?:gag\w*|cough\w*|retch\w*|buck\w*)\b(?: \w+){0,4}? on (?:the )?opa\b[^.?]{0,60}\b(?:leave|keep)\w* it (?:in|there)\b`,
        String.raw`\b(?:despite|even though|although|though) (?:\w+ ){0,3}?(?:gag\w*|cough\w*|retch\w*)(?: \w+){0,6}? opa\b`,
        // "he bites down and gags on the Guedel , so I hold his mouth open and push it further in".
        String.raw`\b(?:gag\w*|cough\w*|retch\w*|buck\w*|bit\w*)\b(?: \w+){0,4}? on (?:the )?opa\b[^.?]{0,60}\b(?:push\w*|forc\w*|shov\w*|tap\w*|carry on|keep going)\b`,
      ),
      {
        unsafe: true,
        feedback: {
          what: 'An OPA in a patient with a gag reflex.',
          why: 'An oral airway in a patient who gags or coughs provokes retching, vomiting and aspiration, and can trigger laryngospasm.',
          instead:
            'Use an NPA, sized from the tip of the nose (nostril) to the tragus of the ear; it is tolerated with a gag reflex.',
        },
      },
    ),
    // "since there is no gag reflex , an oral airway is chosen", "skull fracture , so an OPA": the finding that
    // decides the adjunct, given as the reason for it (judge/adjunct.ts).
    cue(
      'adjunctReason',
      ['BMV-5'],
      'detail',
      anyOf(
        String.raw`\b(?:gag\w*|skull|basal)\b(?=(?: \w+| ,){0,8} (?:opa|npa)\b)`,
        // "an NPA rather than an OPA , because her gag is intact": the reason given after the adjunct (the match is
        // the reason word, so the adjunct's own name is left to its cue).
        String.raw`\b(?:because|since|as|given)\b(?<=\b(?:opa|npa)\b(?: \w+| ,){0,8} (?:because|since|as|given))(?= (?:of )?(?:\w+ ){0,4}?(?:gag\w*|skull|basal)\b)`,
      ),
    ),
    cue('opa', ['BMV-5'], 'detail', String.raw`\bopa\b`),
    // "I'd go nasal": the nasal airway chosen (not the nasal cannula).
    cue(
      'npa',
      ['BMV-5'],
      'detail',
      String.raw`\bnpa\b|\b(?:go|going|use|try)\w* nasal\b(?! (?:cannula|specs|prongs|suction\w*|route for suction))`,
    ),
    cue('adjunctGeneric', ['BMV-5'], 'detail', String.raw`\b(?:airway )?adjuncts?\b`),
  ],
  nudge:
    'Could something keep the airway open between your breaths? Think about which kind suits this patient, and how you would size it.',
  topics: [
    {
      id: 'opa',
      pattern: /\bopa\b|\boral adjunct\b/,
      imageWords: ['opa', 'oropharyngeal'],
      explanation: {
        title: 'Oropharyngeal airway (OPA)',
        text: 'Only for a patient with no gag reflex. Hold it against the cheek: it should reach from the corner of the mouth to the angle of the jaw. Too long presses the epiglottis down; too short pushes the tongue back. In an infant or young child, insert it the right way up over a tongue depressor.',
      },
    },
    {
      id: 'npa',
      pattern: /\bnpa\b|\bnasal adjunct\b/,
      imageWords: ['npa', 'nasopharyngeal'],
      explanation: {
        title: 'Nasopharyngeal airway (NPA)',
        text: 'Tolerated with a gag reflex, but never with a suspected basal skull fracture. Length: from the tip of the nose (nostril) to the tragus of the ear; width: no wider than the nostril. Lubricate it and pass it straight back along the floor of the nose, bevel towards the septum.',
      },
    },
    {
      id: 'adjunct',
      pattern: /\badjuncts?\b/,
      imageWords: ['adjunct', 'airway adjunct'],
      explanation: {
        title: 'Airway adjuncts',
        text: 'An adjunct keeps the tongue off the back of the throat between breaths. Choose an OPA only without a gag reflex (corner of the mouth to the angle of the jaw) and an NPA when there is one, unless a basal skull fracture is suspected (nostril to tragus).',
      },
    },
  ],
  techniques: {
    choose_adjunct: (action) => {
      if (!action.adjunct) return null;
      const size =
        action.adjunctSizeCode !== null
          ? `a size ${action.adjunctSizeCode} `
          : action.adjunctSizeMm !== null
            ? `a ${action.adjunctSizeMm} mm `
            : 'an ';
      const landmark = action.landmark ? LANDMARK_TEXT[action.landmark] : '';
      return `I choose ${size}${ADJUNCT_NAME[action.adjunct]}${landmark ? ` ${landmark}` : ''}.`;
    },
    // "Whatever size is on the tray", "the biggest one": an adjunct chosen without sizing it.
    unsized_adjunct: (action) =>
      `I put in any size of ${action.adjunct ? action.adjunct.toUpperCase() : 'airway adjunct'}.`,
  },
};
