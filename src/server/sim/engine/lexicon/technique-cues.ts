import type { Cue } from '../types.ts';
import { cue } from './fragments.ts';

/**
 * Ventilation technique (BMV-16 .. BMV-20) and reassessment (BMV-7). They come first in the lexicon because
 * their phrases contain words other cues also look for: "keeps the airway open with the mask hand" is
 * BMV-17, not "opens the airway"; "squeeze until the chest rises" is BMV-18, not "chest rise".
 */
export const STAND_CUES: Cue[] = [
  cue(
    'standAtHead',
    ['BMV-16'],
    'good',
    String.raw`\b(?:at|from|to) (?:the |his |her |their )?(?:patient |child |baby |infant |boy |girl )?(?:head|top)(?: end)?(?: of (?:the )?(?:bed|cot|crib|stretcher|trolley|gurney|table|patient|child|baby|infant))?\b(?! tilt)|\b(?:stand|standing|stands|kneel|kneeling|move|moving|go|stay)(?: myself)?(?: \w+){0,2}? (?:behind|above) (?:the |his |her )?(?:patient |child |baby )?head\b|\bhead of (?:the )?(?:bed|cot|crib|stretcher)\b`,
  ),
  cue(
    'standAtSide',
    ['BMV-16'],
    'bad',
    String.raw`\b(?:stand|standing|stands|ventilat\w*|bag\w*|kneel\w*)(?: \w+){0,3}? (?:from|at|on) (?:the |his |her )?(?:side|foot|feet)\b|\b(?:stand|standing|stands|kneel\w*|position\w* myself|from) (?:beside|next to|alongside|by) (?:the |his |her )?(?:cot|bed|crib|chest|patient|stretcher|trolley|gurney|him|her|child|baby)\b|\b(?:at|from) the (?:side|foot) of the (?:bed|cot|crib|stretcher)\b`,
    {
      feedback: {
        what: 'Ventilating from the side or the foot of the bed.',
        why: 'From there you cannot hold the mask with an E-C clamp, keep the head positioned and watch the chest rise at the same time.',
        instead:
          'Stand at the head of the bed, looking down the body: one hand holds the mask and lifts the jaw, the other squeezes the bag.',
      },
    },
  ),
];

export const MASK_HAND_CUES: Cue[] = [
  cue(
    'liftJawIntoMask',
    ['BMV-17'],
    'good',
    // Every alternative starts a word: one \b before them all fails once, not once per alternative, inside a word.
    String.raw`\b(?:\b(?:lift|lifts|lifting|bring|brings|bringing|pull|pulls|pulling|draw|draws|drawing)(?: up)? (?:the |his |her )?(?:jaw|face|chin|mandible)(?: up| forwards?| upwards?)? (?:in)?to(?:wards?)? (?:(?:the )?mask|it)\b|\b(?:jaw|chin) lift (?:up )?(?:in)?to (?:(?:the )?mask|it)\b|\bin(?:to)? (?:the )?mask\b(?<=\b(?:jaw thrust|jaw lift|chin lift) (?:up )?in(?:to)? (?:the )?mask)|\b(?:jaw|chin|mandible|face) (?:is )?(?:lifted|pulled|brought|drawn) (?:up )?(?:in)?to (?:(?:the )?mask|it)\b|\b(?:from|with|using|by) (?:the |my |both )?mask hands\b|\b(?:with|using) (?:the |my )?(?:same hand|mask hand|hand (?:holding|on) the mask|hand that holds the mask)\b|\b(?:mask hand|hand (?:holding|on) the mask|fingers of the mask hand|hand that holds the mask)(?: \w+){0,6}? (?:airway open|open\w* the airway|lift\w*|pull\w*|jaw thrust|thrust\w*)\b|\b(?:keep|keeps|keeping|hold|holds|holding|maintain|maintains|maintaining) (?:the |his |her )?airway (?:open|patent) (?:with|using) (?:the |my |one )?(?:mask hand|hand on the mask|ec clamp|e fingers|last 3 fingers)\b|\b(?:last |other )?3 fingers(?: \w+){0,4}? (?:lift\w*|on the (?:jaw|mandible|bony jaw)|under the jaw)\b|\b(?:keep|keeps|keeping|maintain\w*|hold\w*|open\w*) (?:the |an )?airway (?:open )?(?:while|whilst) (?:holding|sealing) (?:the )?mask\b|\bone hand (?:to )?(?:maintain|keep|open)\w* (?:the |an )?airway\b|\b(?:with|using) (?:the |my |one )?(?:ec clamp|last 3 fingers)\b(?<=\b(?:jaw thrust|jaw lift|chin lift|airway open)\b.{1,40}))`,
  ),
  cue(
    'pushMaskDown',
    ['BMV-17'],
    'bad',
    String.raw`\b(?:push|pushes|pushing|press|presses|pressing) (?:the )?mask (?:down|hard|firmly down)(?: (?:on|onto|into) (?:the )?face)?\b|\bpush\w* down (?:on )?(?:the )?mask\b|\b(?:push|press)\w* (?:the |his |her )?(?:face|head|jaw) (?:down|back)\b`,
    {
      feedback: {
        what: 'Pushing the mask down onto the face.',
        why: 'Pressing down drives the jaw and tongue back and closes the airway you are trying to ventilate, and it spoils the seal.',
        instead:
          'Hold the mask still and lift the bony jaw up into it with the last three fingers of the mask hand.',
      },
    },
  ),
];

