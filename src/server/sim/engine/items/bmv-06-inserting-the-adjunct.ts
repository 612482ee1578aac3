import { anyOf } from '../vocabulary/combinators.ts';
import { cue } from '../vocabulary/cue.ts';
import type { ItemModule } from './item.ts';

// BMV-5 and BMV-6 are judged together (judge/adjunct.ts): an insertion needs the adjunct chosen, in this
// message or earlier in the phase.

/** BMV-6 Inserting the adjunct: what the engine reads, judges and says about it. */
export const insertingTheAdjunct: ItemModule = {
  id: 'BMV-6',
  cues: [
    cue(
      'insertAdjunct',
      ['BMV-6'],
      'detail',
      anyOf(
        String.raw`\b(?:insert\w*|put(?:ting|s)? in|slid\w* in|advanc\w*|introduc\w*)\b`,
        String.raw`\b(?:put|pop|slip|stick)\w* (?:it|them|the (?:opa|npa|adjunct|airway)) in\b`,
        String.raw`\b(?:goes|go|went|slides?|slid) in\b`,
        String.raw`\b(?:in |passed |slid )?along (?:the )?(?:floor of the nose|nasal floor)\b`,
        String.raw`\bpush\w*(?= (?:the |an |a )?(?:opa|npa|adjunct|it)\b)`,
        String.raw`(?=in\b)(?<=\b(?:opa|npa|adjunct) (?:is |goes )?)in\b(?! (?:the|his|her|a|an|place of)\b)`,
        String.raw`\bplac(?:e|es|ed|ing)\b(?=(?: \w+){0,3} (?:opa|npa|adjunct)\b)`,
      ),
    ),
  ],
  nudge: 'Once you have chosen and sized it, how do you put it in?',
  techniques: {
    insert_adjunct: (action) => {
      return action.adjunct ? `I insert the ${action.adjunct.toUpperCase()}.` : 'I insert the adjunct.';
    },
    npa_pushed_upwards: 'I insert the NPA pushing it upwards towards the forehead.',
  },
};
