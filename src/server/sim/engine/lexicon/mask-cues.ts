import type { Cue } from '../types.ts';
import { cue } from './fragments.ts';

/** Positioning of the mask, BMV-11 .. BMV-15. */
export const MASK_POSITION_CUES: Cue[] = [
  cue(
    'maskUpsideDown',
    ['BMV-11'],
    'bad',
    String.raw`\bmask(?: \w+){0,3}? upside down\b|\bupside down mask\b|\b(?:narrow|pointed|apex|point|tip)(?: end| part)?(?: of (?:the )?mask)? (?:over|on|at|onto|in|against) (?:the |his |her )?(?:chin|cleft of (?:the |his |her )?chin)\b|\b(?:wide|broad|rounded|round|bottom) (?:end |part )?(?:of (?:the )?mask )?(?:over|on|at|onto) (?:the |his |her )?(?:bridge of (?:the |his |her )?nose|nasal bridge|nose)\b|\b(?:chin|wide|broad|bottom) end (?:of (?:the )?mask )?(?:over|on|at|onto|to) (?:the |his |her )?(?:nose|bridge|nasal bridge)\b|\bnose end (?:of (?:the )?mask )?(?:over|on|at|onto|to) (?:the |his |her )?chin\b|\bwrong way (?:up|round|around)\b`,
    {
      feedback: {
        what: 'The mask is upside down.',
        why: 'The mask is shaped to the face: the wrong way up it leaks at the nose and chin and its wide end can press on the eyes.',
        instead: 'Put the narrow end over the bridge of the nose and the wide end in the cleft of the chin.',
      },
    },
  ),
  cue(
    'maskOrientation',
    ['BMV-11'],
    'good',
    String.raw`\b(?:narrow|pointed|pointy|apex|top|tip|nasal) ?(?:end|part|portion|point)?(?: of (?:the )?mask)? (?:over|on|at|onto|across|against|to) (?:the |his |her )?(?:bridge of (?:the |his |her )?nose|(?:nasal|nose) bridge|nose)\b|\b(?:wide|broad|round|rounded|bottom|lower) ?(?:end|part|portion)?(?: of (?:the )?mask)? (?:over|on|at|in|onto|into) (?:the |his |her )?(?:chin|cleft of (?:the |his |her )?chin)\b|\b(?:correct|right|proper) orientation\b|\bcorrectly orient\w*|\borient\w* (?:it |the mask )?(?:correctly|properly)\b|\bright (?:way|side) (?:up|round|around)\b|\bapex (?:towards?|to) (?:the )?nose\b`,
  ),
  cue(
    'mouthOnly',
    ['BMV-12'],
    'bad',
    String.raw`\b(?:mask|cover\w*)(?: \w+){0,4}? (?:only|just) (?:over |covering |cover )?(?:the |his |her )?(?:mouth|nose|lips)\b(?! and)|\b(?:mouth|nose|lips) only\b|\b(?:mask|cover\w*)(?: \w+){0,4}? (?:mouth|nose)(?: ,)?(?: but)? (?:not (?:the |his |her )?(?:nose|mouth)|(?:the |his |her )?(?:nose|mouth) (?:free|uncovered|open|exposed|left out|outside))\b`,
    {
      feedback: {
        what: 'The mask covers only the mouth or only the nose.',
        why: 'Air escapes through whatever is left uncovered, so the breath never reaches the lungs.',
        instead: 'Place the mask so that it covers both the mouth and the nose.',
      },
    },
  ),
  cue(
    'mouthAndNose',
    ['BMV-12'],
    'good',
    // Only about the mask: "I suction the mouth and nose" is not covering them.
    String.raw`(?=both |the |his |her |mouth and |nose and )(?<=\b(?:mask|cover\w*|over|seal\w*)(?: \w+){0,5}? )(?:both )?(?:the |his |her )?(?:mouth and (?:the |his |her )?nose|nose and (?:the |his |her )?mouth)\b|\b(?:mouth and nose|nose and mouth) (?:are |is )?(?:both )?covered\b`,
  ),
  cue(
    'palmHold',
    ['BMV-13'],
    'bad',
    String.raw`\b(?:whole|flat|open) (?:hand|palm)\b|\bflat of (?:my |the |his |her )?hand\b|\bpalm(?: \w+){0,2}? flat\b|\bpalm (?:pressing |pushing )?(?:on|over|on top of) (?:the mask|it)\b|\bfist\b`,
    {
      feedback: {
        what: 'Holding the mask with a palm or a fist.',
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
    String.raw`\bec clamp\b|\btwo person technique\b|\bthumb and (?:index|first) fingers?(?: \w+){0,4}? (?:c|c shape|on the mask)\b|\bc shape\b`,
  ),
  cue('holdMaskGeneric', ['BMV-13'], 'detail', String.raw`\bhold\w* (?:the )?mask\b|\bmask hold\b|\bgrip\b`),
  cue(
    'acceptLeak',
    ['BMV-14'],
    'bad',
    String.raw`\b(?:accept\w*|ignor\w*|fine with|ok with|okay with)(?: \w+){0,2}? (?:a |the )?leak\w*\b|\bleaky (?:seal|mask)\b|\bloose(?:ly)? (?:seal|fit|hold)\b`,
    {
      feedback: {
        what: 'Carrying on with a leaking mask.',
        why: 'Every breath that escapes around the mask is a breath the child does not get.',
        instead:
          'Re-seat the mask with an E-C clamp and lift the jaw into it; if it still leaks, use the two-person technique.',
      },
    },
  ),
  cue(
    'seal',
    ['BMV-14'],
    'good',
    String.raw`\bseal\w*\b(?! from)|\bno (?:air )?leaks?\b|\bair ?tight\b|\btight fit\b`,
  ),
  cue(
    'eyesProtected',
    ['BMV-15'],
    'good',
    String.raw`\b(?:off|away from|clear of|below|spar\w*|protect\w*|avoid\w*) (?:the |his |her |both )?(?:\w+ )?eyes\b|\b(?:not|never|nowhere) (?:on|over|touching|near|covering) (?:the |his |her |both )?(?:\w+ )?eyes\b|\beyes (?:are |kept |stay |left )?(?:clear|free|uncovered|protected|spared)\b`,
  ),
  cue(
    'eyePressure',
    ['BMV-15'],
    'bad',
    String.raw`\b(?:press\w*|pressure|push\w*|rest\w*|lean\w*)(?: \w+){0,2}? (?:on|onto|over|against|into) (?:the |his |her |both )?(?:\w+ )?eyes?\b|\b(?:cover\w*|over) (?:the |his |her |both )?(?:\w+ )?eyes\b|\bmask(?: \w+){0,3}? over (?:the |his |her )?eyes\b|\beyes? (?:are |is )?(?:covered|pressed)\b`,
    {
      unsafe: true,
      avoidanceCounts: true,
      feedback: {
        what: 'Pressure on the eyes.',
        why: 'Pressing on the eyes can injure them and can set off the oculocardiac reflex: a sudden fall in heart rate.',
        instead:
          "Keep the mask's narrow end on the bridge of the nose, below the eyes, and keep your fingers off them.",
      },
    },
  ),
];
