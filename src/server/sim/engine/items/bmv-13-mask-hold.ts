import { ahead, anyOf, behind, group, notBehind, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** BMV-13 Mask hold: what the engine reads, judges and says about it. */
export const maskHold: ItemModule = {
  id: 'BMV-13',
  cues: [
    cue(
      'palmHold',
      ['BMV-13'],
      'bad',
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      seq(
        ahead(
          'whole|flat|heel|open|palm|hand|fist|with|using|under|by|hold|press|keep|cup|pinch|grip|thumb|fingers on|1|2|one|two|5|finger|all|five|5 finger|like a cup|other|any|grab|every',
        ),
        group(
          anyOf(
            // "I grab the mask with all five fingers on top, no C or E needed".
            String.raw`\ball (?:5|five) (?:of my )?fingers (?:on top|on the top|over the top|on the dome|across the top|spread on)\b`,
            // "I use my palm across the whole mask , EC is tiring".
            // "palm on mask , push down , no jaw grip": the palm on the mask with no grip of the jaw.
            String.raw`\bpalm (?:across|over|flat on|on top of) (?:the )?(?:whole |entire )?mask\b|\bpalm (?:on|onto) (?:the )?mask\b(?=[^.?]{0,40}\bno (?:jaw|grip|e ?c|c)\b)`,
            String.raw`\b(?:whole|flat|open) (?:hand|palm)\b`,
            String.raw`\b(?:flat|heel) of (?:my |the |his |her |one )?(?:hand|palm)\b`,
            String.raw`\bpalm(?: \w+){0,2}? flat\b`,
            // "one hand flat over the mask".
            String.raw`\bhands? (?:\w+ )?flat (?:over|on|across|on top of)\b`,
            String.raw`\bpalm (?:pressing |pushing )?(?:on|over|on top of) (?:the mask|it)\b`,
            String.raw`\bfist\b`,
            // "grip the mask like a cup , all five fingers round the rim".
            String.raw`\b(?:all|five|5|all 5) (?:5 |five )?fingers (?:spread |pressing |pushing )?(?:round|around|on|over|across|on top of) (?:the )?(?:rim|mask|edge|dome)\b|\blike a cup\b(?<=\b(?:mask|dome)\b[^.;?]{0,60}like a cup)`,
            // "I hold the mask between thumb and finger by the connector": held by the connector, not the rim.
            String.raw`\bby the (?:connector|elbow|swivel)\b(?<=\b(?:hold|holding|holds|grip\w*|mask)\b[^.?]{0,60})`,
            // "holding the mask down with my knuckles on top of it".
            String.raw`\b(?:with|using) (?:my |the )?knuckles?\b(?<=\bmask\b[^.;?]{0,60})`,
            // "I just cup the whole mask in my palm".
            String.raw`\b(?:cup|cups|cupping|hold\w*) (?:the )?(?:whole )?mask (?:in|under) (?:my |the |one )?(?:palm|hand)\b`,
            // "two fingers pushing down on the mask's top": no C and no E.
            String.raw`\b(?:1|2|one|two) fingers?(?= (?:pushing|pressing|holding|push|press) (?:down )?on ${THE}mask\b)`,
            // "I press the mask on with my palm", "the palm of my hand over it": a palm said of holding the mask.
            seq(
              '(?=with |using |under |by )',
              behind(String.raw`\bmask\b[^.;?]{0,40}`),
              String.raw`\b(?:with|using|under|by) (?:my |the |one |a |an )?palms?\b(?! of (?:my |the )?(?:other|free) hand)`,
            ),
            String.raw`\bpalm of (?:my|the|one) hand (?:over|on|on top of|against|across) (?:it|the mask)\b`,
            // "fingertips on the mask dome, pressing it on".
            String.raw`\bfinger ?tips? (?:\w+ )?on (?:the |top of the )?(?:mask|dome|mask dome|top of the mask)\b`,
            // "pinch the mask's connector between two fingers", "my thumb in the middle of it and my fingers on his cheeks".
            String.raw`\b(?:pinch\w*|hold\w*|grip\w*)(?: \w+){0,4}? (?:connector|elbow|swivel|port)\b(?<=\bmask\b[^.?]{0,40})`,
            String.raw`\bthumb in the (?:middle|centre|center) of (?:it|the mask)\b`,
            // "I hold the mask by its dome between thumb and finger".
            String.raw`\bby (?:its|the) dome\b(?<=\bmask\b[^.?]{0,30})`,
            // "I just pinch the mask between my finger and thumb".
            String.raw`\bpinch\w* (?:the )?mask between (?:my )?(?:finger|index(?: finger)?|fingers) and thumb\b`,
            String.raw`\bfingers on (?:his |her |the )?cheeks\b(?<=\bmask\b[^.?]{0,80})`,
            // "thumb and index on the mask and the other fingers in the air", "pinching his cheeks into it", "the E-C
            // with my fingers spread on his throat": no E on the jaw.
            String.raw`\bfingers? spread (?:over|across|on) (?:the )?(?:front|dome|top|mask)\b`,
            String.raw`\bother (?:3 |three )?fingers (?:are |stay )?(?:in the air|sticking out|off (?:the |his |her )?(?:face|jaw)|doing nothing)\b`,
            String.raw`\bany old way\b(?<=\bmask\b[^.?]{0,30})|\bgrip (?:does not|doesn t) matter\b|\bgrab\w* (?:the )?mask by (?:the |its )?(?:connector|elbow|swivel|port)\b`,
            String.raw`\bpinch\w* (?:his |her |the )?cheeks (?:in|into|onto|against|around|round) (?:it|the mask)\b`,
            // "all my fingers on the dome and none on his jaw".
            String.raw`\b(?:all|every one of) (?:my |of my |the )?fingers (?:are )?on (?:the )?(?:dome|top|mask)\b(?=[^.?]{0,30}\bnone on\b)`,
            // "fingertips only , pinching the rim" (not "gentle squeeze , fingertips only": the bag's squeeze), "pinch the top of the mask with thumb and finger", "just my thumb on
            // the top", "I hold it by the connector at the top".
            String.raw`\bpinch\w* ${THE}(?:rim|edge|top of (?:the )?mask|mask rim)\b|\bpinch\w* (?:its|the) top\b(?<=\bmask\b[^.?]{0,60})|\bfinger ?tips only\b(?<!\b(?:squeez\w*|bag\w*|compress\w*)\b[^.?]{0,30})|\b(?:with|using) (?:just |only )?(?:my )?thumb on (?:the )?top\b|\bhold\w* it by (?:the )?(?:connector|elbow|swivel|port)\b`,
            String.raw`\bfingers? (?:\w+ ){0,2}?(?:on|over|across|into|around) (?:his |her |the )?(?:throat|neck)\b(?<=\b(?:mask|e ?c|grip|hold)\b[^.?]{0,60})`,
            // "the mask, holding it with my palm".
            String.raw`\b(?:hold\w*|press\w*|keep\w*) (?:it|the mask|mask)(?: on| down)? (?:with|using|under) (?:my |the |one |a )?palms?\b(?! of (?:my |the )?(?:other|free) hand)`,
            // "holding the mask on with two fingertips", "one finger in the middle of the mask": no C and no E.
            seq(
              '(?=with |using |by |under )',
              behind(String.raw`\bmask\b[^.;?]{0,40}`),
              // Not "pulling his jaw up into the mask with my finger tips": the fingertips lift the jaw there.
              notBehind(
                String.raw`\b(?:pull|lift|rais|bring|hook)\w*(?: up)? ${THE}(?:jaw|chin|mandible)\b[^.;?]{0,40}`,
              ),
              String.raw`\b(?:with|using|by|under) (?:my |just |only )*(?:(?:1|2|one|two|a couple of|a few) )?(?:finger ?tips?\b|fingers? (?:in the (?:middle|centre|center)|on (?:the )?top)\b)`,
            ),
          ),
        ),
      ),
      {
        feedback: {
          what: 'Holding the mask with a palm, a fist or fingertips.',
          why: 'A palm over the mask cannot lift the jaw or seal the edges evenly, hides the chest and tends to press on the eyes.',
          instead:
            'Use an E-C clamp: thumb and index finger make a C on the mask, the other three fingers (the E) lift the bony jaw. If the seal is still poor, use the two-person technique.',
        },
      },
    ),
    cue(
      'ecClamp',
      ['BMV-13'],
      'good',
      anyOf(
        // "thumb and first finger pressing the dome of the mask , the other fingers on the bony jaw", "thumbs press the
        // mask gently , fingers pull the mandible up to meet it": the C on the mask and the E on the jaw, described.
        String.raw`\bthumbs?\b(?: and (?:(?:the |my |his |her )?(?:first|index|1st|pointer) fingers?))?(?: \w+){0,4}? (?:mask|dome|rim)\b(?=[^.?]{0,60}\bfingers?\b(?: \w+){0,4}? (?:jaw|jawbone|jaw bone|mandible)\b)`,
        // "seal is good now with two hands", "mask sealed with both hands", "two-handed seal", "we're two : I seal the
        // mask and hold the jaw , she bags".
        // The hands are matched, not the seal: the seal is BMV-14's to read.
        String.raw`\bwith (?:2|two|both) hands\b(?<=\bseal\w*(?: the mask)?(?: (?:is|still|now|good|tight|ok|okay|better)){0,3} with (?:2|two|both) hands)|\b(?:2|two) handed\b(?= (?:seal|grip|mask hold|hold)\b)|\b(?:we are|we re) (?:2|two)\b(?=[^.?]{0,60}\b(?:bags|squeezes|is bagging|is squeezing)\b)`,
        String.raw`\bec clamp\b`,
        // "EC", "a double E-C", "EC grip", "C and E", "like letter C and E": the clamp by its letters.
        String.raw`\b(?:double |2 handed |two handed |bilateral )?e ?c(?: grip| hold| technique| seal| x ?2)?\b`,
        String.raw`\b(?:letter )?c (?:and|with) (?:an? |the )?(?:letter )?e\b`,
        String.raw`\be and c\b`,
        // "a two-handed grip on the mask".
        String.raw`\b2 handed (?:grip|hold|clamp|mask hold)\b`,
        // "two-handed jaw thrust holding the mask": the jaw thrust stays BMV-4's words.
        String.raw`\b2 handed(?= jaw thrust\b)`,
        String.raw`\b(?:hold\w*|grip\w*) ${THE}mask (?:in|with) an? c\b`,
        String.raw`\bc with (?:my |the )?thumb\b`,
        // "E fingers hooking jaw up , C on top", "both thumbs on the mask".
        String.raw`\bc on (?:top|the mask)\b|\bboth thumbs on (?:the )?mask\b`,
        // "thumb and forefinger making the C", "last three fingers on her jawbone as the E": the letters named.
        String.raw`\b(?:making|make|makes|form\w*|in) (?:a |the )c\b(?<=\bthumb\b[^.?]{0,40})`,
        String.raw`\btwo person technique\b`,
        // "I hold the mask with both hands (while a colleague squeezes the bag)", "both hands on the mask".
        String.raw`\b(?:hold\w*|grip\w*|seal\w*|keep\w*) ${THE}mask (?:on )?with (?:both|two|2|my two) hands\b`,
        String.raw`\b(?:both|two|2) hands (?:on|holding|to hold|gripping|sealing) (?:${THE}mask|it)\b`,
        // "I'll hold the mask two-handed and you do the squeezing : C-E on both sides".
        String.raw`\b(?:hold|grip)\w* (?:${THE}mask|it) (?:with )?(?:2|two|both) handed\b|\bc ?e (?:on both sides|grip|clamp|hold|x ?2)\b`,
        // "can you squeeze while I hold it with two hands ? it's leaking".
        String.raw`\b(?:hold|grip)\w* it (?:on )?with (?:both|two|2|my two) hands\b`,
        // "I need both my hands on this mask", "I seal the mask with both thumbs, you bag".
        String.raw`\b(?:both|two|2) (?:of )?my hands (?:on|holding|to hold|gripping|sealing) (?:${THE}mask|it|this mask)\b|\bboth hands on this mask\b`,
        String.raw`\b(?:seal|hold|grip|press)\w* ${THE}mask (?:down )?with (?:both|two|2|my two) thumbs\b`,
        // "press the rim evenly with the C", "thumb and finger round the mask, the rest on the jaw", "thumbs on the mask"
        // (two hands), "2-hand mask". (Not "E fingers" said of the jaw alone: the corpora label that the mask hand's
        // lift, BMV-17, as often as the hold.)
        String.raw`\bwith (?:an? |the |my )?(?:c|ec)\b(?! (?:clamp|grip|hold|shape)\b)(?<=\b(?:rim|mask|seal\w*)\b[^.?]{0,60})|\bthumbs? and (?:index |first )?fingers? (?:round|around|on|over) (?:the )?mask\b|\bthumbs (?:on|over|pressing|holding) (?:the |his |her )?mask\b|\b(?:2|two) hand(?:ed)? mask\b|\bwith (?:the )?(?:2|two|both) hands now\b`,
        // "switch to two hands in a double C-E".
        // "so i go two hands and the nurse bags".
        String.raw`\b(?:switch|chang|go|going|went|mov)\w* (?:to )?(?:2|two|both) hands\b(?! (?:to|for) (?:bag|squeez)\w*)|\bdouble (?:c ?e|e ?c)\b`,
        // "thumb and index hold the mask".
        String.raw`\bthumb and (?:index|first|finger)(?: fingers?)?(?: \w+){0,4}? (?:c|c shape|on the mask|(?:hold|keep|press|grip)\w* (?:${THE}mask|it on))\b`,
        // "two-handed : thenar eminences on the mask", "with both hands the seal is now airtight".
        String.raw`\bthenar (?:eminences? )?(?:grip|hold|on (?:the )?mask)\b|\bwith both hands\b(?=[^.?]{0,30}\bseal)`,
        // The E: "the other three fingers along the jaw".
        String.raw`\b(?:other|remaining|last|lower|the) 3 fingers (?:\w+ )?(?:on|along|under|behind|at|hooked under|hook\w*|grip\w*) ${THE}(?:jaw|mandible|chin|jaw bone|jawbone|bony jaw)\b`,
        String.raw`\bc shape\b`,
        // "C on the mask, E on the jaw", "a C over the dome and an E along the jawbone", "my three E fingers", "easy clamp".
        String.raw`\b(?:an? )?c (?:on|over|around|round|across) (?:the |a )?(?:mask|dome|top)\b[^.;?]{0,30}\b(?:an? )?e (?:on|along|under|behind|at|over|hooked under) ${THE}(?:jaw\w*|mandible|chin|bony jaw)\b`,
        String.raw`\b(?:my |the )?3 e fingers\b`,
        // "the E fingers pull the mandible up into the cushion while the C holds the mask": both letters at work.
        // Only the C is matched: the E's words are the jaw lift's (BMV-17).
        String.raw`\bc (?:holds?|keeps?|seals?|presses?|is on)\b(?<=\be fingers?\b[^.;?]{0,100})`,
        // "thumbs on the mask , both hands , fingers along his jaw".
        String.raw`\bthumbs on ${THE}mask\b(?=[^.?]{0,40}\bfingers? (?:along|on|under|behind) ${THE}(?:jaw|mandible))`,
        // Not "my E fingers pull his jaw up" alone: the jaw lifted (BMV-17); most blind authors do not credit the hold
        // without the C (docs/engine.md).
        // "E see clamp": the clamp dictated.
        String.raw`\be see (?:clamp|grip|hold)\b`,
        // "I take the mask in both hands, thumbs on it".
        String.raw`\b(?:take|takes|taking|hold\w*|grip\w*|have|cradl\w*) ${THE}mask in (?:both|two|2|my two) hands\b`,
        String.raw`\beasy (?:clamp|grip)\b`,
      ),
    ),
    cue(
      'holdMaskGeneric',
      ['BMV-13'],
      'detail',
      String.raw`\bhold\w* (?:the )?mask\b|\bmask hold\b|\bgrip\b`,
    ),
  ],
  nudge: 'How exactly are your fingers holding the mask?',
  how: 'How exactly do you hold the mask?',
  topics: [
    {
      id: 'maskHold',
      pattern: /\bec clamp\b|\bhold\w* (?:the )?mask\b|\bmask hold\b|\bgrip\b|\btwo person technique\b/,
      imageWords: ['ec clamp', 'mask hold', 'two person technique', 'seal', 'mask'],
      explanation: {
        title: 'Holding the mask: the E-C clamp',
        text: 'Thumb and index finger form a C over the mask and press it evenly onto the face; the other three fingers form an E on the bony jaw and lift it up into the mask, keeping the airway open. Keep fingers off the soft tissue under the jaw and away from the eyes. If you cannot seal it, use two people: one holds the mask with both hands, the other squeezes the bag.',
      },
    },
  ],
  techniques: {
    ec_clamp: 'I hold the mask with an E-C clamp.',
    palm_hold: 'I put my palm over the mask.',
    stay_one_handed: 'The mask leaks but I stay one handed, no need for a second person.',
  },
};
