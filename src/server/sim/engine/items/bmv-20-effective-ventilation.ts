import { anyOf, group, seq } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import type { ItemModule } from './item.ts';

/** BMV-20 Effective ventilation: what the engine reads, judges and says about it. */
export const effectiveVentilation: ItemModule = {
  id: 'BMV-20',
  cues: [
    cue(
      'effectiveVentilation',
      ['BMV-20'],
      'good',
      anyOf(
        String.raw`\beffective(?:ly)? (?:bvm |bag mask |bag )?ventilat\w*`,
        String.raw`\bventilat\w* (?:is |are |now |remains? )*effective(?:ly)?\b`,
        seq(
          String.raw`\b`,
          group('good|visible|adequate|effective|bilateral|equal|nice|clear|symmetrical|symmetric'),
          String.raw` chest (?:rise|rising|movement|expansion|wall movement)\b`,
        ),
        seq(
          String.raw`\bchest (?:is |now |starts to |begins to )*(?:rises|rising|moving|expanding)`,
          String.raw`(?: well| with each breath)?\b`,
        ),
        String.raw`\bchest rise\b`,
        String.raw`\bchest (?:goes|going|moves|moving|comes|coming) up\b`,
        String.raw`\bchest (?:is |can be )?(?:seen|observed|noted|visibly) (?:to )?(?:rise|rising|move|moving|expand\w*)\b`,
        String.raw`\bspo2 (?:is |are |now )*(?:improving|rising|increasing|coming up|going up|better|climbing)\b`,
        String.raw`\b(?:rising|improving|increasing|climbing) spo2\b`,
        String.raw`\bgood air entry\b`,
        seq(
          String.raw`\b(?:both|all|each) (?:are |is )?(?:improving|better|rising|up|good)\b`,
          String.raw`(?<=\b(?:chest rise|spo2)\b.{1,60})`,
        ),
      ),
    ),
  ],
  nudge: 'How do you know your breaths are actually working?',
  techniques: {
    effective_ventilation: 'I see visible chest rise and the SpO2 rising.',
  },
};
