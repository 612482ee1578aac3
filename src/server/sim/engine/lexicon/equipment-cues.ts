import type { Cue } from '../types.ts';
import { cue, QUALITY, SELECT_VERB, SIZE_WORD } from './fragments.ts';

/**
 * Choice of ventilation equipment, BMV-8 .. BMV-10. A mask or a bag counts as *chosen* only with a size, a
 * quality word or a choosing verb in front of it ("a child mask", "a suitable bag", "grab a mask"), so that
 * "place the mask" or "squeeze the bag" are not read as choosing equipment. Cues only claim the noun itself;
 * the sizes around it are read by the judges (see params.ts).
 */
const SIZED_BEFORE = String.raw`(?:${SIZE_WORD}|${QUALITY}|size \d(?:/\d)?|#\d)(?: sized| size| fitting)? `;

export const EQUIPMENT_CUES: Cue[] = [
  cue(
    'maskLandmark',
    ['BMV-8'],
    'detail',
    String.raw`\bbridge of (?:the )?nose to (?:the )?(?:cleft of (?:the )?chin|chin)\b`,
  ),
  cue(
    'maskChoice',
    ['BMV-8'],
    'detail',
    // Every alternative starts with "mask": led by it, the pattern is scanned for the word, and the context
    // before it is looked at only where it stands (a lookbehind that includes "mask").
    String.raw`mask(?:\b(?<=\b${SIZED_BEFORE}mask)(?! (?:seal|hold|grip|placement|position\w*|orientation)\b)|(?<=\bmask) (?=size|sized|of (?:the |a )?${QUALITY} size)|\b(?<=\b${SELECT_VERB}(?: \w+){0,3} mask)|\b(?<=\b${SIZE_WORD} (?:bag|bvm|bags) and (?:a |the )?mask))`,
  ),
  cue('bvm', ['BMV-8', 'BMV-9'], 'detail', String.raw`\bbvm\b`),
  cue(
    'notAVentilator',
    ['BMV-9'],
    'bad',
    String.raw`\bnon rebreather\b|\bnasal cannula\b|\bblow by\b|\b(?:face ?mask|simple mask|mask) oxygen\b|\b(?:no |without (?:a |the )?)bag\b(?! (?:needed|yet))`,
    {
      feedback: {
        what: 'Oxygen by non-rebreather, nasal cannula or blow-by.',
        why: 'None of these breathes for a patient who is not breathing: without ventilation the oxygen never reaches the alveoli.',
        instead: 'Ventilate with a self-inflating bag and mask connected to oxygen at 10-15 L/min.',
      },
    },
  ),
  cue(
    'bagChoice',
    ['BMV-9'],
    'detail',
    // As maskChoice: the alternatives about "bag" are led by it (only one of them or the others can match at a
    // place, as they start with different characters, so their order is kept where it matters).
    String.raw`bag(?:(?<=\b(?:${SIZE_WORD}|${QUALITY}|\d+ ml|self inflating|flow inflating)(?: \w+){0,2} bag)s?\b|(?<=\b${SELECT_VERB}(?: \w+){0,3} bag)s?\b|(?<=\bbag) (?=of \d+ ml|\( \d+ ml)|(?<=\bbag)s? (?=size|sized|volume|appropriate|suitable))|\b(?:self|flow) inflating\b(?! (?:\w+ )?bag)|\b\d{3,4} ml\b(?! (?:\w+ ){0,2}bag)`,
  ),
  cue('roomAir', ['BMV-10'], 'bad', String.raw`\broom air\b`, {
    feedback: {
      what: 'Ventilating with room air.',
      why: 'Room air is 21 % oxygen; a hypoxic child needs the bag connected to oxygen with the reservoir filling.',
      instead: 'Connect the bag to oxygen and set the flow to 10-15 L/min.',
    },
  }),
  cue('oxygenFlow', ['BMV-10'], 'detail', String.raw`\b\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)? lpm\b`),
  cue('oxygen', ['BMV-10'], 'detail', String.raw`\boxygen\b|\bflow ?meter\b|\breservoir\b`),
];
