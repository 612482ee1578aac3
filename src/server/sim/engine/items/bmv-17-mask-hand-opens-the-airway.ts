import { anyOf, behind, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import { THE } from '../vocabulary/words.ts';
import type { ItemModule } from './item.ts';

/** BMV-17 Mask hand opens the airway: what the engine reads, judges and says about it. */
export const maskHandOpensTheAirway: ItemModule = {
  id: 'BMV-17',
  cues: [
    cue(
      'liftJawIntoMask',
      ['BMV-17'],
      'good',
      // Every alternative starts a word: one \b before them all fails once, not once per alternative, inside a word.
      seq(
        String.raw`\b`,
        group(
          anyOf(
            seq(
              String.raw`\b`,
              group('lift|lifts|lifting|bring|brings|bringing|pull|pulls|pulling|draw|draws|drawing'),
              `(?: up)? (?:${THE}(?:jaw|face|chin|mandible)|it)(?: up| forwards?| upwards?)? (?:in)?to`,
              String.raw`(?:wards?)? (?:(?:the )?mask|it)\b`,
            ),
            String.raw`\b(?:jaw|chin) lift (?:up )?(?:in)?to (?:(?:the )?mask|it)\b`,
            String.raw`\bin(?:to)? (?:the )?mask\b(?<=\b(?:jaw thrust|jaw lift|chin lift) (?:up )?in(?:to)? (?:the )?mask)`,
            seq(
              String.raw`\b(?:jaw|chin|mandible|face) (?:is )?(?:lifted|pulled|brought|drawn) (?:up )?(?:in)?to `,
              String.raw`(?:(?:the )?mask|it)\b`,
            ),
            String.raw`\b(?:from|with|using|by) (?:the |my |both )?mask hands\b`,
            seq(
              String.raw`\b(?:with|using) (?:the |my )?`,
              group('same hand|mask hand|hand (?:holding|on) the mask|hand that holds the mask'),
              String.raw`\b`,
            ),
            seq(
              String.raw`\b`,
              group(
                'mask hand|hand (?:holding|on) the mask|fingers of the mask hand|hand that holds the mask',
              ),
              String.raw`(?: \w+){0,6}? `,
              group(String.raw`airway open|open\w* the airway|lift\w*|pull\w*|jaw thrust|thrust\w*`),
              String.raw`\b`,
            ),
            seq(
              String.raw`\b`,
              group('keep|keeps|keeping|hold|holds|holding|maintain|maintains|maintaining'),
              ` ${THE}airway (?:open|patent) (?:with|using) (?:the |my |one )?`,
              group('mask hand|hand on the mask|ec clamp|e fingers|last 3 fingers'),
              String.raw`\b`,
            ),
            seq(
              String.raw`\b(?:last |other )?3 fingers(?: \w+){0,4}? `,
              group(String.raw`lift\w*|on the (?:jaw|mandible|bony jaw)|under the jaw`),
              String.raw`\b`,
            ),
            seq(
              String.raw`\b(?:keep|keeps|keeping|maintain\w*|hold\w*|open\w*) (?:the |an )?airway (?:open )?(?:while|whilst) `,
              String.raw`(?:holding|sealing) (?:the )?mask\b`,
            ),
            String.raw`\bone hand (?:to )?(?:maintain|keep|open)\w* (?:the |an )?airway\b`,
            seq(
              String.raw`\b(?:with|using) (?:the |my |one )?(?:ec clamp|last 3 fingers)\b`,
              behind(String.raw`\b(?:jaw thrust|jaw lift|chin lift|airway open)\b.{1,40}`),
            ),
          ),
        ),
      ),
    ),
    cue(
      'pushMaskDown',
      ['BMV-17'],
      'bad',
      anyOf(
        seq(
          String.raw`\b(?:push|pushes|pushing|press|presses|pressing) (?:the )?mask (?:down|hard|firmly down)`,
          String.raw`(?: (?:on|onto|into) (?:the )?face)?\b`,
        ),
        String.raw`\bpush\w* down (?:on )?(?:the )?mask\b`,
        String.raw`\b(?:push|press)\w* ${THE}(?:face|head|jaw) (?:down|back)\b`,
        // "I press the mask on the face without lifting the jaw": the negator belongs to the cue.
        String.raw`\bwithout (?:lift\w*|a jaw (?:lift|thrust)|pull\w*) ${THE}(?:jaw|chin|mandible)(?: up| forward)?(?: into ${THE}mask)?\b`,
      ),
      {
        feedback: {
          what: 'Pushing the mask down onto the face.',
          why: 'Pressing down drives the jaw and tongue back and closes the airway you are trying to ventilate, and it spoils the seal.',
          instead:
            'Hold the mask still and lift the bony jaw up into it with the last three fingers of the mask hand.',
        },
      },
    ),
  ],
  nudge: 'Your mask hand has two jobs. What is the second one?',
  techniques: {
    lift_jaw_into_mask: 'I lift the jaw into the mask with the mask hand.',
    push_mask_down: 'I push the mask down onto the face.',
  },
};