export const SQUEEZE_CUES: Cue[] = [
  cue(
    'gentleSqueeze',
    ['BMV-18'],
    'good',
    String.raw`\bsqueez\w*(?: (?:the|each) (?:bag|breath))? (?:gently|slowly|smoothly|softly|lightly|carefully|steadily)\b|\b(?:gentle|gently|small|soft|slow|smooth|controlled|steady) (?:squeez\w*|breaths?|puffs?|inflations?)\b|\bover (?:about |around |approximately |roughly |~ )?1 sec\b|\b1 sec (?:inspiratory time|insp\w*|i time|breaths?|squeez\w*)\b|\b(?:just |only )?enough (?:volume |air |pressure )?(?:to |for )?(?:see |make |produce |give |achieve |get |cause )?(?:a |the |visible )*(?:chest (?:to )?rise|chest rise|rise of the chest|chest movement)\b|\buntil (?:i see |there is |we see |you see )?(?:a |the |visible )*(?:chest (?:rises|rising|rise|starts to rise|begins to rise|moves)|chest wall rise)\b|\b(?:appropriate|small|normal|adequate) tidal volumes?\b|\bgentle (?:bvm |bag mask )?ventilation\b|\bventilat\w* gently\b`,
  ),
  cue(
    'squeezeGeneric',
    ['BMV-18'],
    'detail',
    String.raw`\bsqueez\w* (?:the bag |each breath )?(?:correctly|properly|appropriately|right|well)\b|\b(?:correct|proper|appropriate|right) (?:squeez\w*|bag squeez\w*)\b`,
  ),
  cue(
    'bigSqueeze',
    ['BMV-18'],
    'bad',
    String.raw`\bsqueez\w*(?: (?:the|each|a|my|bag|breath|breaths|really|very|quite|so|as|it))* (?:hard|harder|forcefully|firmly|fully|completely|all the way|with force|vigorously|maximally|as much as)\w*|\b(?:big|bigger|large|full|deep|huge|forceful|maximal|maximum) (?:squeez\w*|breaths?|volumes?|tidal volumes?|inflations?)\b|\bempty\w* (?:the )?bag\b|\bsqueez\w*(?: \w+){0,2}? (?:whole|entire|full) bag\b|\bboth hands to squeez\w*|\bsqueez\w*(?: \w+){0,2}? with both hands\b|\boverventilat\w*|\boverinflat\w*|\bexcessive (?:tidal )?(?:volumes?|breaths|ventilation|squeez\w*|pressure)|\btoo (?:much|large an?) (?:tidal )?volume`,
    {
      unsafe: true,
      feedback: {
        what: 'Big, forceful squeezes.',
        why: 'Too much volume over-inflates the lungs and the stomach: a distended stomach splints the diaphragm and invites vomiting and aspiration, and high pressures cut venous return and can rupture alveoli.',
        instead:
          'Squeeze over about 1 second with only enough volume to see the chest start to rise, then let go.',
      },
    },
  ),
];

