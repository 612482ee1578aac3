import type { Cue } from '../types.ts';
import { cue } from './fragments.ts';

/** Airway management, BMV-1 .. BMV-6 (BMV-7, reassessment, lives with the technique cues). */
export const HELP_CUES: Cue[] = [
  cue(
    'callHelp',
    ['BMV-1'],
    'good',
    // Every alternative starts a word: one \b before them all fails once, not once per alternative, inside a word.
    String.raw`\b(?:\b(?:call|calls|calling|called|shout|shouts|shouting|yell\w*|ask|asks|asking|get|gets|getting|page|pages|paging|summon\w*|send for|activate\w*|alert\w*|press\w*|pull\w*)(?: out)?(?: for)? (?:some |more |a |the |an |my |our )?(?:help|backup|back up|assistance|code(?: blue)?(?: team)?|rapid response(?: team)?|rrt|met(?: call| team)?|senior\w*|attending|anesthesia|anesthetist|anaesthetist|picu(?: team)?|icu(?: team)?|intensivist|resus(?:citation)? team|team|nurse|colleague|emergency (?:response|team|help|button|bell))\b|\b(?:help|assistance) (?:is |was )?(?:called|requested|on the way|coming)\b|\bneed (?:some |more )?help\b|(?=help)(?:^|(?<=[,;:.!] )|(?<=\band ))help(?= (?:and|called|please)\b| [,;.!]|$)|\b(?:need|want)\w* (?:the |a |an |my )?(?:resus(?:citation)? team|code team|rapid response team|senior|attending|anesthetist|picu team|help|backup|assistance)\b)`,
  ),
  cue(
    'recogniseApnoea',
    ['BMV-1'],
    'detail',
    String.raw`\b(?:not breathing|apneic|apnea|no (?:respiratory|breathing) effort|hypoxi[ac]|respiratory arrest|stopped breathing)\b`,
  ),
];

export const SUCTION_CUES: Cue[] = [
  cue(
    'deepSuction',
    ['BMV-2'],
    'bad',
    String.raw`\bdeep(?:ly)? (?:\w+ )?suction\w*|\b(?:suction\w*|catheter)(?: \w+){0,5}? (?:deep(?:ly)?|blindly|as far as|all the way down|down (?:the |his |her )?throat|past the back of|for (?:more than |over )?(?:[2-9]\d|1[5-9]) sec)\b|\bsuction\w* as deep\b`,
    {
      feedback: {
        what: 'Deep or prolonged suctioning.',
        why: 'It causes hypoxia and vagal bradycardia, injures the mucosa, and a catheter pushed deep can trigger laryngospasm.',
        instead:
          'Suction only what you can see in the mouth and nose, for less than 10 seconds, then go back to ventilating.',
      },
    },
  ),
  cue(
    'suction',
    ['BMV-2'],
    'detail',
    String.raw`\bsuction\w*|\byankauer\w*|\bcatheter\b|\bbulb syringe\b|\bclear\w* (?:the |his |her |any |all )?(?:\w+ )?(?:secretions|mouth|nose|nostrils|oropharynx|vomit)\b|\bremov\w* (?:the |his |her )?secretions\b|\bwip\w* (?:away )?(?:the )?secretions\b`,
  ),
];

/** A blind finger sweep: it can push a foreign body or a clot deeper and injures the soft palate. */
SUCTION_CUES.unshift(
  cue(
    'fingerSweep',
    ['BMV-2'],
    'bad',
    String.raw`\bfinger sweep\w*|\bfingers?(?: \w+){0,2}? (?:to )?(?:scoop|sweep|hook|dig|fish)\w*|\bsweep\w*(?: \w+){0,4}? (?:with|using) (?:a |my |the )?fingers?\b|\b(?:hook|scoop|dig|fish)\w*(?: \w+){0,4}? (?:out )?(?:with|using) (?:a |my |the )?fingers?\b`,
    {
      unsafe: true,
      feedback: {
        what: 'A blind finger sweep of the mouth.',
        why: 'A blind sweep can push a foreign body, a clot or secretions further down and injure the soft palate; a child may bite.',
        instead:
          'Suction what you can see with a Yankauer or a suction catheter; remove a solid object only if you can see it.',
      },
    },
  ),
);

