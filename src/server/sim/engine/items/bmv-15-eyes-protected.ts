import { anyOf, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** BMV-15 Eyes protected: what the engine reads, judges and says about it. */
export const eyesProtected: ItemModule = {
  id: 'BMV-15',
  cues: [
    cue(
      'eyesProtected',
      ['BMV-15'],
      'good',
      anyOf(
        seq(
          String.raw`\b`,
          group(String.raw`off|away from|clear of|below|spar\w*|protect\w*|avoid\w*`),
          String.raw` (?:the |his |her |both )?(?:\w+ )?eyes\b`,
        ),
        String.raw`\b(?:not|never|nowhere) (?:on|over|touching|near|covering) (?:the |his |her |both )?(?:\w+ )?eyes\b`,
        String.raw`\beyes (?:are |kept |stay |left )?(?:clear|free|uncovered|protected|spared|avoided)\b`,
      ),
    ),
    cue(
      'eyePressure',
      ['BMV-15'],
      'bad',
      anyOf(
        seq(
          String.raw`\b(?:press\w*|pressure|push\w*|rest\w*|lean\w*|sit|sits|sitting|lie|lies|lying)(?: \w+){0,2}? (?:on|onto|over|against|into) `,
          String.raw`(?:the |his |her |both )?(?:\w+ )?eyes?\b`,
        ),
        // "push the top of the mask onto the eyes so it seals better": the mask's upper end is what presses.
        seq(
          String.raw`\b(?:press\w*|push\w*|rest\w*|lean\w*|put\w*|place\w*|sit\w*|bring\w*|pull\w*) `,
          String.raw`(?:\w+ ){0,2}?(?:top|upper|narrow|nasal|pointed) (?:edge|end|part|rim)? ?(?:of (?:the )?mask )?`,
          String.raw`(?:on|onto|over|against|across|into|up to) (?:the |his |her |both )?(?:\w+ )?eyes?\b`,
        ),
        // "touching the eyes"; said with "without" or "not", the eyes are spared (avoidanceCounts).
        String.raw`\btouch\w* (?:the |his |her |both )?(?:\w+ )?eyes\b`,
        String.raw`\bfingers? (?:\w+ ){0,2}?(?:on|over|into|onto|against) (?:the |his |her |both )?eyes\b`,
        String.raw`\b(?:cover\w*|over) (?:the |his |her |both )?(?:\w+ )?eyes\b`,
        String.raw`\bmask(?: \w+){0,3}? over ${THE}eyes\b`,
        String.raw`\beyes? (?:are |is )?(?:covered|pressed)\b`,
      ),
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
  ],
  nudge: 'Where are the mask edge and your fingers in relation to the eyes?',
  topics: [
    {
      id: 'eyes',
      pattern: /\beyes?\b/,
      imageWords: ['eyes', 'mask fit'],
      explanation: {
        title: 'Keeping off the eyes',
        text: 'A mask that fits sits from the bridge of the nose to the cleft of the chin, below the eyes. Pressure on the eyes can injure them and slow the heart (the oculocardiac reflex).',
      },
    },
  ],
  techniques: {
    eyes_protected: 'I avoid pressure on the eyes.',
    pressure_on_eyes: 'The mask presses on the eyes.',
  },
};
