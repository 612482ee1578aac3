import { ahead, anyOf, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** "right" and the misspellings of it the spelling corrector leaves alone. */
// With the transpositions of two letters ("rihgt", "rgiht", "rigth") the corrector leaves to the cue.
const RIGHT = '(?:right|rigth|rihgt|rgiht|rite|rigt|riht|rate|write|correct|proper)';

/** BMV-11 Mask orientation: what the engine reads, judges and says about it. */
export const maskOrientation: ItemModule = {
  id: 'BMV-11',
  cues: [
    cue(
      'maskUpsideDown',
      ['BMV-11'],
      'bad',
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      seq(
        ahead(
          'mask|turn|flip|fit|upside|inverted|reversed|back|flipped|sideways|narrow|point|apex|tip|nasal|nose|wide|broad|round|bottom|chin|wrong|slap|put|place|stick|pop|jam|shove|plonk|do|no|whichever|which|orientation|flat|sit|seal',
        ),
        group(
          anyOf(
            // "upside down is fine, it seals better round her little chin", "upside down fits his broad chin better".
            // "mask on however , sideways is fine".
            // "mask the other way round fits his face better".
            String.raw`\b(?:upside down|sideways|inverted) (?:is |s |will be )?(?:fine|ok|okay|better|fits|seals|works|sits)\b|\bmask (?:the )?other way round (?:is |s )?(?:fine|ok|okay|better|fits|seals|works|sits)\b`,
            // "I put it on narrow end down, it seals on his jaw".
            String.raw`\b(?:narrow|pointy|pointed) (?:end|part|bit|tip) down\b(?! (?:over|onto|on|to) (?:the |his |her )?(?:nose|bridge|nasal))`,
            // Not "the mask is not upside down": a negator inside is the cue's own negation.
            // "the mask is inverted", "mask placed back to front".
            // The mask is looked back at, not matched: "adult mask upside down" still names the mask chosen (BMV-8).
            // "mask goes on flipped", "mask's on sideways".
            String.raw`(?=upside|inverted|reversed|back|flipped|sideways)(?<=\bmask(?: (?!not\b|never\b|no\b)\w+){0,3}? )(?:upside down|inverted|reversed|back to front|backwards|flipped|sideways)\b`,
            // "the mask is not upside down": read as the refusal it is (the negator stands before the words).
            // Not "inserting it over a tongue blade, not upside down and twisted": the adjunct's way round.
            String.raw`(?=upside|inverted|reversed|back)(?<=\b(?:not|never) (?:on )?)(?:upside down|inverted|reversed|back to front|backwards)\b(?<!\b(?:opa|npa|adjunct|guedel|airway|tongue|depressor|blade|insert\w*)\b[^.?]{0,80})`,
            String.raw`\b(?:upside down|inverted|reversed) mask\b|\bupside down (?:is |s )?(?:fine|ok|okay|better)\b`,
            // "it seems to sit better upside down on him".
            String.raw`\b(?:sits?|fits?|seals?) better upside down\b|\bupside down on (?:him|her|his face|her face)\b`,
            // "the pointy part sitting on the chin", "pointy end of the mask goes at his chin".
            seq(
              // Not "from the bridge of the nose to the chin": that is the mask's size.
              String.raw`\b(?:(?:narrow|pointed|pointy|apex|point|tip)(?: end| part| bit| side)?|(?:nasal|nose) (?:end|part|bit|side))(?: of (?:the )?mask)? `,
              // "the triangle tip fits nicer in the dip of his chin".
              String.raw`(?:(?:is|goes|go|sits|sitting|rests|resting|lies|lying|placed|put|ends up|fits|fit)(?: nicer| better| well| neatly| snugly)? )?(?:down )?`,
              // "pointy end down by his chin", "the apex sits on his lower lip".
              // "the narrow part sits over his mouth", "the narrow end is at his mouth", "the narrow bit under his lip".
              String.raw`(?:(?:over|on|at|onto|in|against|to|towards?|by|near) ${THE}(?:chin|(?:cleft|dip|hollow|groove|crease) of ${THE}chin|lower lip|bottom lip)|(?:over|at|by|near|on|to|towards?) ${THE}mouth(?! and\b| corner)|under ${THE}(?:lower |bottom )?lip)\b`,
            ),
            seq(
              // Not "the right way round over nose and mouth": there "round" is the way, not the mask's end.
              // The look back comes after the word it ends with, so it is tried only where the word stands.
              // "so the flat side goes up on his nose".
              String.raw`\b(?:wide|broad|rounded|round|bottom|flat(?= (?:end|part|bit|side)\b))(?<!\bway (?:wide|broad|rounded|round|bottom)) (?:end |part |bit |side )?(?:of (?:the )?mask )?`,
              // "the wide part is up by her nose".
              String.raw`(?:(?:is|goes|go|sits|sitting|rests|resting|lies|lying|placed|put|up) )?(?:up )?(?:over|on|at|onto|by|near) `,
              THE,
              group(`bridge of ${THE}nose|nasal bridge|nose`),
              String.raw`\b`,
            ),
            seq(
              String.raw`\b(?:chin|wide|broad|bottom) end (?:of (?:the )?mask )?(?:(?:is|goes|go|sits|up) )?(?:over|on|at|onto|to) ${THE}`,
              String.raw`(?:nose|bridge|nasal bridge)\b`,
            ),
            String.raw`\bnose end (?:of (?:the )?mask )?(?:over|on|at|onto|to) ${THE}chin\b`,
            // "the wide end at the top".
            String.raw`\b(?:wide|broad|round|rounded|bottom) (?:end|part|bit|side) (?:of (?:the )?mask )?(?:is |goes |sits )?(?:at the top|on top|up top|uppermost|upwards|up)\b`,
            // "narrow end at the bottom", "the pointy end pointing down".
            String.raw`\b(?:narrow|pointed|pointy|apex|point|tip)(?: end| part| bit| side)?(?: of (?:the )?mask)? (?:is |goes |sits |placed |put )?(?:at (?:the )?bottom|to the bottom|pointing down\w*|downwards?|lowest)\b`,
            String.raw`\bwrong way (?:up|round|around)\b`,
            // "I'll put it on the other way round, it fits his long face better" (not a wrong way corrected).
            String.raw`\b(?:put|place|turn|flip|fit)\w* (?:it|the mask) (?:on )?(?:the )?other way (?:up|round|around)\b(?<!\b(?:upside down|wrong way|inverted|reversed|back to front)\b[^.?]{0,80})`,
            // "slapping it on inverted", "stick it on upside down".
            String.raw`\b(?:slap|put|place|stick|pop|jam|shove|plonk)\w* (?:it|the mask) (?:on )?(?:upside down|inverted|reversed|back to front)\b`,
            // "doesn't matter which way the mask goes", "whichever way round".
            String.raw`\b(?:does not|do not|doesn t|dont|no) matter which (?:way|end|side)\b|\bwhichever way(?: up| round| around)?\b`,
            // "upside down doesn't matter", "which way up does not matter".
            String.raw`\b(?:upside down|which way (?:up|round|around)|orientation) (?:does not|do not|doesn t|dont|will not) matter\b`,
          ),
        ),
      ),
      {
        // "I make sure the mask is not upside down": said negated, the mask is the right way round.
        avoidanceCounts: true,
        feedback: {
          what: 'The mask is upside down.',
          why: 'The mask is shaped to the face: the wrong way up it leaks at the nose and chin and its wide end can press on the eyes.',
          instead:
            'Put the narrow end over the bridge of the nose and the wide end in the cleft of the chin.',
        },
      },
    ),
    cue(
      'maskOrientation',
      ['BMV-11'],
      'good',
      // Every alternative starts with one of these words: looked for first, so V8 skips quickly to where one stands.
      seq(
        ahead(
          'put|chin|narrow|nose|point|apex|top|tip|nasal|nose end|nose bridge|bridge|small|thin|wide|broad|round|bottom|lower|big|large|correct|right|proper|orient|rigth|rihgt|rgiht|rite|rigt|riht|rate|write|triang|mask|start|begin',
        ),
        group(
          anyOf(
            seq(
              // "the small side is on the nose", "pointy end up over the bridge".
              String.raw`\b(?:narrow|pointed|pointy|point|apex|top|tip|nasal|small|smaller|thin|thinner|triangle|triangular) ?(?:end|part|portion|point|bit|section|side|edge|rim)?(?: of (?:the )?mask)? `,
              // "the narrow part at the top, over the nose": the nose said, the top is settled.
              '(?:(?:is |s )?(?:goes|go|going|sits|sit|sitting|is|lies|lying|rests|rest|resting|stays|stay|staying|remains|placed|put|positioned|goes on) )?(?:up (?:, )?|(?:at the |on )top (?:, )?)?',
              `(?:over|on|at|onto|across|against|to|toward|towards) ${THE}`,
              // "nasal end over the bridge": the bridge, said of the mask's end, is the nose's. Not the nose of "over nose
              // and mouth": those words are the covering's (BMV-12), and the orientation is read from the end's words.
              group(`bridge of ${THE}nose|(?:nasal|nose) bridge|nose(?! and ${THE}(?:mouth|lips))|bridge`),
              String.raw`\b`,
            ),
            seq(
              String.raw`\b(?:wide|broad|round|rounded|bottom|lower|big|bigger|large|larger) ?(?:end|part|portion|side)?(?: of (?:the )?mask)? `,
              String.raw`(?:(?:goes|go|sits|sit|is|lies|rests|rest|stays|stay|placed|put) )?(?:down )?(?:over|on|at|in|onto|into) ${THE}(?:chin|cleft of ${THE}chin)\b`,
            ),
            String.raw`\b(?:correct|right|proper) orientation\b`,
            // "bridge of her nose under the narrow part of the mask".
            // "nose under the pointed end".
            String.raw`\b(?:bridge of ${THE}nose|(?:nasal|nose) bridge|nose) (?:is |sits |goes )?(?:under|in|inside|beneath) (?:the )?(?:narrow|pointed|pointy|apex|top|nasal|nose) (?:part|end|bit|edge|tip)\b`,
            // "mask orientation ok", "orientation checked, correct".
            String.raw`\borientation (?:is |checked )?(?:ok|okay|good|correct|right|fine|checked)\b`,
            // "mask goes on from the bridge of his nose downwards".
            String.raw`\bmask (?:goes |is placed |placed |put |is put |sits )?on from ${THE}(?:bridge of ${THE}nose|(?:nasal|nose) bridge) (?:down|downwards)\b`,
            // "I put the mask on nose end first, then roll it down onto the chin".
            String.raw`\b(?:nose|nasal|narrow|pointy|pointed) end first\b`,
            // "placing the mask apex first over the bridge of his nose".
            String.raw`\b(?:apex|point|tip|(?:narrow|pointy|pointed) (?:part|bit|tip)) first (?:over|on|onto|at|to) ${THE}(?:bridge of ${THE}nose|(?:nasal|nose) bridge|nose)\b`,
            // Shorthand: "mask : narrow end nose , covers nose mouth".
            String.raw`\b(?:narrow|pointed|pointy|apex) (?:end|part|bit|tip) (?:to |at |for )?(?:the )?(?:nose|nasal bridge|bridge)\b(?! (?:and|or)\b)`,
            String.raw`\bcorrectly orient\w*`,
            // "nose end at the top": the mask's nose end named, and up (on the chin it is maskUpsideDown); "nose-end up
            // over his mouth and nose" too.
            String.raw`\b(?:nose|nasal) end (?:of (?:the )?mask )?(?:is |goes |sits )?(?:at the top|on top|uppermost|superior\w*|up\b(?! (?:to|at|over|on|by) (?:the |his |her )?(?:chin|mouth\b(?! and (?:the |his |her )?nose))))|\bchin end (?:is |goes )?down\b`,
            String.raw`\borient\w* (?:it |the mask )?(?:correctly|properly)\b`,
            // "I put it the right way , nose and mouth inside".
            String.raw`\bput (?:it|the mask) (?:on )?the ${RIGHT} way\b(?! (?:to|of|for|through|in)\b)`,
            // "I put the mask in right direction".
            String.raw`\bmask (?:\w+ ){0,2}?(?:in |on |at )?(?:the )?${RIGHT} (?:direction|orientation)\b`,
            // "mask correct side, nariz y boca".
            String.raw`\bmask (?:on )?(?:the )?correct (?:side|way)\b(?! of\b)`,
            // "mask on correctly over nose and mouth".
            String.raw`\bmask (?:is |goes |placed |put |sits )?on (?:correctly|properly)\b`,
            // Not "the OPA goes in the right way up": that is the adjunct's way round.
            // "rigth way up", "rite way round": the misspellings the corrector leaves (rite is a word).
            // Nor "ease the airway in the right way up over a tongue depressor": the adjunct, said with what it goes in
            // over or where its flange sits.
            String.raw`(?=right|rigth|rihgt|rgiht|rite|rigt|riht|rate|write|correct|proper)(?<!\b(?:opa|npa|adjunct|guedel)(?: \w+){0,3} )\b${RIGHT} (?:way|side) (?:up|round|around)\b(?<!\b(?:tongue|depressor|blade|flange|guedel|opa|npa|adjunct|insert\w*|ease|eased|eases|slide|slid)\b[^.?]{0,60})(?![^.?]{0,40}\b(?:tongue|depressor|blade|flange)\b)`,
            // "narrow end at the top": the top of the mask is the head's end, as "the wide end at the top" is upside
            // down (maskUpsideDown). Not "at the top of the chin".
            String.raw`\b(?:narrow|pointed|pointy|apex|tip|triangle|thin)(?: end| part| bit| tip| side)?(?: of (?:the )?mask)? (?:is |goes |sits |placed |put |pointing |points )?(?:at the top|to the top|on top|up top|uppermost|at the head end)\b(?! of\b)`,
            // "apex superiorly", "triangle pointing towards his forehead": the narrow end towards the head. "Up" said
            // alone is left to the tutor's question (engine/dialogue.ts).
            seq(
              // Whole words: "the nasal airway pointing up" is not the mask's point.
              String.raw`\b(?:narrow|pointed|pointy|apex|tip|point|triangle|thin)(?: end| part| bit| tip| side)?(?: of (?:the )?mask)? `,
              // "the pointy part of the mask up towards his forehead".
              String.raw`(?:superior\w*|cephalad|point\w* (?:up )?(?:(?:towards?|to|at) ${THE}(?:nose|forehead|head))|(?:up )?towards? ${THE}(?:forehead|head))\b`,
            ),
            String.raw`\bapex (?:towards?|to|on|at|over)? ?(?:the )?(?:nose|nasal bridge)\b`,
            // "over mouth and nose , narrow end up": with the nose named beside it, "up" is towards the nose (said
            // alone, it is left to the tutor's question).
            String.raw`\b(?:narrow|pointed|pointy|apex|tip)(?: end| part| bit)? (?:is |goes |pointing |points )?up(?:wards?)?\b(?! (?:to|towards?|at|over|on) (?:the |his |her )?(?:chin|mouth|lip)\b(?! and (?:the |his |her )?nose))(?:(?<=\bnose\b[^.?]{0,100})|(?=[^.?]{0,40}\b(?:nose|nasal bridge)\b))`,
            // "I place the mask starting at the bridge of the nose, then roll it down": the nose end put on first.
            String.raw`\b(?:start\w*|begin\w*) (?:it |the mask )?(?:at|on|from|over) ${THE}(?:bridge of ${THE}nose|(?:nasal|nose) bridge)\b(?<=\bmask\b[^.;?]{0,60})`,
            // "I put the mask the correct way" (not "the correct way to size it").
            String.raw`\bmask (?:\w+ ){0,2}?(?:the )?${RIGHT} way\b(?! (?:to|of|for|round|around|up)\b)`,
            // "the mask stops at the bridge of the nose": its upper edge is on the bridge, below the eyes.
            String.raw`\bmask (?:\w+ ){0,2}?(?:stops|ends|finishes) (?:at|on) ${THE}(?:bridge of ${THE}nose|(?:nasal|nose) bridge)\b`,
            // "the wide part at the bottom".
            String.raw`\b(?:wide|broad|round|rounded|bottom|lower) (?:end|part|portion|bit|side) (?:of (?:the )?mask )?(?:at the bottom|down|downwards?|inferior\w*|caudal\w*|lowermost)\b`,
            // "the small end toward the nose", "the thin end over the nose".
            String.raw`\b(?:small|smaller|thin|thinner|narrower) (?:end|part|side) (?:of (?:the )?mask )?(?:goes )?(?:toward|towards|over|on|at|onto|to) ${THE}(?:nose|bridge of ${THE}nose|nasal bridge|nose bridge)\b`,
          ),
        ),
      ),
    ),
  ],
  nudge: 'Which end of the mask goes where on the face?',
  techniques: {
    mask_right_way_round: 'I place the mask with the narrow end over the bridge of the nose.',
    mask_upside_down: 'I place the mask upside down.',
  },
};