export const HEAD_POSITION_CUES: Cue[] = [
  cue(
    'hyperextension',
    ['BMV-3'],
    'bad',
    String.raw`\bhyperextend\w*|\bhyperextension\b|\b(?:fully |maximally )extend\w* (?:the |his |her )?(?:head|neck)\b|\bextend\w* (?:the |his |her )?(?:head|neck) (?:fully|all the way|back|as far as)\w*|\btilt\w* (?:the |his |her )?head (?:all the way|fully|far|as far as (?:possible|it goes)|maximally)(?: back)?\b|\bmaximal (?:head )?(?:tilt|extension)\b|\btilt\w* (?:the |his |her )?head(?: \w+){0,2}? (?:back )?(?:as far as|all the way|way back|right back|fully)\b|\bhead (?:tilted |tipped |pulled )?(?:way|right|all the way|fully) back\b|\bfully extend\w*|\b(?:neck|head) (?:fully|maximally) extended\b`,
    {
      unsafe: true,
      feedback: {
        what: 'Hyperextending the neck.',
        why: 'The paediatric airway is short and soft: hyperextension kinks and narrows it (in an infant it can close it completely) and pulls the tongue back.',
        instead:
          'Keep the head neutral: a sniffing position for a child (ear level with the front of the shoulder), a small roll under the shoulders for an infant.',
      },
    },
  ),
  cue('extendNeck', ['BMV-3'], 'detail', String.raw`\bextend\w* (?:the |his |her )?(?:head|neck)\b`),
  cue(
    'neckFlexion',
    ['BMV-3'],
    'bad',
    String.raw`\bflex\w* (?:the |his |her )?(?:head|neck)\b|\bchin (?:to|on|onto) (?:the |his |her )?chest\b`,
    {
      feedback: {
        what: 'Flexing the neck, chin towards the chest.',
        why: 'A young child lying flat is already pushed into flexion by the large occiput; more flexion folds the airway shut.',
        instead:
          'Bring the head back to neutral: sniffing position for a child, a shoulder roll for an infant.',
      },
    },
  ),
  cue(
    'headPosition',
    ['BMV-3'],
    'good',
    String.raw`\bsniffing position\b|\bneutral(?: head)?(?: position\w*| alignment)?\b|\bshoulder roll\b|\b(?:towel|blanket|sheet|pad|pillow|nappy|diaper|roll)s?(?: roll)?(?: \w+){0,3}? (?:under|beneath|behind) (?:the |his |her )?(?:shoulders?|head|occiput|neck)\b|\bear(?: \w+){0,2}? (?:level with|in line with|aligned with|to|at the level of) (?:the )?(?:sternal notch|sternum|shoulders?|front of the shoulders?)\b|\breposition\w* (?:the |his |her )?head\b|\bposition\w* (?:of )?(?:the |his |her )?head\b|\bhead position\w*|\b(?:manual )?in line (?:stabili[sz]\w*|immobili[sz]\w*)|\b(?:keep\w*|hold\w*|maintain\w*)(?: \w+){0,3}? in line\b|\bneck in line\b`,
  ),
];

export const OPEN_AIRWAY_CUES: Cue[] = [
  cue(
    'softTissuePressure',
    ['BMV-4'],
    'bad',
    String.raw`\b(?:fingers|hand|thumb)s?(?: \w+){0,2}? (?:on|in|into) (?:the )?(?:soft tissues?|soft (?:part|bit|area|spot)|submandibular\w*)\b|\b(?:press|presses|pressing|push|pushes|pushing|compress\w*|dig\w*)(?: \w+){0,2}? (?:on |into |in )?(?:the )?(?:soft (?:part|bit|area|spot) under|soft tissues?|submandibular\w*(?: tissues?| area| space)?|floor of the mouth|area under the (?:chin|jaw)|under (?:the )?(?:chin|jaw))\b|\b(?:fingers|hand) (?:on|in|into) (?:the )?(?:soft tissues?|submandibular\w*)\b`,
    {
      feedback: {
        what: 'Pressing on the soft tissue under the jaw.',
        why: 'That pushes the tongue up and back into the airway and blocks it.',
        instead: 'Keep your fingers on the bony edge of the jaw only, and lift.',
      },
    },
  ),
  cue(
    'softTissueSpared',
    ['BMV-4'],
    'detail',
    String.raw`\b(?:off|away from|clear of) (?:the )?(?:soft tissues?|submandibular\w*(?: tissues?| area)?)\b`,
  ),
  cue('jawThrust', ['BMV-4'], 'good', String.raw`\bjaw thrust\b|\bthrust\w* (?:the |his |her )?jaw\b`),
  cue(
    'headTilt',
    ['BMV-4'],
    'good',
    String.raw`\bhead tilt chin lift\b|\bchin lift\b|\bhead tilt\b|\btilt\w* (?:the |his |her )?head(?: back| slightly| gently)*\b|\blift\w* (?:the |his |her )?chin\b`,
  ),
  cue(
    'fingersOnBone',
    ['BMV-4'],
    'good',
    String.raw`\b(?:fingers|hand|hands) on (?:the )?(?:bony )?(?:mandible|jaw bone|jawbone|bone of the jaw|bony jaw)\b`,
  ),
  cue(
    'openAirwayGeneric',
    ['BMV-4'],
    'detail',
    String.raw`\bopen\w* (?:the |his |her |an )?airway\b|\bairway opening (?:manoeuvre|maneuver|technique)\b`,
  ),
];

