import { anyOf } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import type { ItemModule } from './item.ts';

/** BMV-14 Seal: what the engine reads, judges and says about it. */
export const seal: ItemModule = {
  id: 'BMV-14',
  cues: [
    cue(
      'acceptLeak',
      ['BMV-14'],
      'bad',
      anyOf(
        String.raw`\b(?:accept\w*|ignor\w*|fine with|ok with|okay with)(?: \w+){0,2}? (?:a |the )?leak\w*\b`,
        String.raw`\bleaky (?:seal|mask)\b`,
        String.raw`\bloose(?:ly)? (?:seal|fit|hold)\b`,
      ),
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
      String.raw`\bseal\w*\b(?! from)|\bno (?:air )?leaks?\b|\bair ?tight\b|\btight fit\b|\b(?:tight(?:ly)?|snug(?:ly)?) (?:applied|fitted|fitting|held|on|against) (?:to |on |against )?(?:the |his |her )?face\b`,
    ),
  ],
  nudge: 'Is air escaping around the edge of the mask?',
  techniques: {
    tight_seal: 'I get a tight seal.',
    accept_leak: 'I accept the leak and keep going.',
  },
};