/** Excludes numbers that are the patient's own heart rate ("heart rate 125 per min"). */
const NOT_A_VITAL = '(?<!(?:heart rate|pulse|blood pressure)(?: is| of| at| was| now)? )';

export const RATE_CUES: Cue[] = [
  cue(
    'ratePerMinute',
    ['BMV-19'],
    'detail',
    // Led by one word boundary for both alternatives: inside a word (most places) it fails at once.
    String.raw`\b(?:${NOT_A_VITAL}\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)? per min\b|(?:every|each|per) \d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)? sec\b)`,
  ),
  cue(
    'rateGeneric',
    ['BMV-19'],
    'detail',
    String.raw`\b(?:age appropriate|appropriate|right|correct|suitable|proper|normal|recommended) (?:breathing |ventilation |ventilatory |respiratory )?rate\b|\brate (?:right|appropriate|suitable|correct|proper) for (?:his |her |their |the (?:patient|child|infant) )?age\b|\brate for (?:his |her |their )?age\b`,
  ),
  cue(
    'rateFast',
    ['BMV-19'],
    'bad',
    String.raw`\b(?:bag\w*|squeez\w*|ventilat\w*|breath\w*|puff\w*)(?: \w+){0,5}? (?:as fast as (?:i can|possible|you can)|as quickly as (?:i can|possible)|very fast|rapidly|fast)\b|\bas fast as (?:i|you) can\b`,
    {
      unsafe: true,
      feedback: {
        what: 'Bagging as fast as you can.',
        why: 'Fast breathing leaves no time to breathe out: air is trapped, chest pressure rises and cuts venous return, and air is pushed into the stomach.',
        instead: 'Ventilate at the rate for the age, each breath over about 1 second.',
      },
    },
  ),
];

export const REASSESS_CUES: Cue[] = [
  cue(
    'reassess',
    ['BMV-7'],
    'good',
    String.raw`\b(?:reassess\w*|reevaluat\w*|recheck\w*|check|checks|checking|look|looks|looking|watch|watching|watches|monitor|monitoring|monitors|observe|observing|observes|assess|assessing|assesses|confirm|confirming|confirms|listen|listening|auscultat\w*|feel|feeling)(?: (?:for|at|the|his|her|if|whether|that|there is|to|on|closely|again|continuously|carefully|and))* (?:(?:good|visible|adequate|bilateral|equal) )?(?:chest rise|chest movement|rise of the chest|spo2|heart rate|pulse|breath sounds|air entry|vitals|vital signs|color|etco2|monitor|chest)\b(?:(?: ,| and| ,? and)(?: the| his| her)? (?:chest rise|chest movement|spo2|heart rate|pulse|breath sounds|air entry|vitals|vital signs|color|etco2))*|\b(?:reassess\w*|reevaluat\w*|recheck\w*)\b(?! (?:the |his |her )?(?:shoulder|head|mask|seal|position|opa|npa|adjunct|suction|bag|grip|hold|roll))`,
  ),
];

export const EFFECTIVE_CUES: Cue[] = [
  cue(
    'effectiveVentilation',
    ['BMV-20'],
    'good',
    String.raw`\beffective(?:ly)? (?:bvm |bag mask |bag )?ventilat\w*|\bventilat\w* (?:is |are |now |remains? )*effective(?:ly)?\b|\b(?:good|visible|adequate|effective|bilateral|equal|nice|clear|symmetrical|symmetric) chest (?:rise|rising|movement|expansion|wall movement)\b|\bchest (?:is |now |starts to |begins to )*(?:rises|rising|moving|expanding)(?: well| with each breath)?\b|\bchest rise\b|\bspo2 (?:is |are |now )*(?:improving|rising|increasing|coming up|going up|better|climbing)\b|\b(?:rising|improving|increasing|climbing) spo2\b|\bgood air entry\b|\b(?:both|all|each) (?:are |is )?(?:improving|better|rising|up|good)\b(?<=\b(?:chest rise|spo2)\b.{1,60})`,
  ),
];