export const ADJUNCT_CUES: Cue[] = [
  cue(
    'opaLandmark',
    ['BMV-5'],
    'detail',
    String.raw`\b(?:(?:corner|angle|side) of (?:the |his |her )?(?:mouth|lips?)|(?:lip|mouth) corner)(?: \w+){0,3}? to (?:the |his |her )?(?:angle of (?:the |his |her )?(?:jaw|mandible)|(?:jaw|mandible|mandibular) angle|mandible|earlobe|ear lobe|ear)\b|\b(?:incisors|front teeth|teeth|lips?) to (?:the |his |her )?angle of (?:the |his |her )?(?:jaw|mandible)\b`,
  ),
  cue(
    'npaLandmark',
    ['BMV-5'],
    'detail',
    String.raw`\b(?:tip of (?:the |his |her )?nose|nostril|nares|naris|nose)(?: \w+){0,2}? to (?:the |his |her )?(?:tragus|ear\w*|ear lobe)\b`,
  ),
  cue(
    'wrongLandmark',
    ['BMV-5'],
    'bad',
    String.raw`(?=lip|incisors|front teeth|teeth|mouth|nos|tip of )(?<!\bbridge of (?:the |his |her )?)\b(?:lips?|incisors|front teeth|teeth|mouth|nose|nostril|tip of (?:the |his |her )?nose)(?: \w+){0,2}? to (?:the |his |her )?(?:chin|corner of (?:the |his |her )?mouth|mouth|lips?|nose|eyes?)\b`,
    {
      feedback: {
        what: 'An airway adjunct measured against the wrong landmarks.',
        why: 'The wrong length either pushes the tongue back into the airway or presses the epiglottis down over it.',
        instead:
          'Size an OPA from the corner of the mouth to the angle of the jaw, an NPA from the tip of the nose to the tragus of the ear.',
      },
    },
  ),
  cue('opa', ['BMV-5'], 'detail', String.raw`\bopa\b`),
  cue('npa', ['BMV-5'], 'detail', String.raw`\bnpa\b`),
  cue('adjunctGeneric', ['BMV-5'], 'detail', String.raw`\b(?:airway )?adjuncts?\b`),
  cue(
    'insertAdjunct',
    ['BMV-6'],
    'detail',
    String.raw`\b(?:insert\w*|put(?:ting|s)? in|slid\w* in|advanc\w*|introduc\w*)\b|\b(?:put|pop|slip|stick)\w* (?:it|them|the (?:opa|npa|adjunct|airway)) in\b|\b(?:goes|go|went|slides?|slid) in\b|\b(?:in |passed |slid )?along (?:the )?(?:floor of the nose|nasal floor)\b|\bpush\w*(?= (?:the |an |a )?(?:opa|npa|adjunct|it)\b)|(?=in\b)(?<=\b(?:opa|npa|adjunct) (?:is |goes )?)in\b(?! (?:the|his|her|a|an|place of)\b)|\bplac(?:e|es|ed|ing)\b(?=(?: \w+){0,3} (?:opa|npa|adjunct)\b)`,
  ),
];

/** Advanced airways are outside a bag-mask scenario; recognised so the reply can say so. */
export const OUT_OF_SCOPE_CUES: Cue[] = [
  cue(
    'advancedAirway',
    [],
    'detail',
    String.raw`\bintubat\w*|\bett\b|\bendotracheal\w*|\b(?:video ?)?laryngoscop\w*|\blma\b|\blaryngeal mask\w*|\bi ?gel\b|\bsupraglottic\w*|\bcricothyr\w*`,
  ),
];
