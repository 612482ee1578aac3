import type { CorrectRun, CriticalError, LabelledUtterance } from '../harness/corpus-types.ts';
import { item, said } from './label.ts';

type Additions = { runs: CorrectRun[]; errors: CriticalError[]; utterances: LabelledUtterance[] };

/**
 * Written for "ask when unsure, never ignore" (issue 23, point 3): a trainee who answers the tutor's question
 * ("Which end of the mask goes over the bridge of the nose?") instead of saying it all at once; waiting for an
 * apnoeic child to breathe, said in several ways; and messages that earn nothing but deserve an answer ("next",
 * "ok", naloxone for an opioid overdose, the parents). Keyed by case id.
 */
export const DIALOGUE: Record<string, Additions> = {
  sample: {
    runs: [
      {
        style: 'one action per message',
        messages: [
          'He is apnoeic and hypoxic, so I call for help and position myself at the head of the bed.',
          'I suction the secretions from his mouth with a Yankauer sucker.',
          'I choose a child-sized face mask and a 500 mL self-inflating bag, and I connect the bag to oxygen at 15 litres per minute.',
          'Mask goes on, pointy end up.',
          'the pointy end',
          'it covers his mouth and nose, E-C clamp for a tight seal, careful with the eyes',
          'my fingers stay off them',
          'I put him in the sniffing position with a small towel under his head, taking care not to hyperextend the neck, and I open the airway with a jaw thrust.',
          'With the hand that holds the mask I lift his jaw into the mask, and I squeeze the bag gently over one second, just until I see the chest rise, giving one breath every 3 seconds.',
          'I size an oropharyngeal airway from the corner of his mouth to the angle of the jaw and insert it.',
          'I reassess: the chest is rising visibly with each breath and his saturations are climbing.',
        ],
      },
    ],
    errors: [
      {
        name: 'waiting for an apnoeic child to breathe',
        item: item(1),
        phase: 0,
        phrasings: [
          "let's wait and see if he starts breathing on his own",
          "I'll hold off on bagging until the team gets here",
          'give him a minute to breathe on his own after the seizure',
        ],
      },
    ],
    utterances: [
      said('next', 'question', {}),
      said('ok', 'question', {}),
      said('what happens now?', 'question', {}),
      said("ok, I'm stuck", 'question', {}),
      said('I tell his mum what is happening', 'action', {}),
      said('check a glucose', 'action', {}),
      said("I'll wait to see if he breathes before bagging", 'error', { 1: 'wrong' }),
      said("I don't wait to see if he breathes: I start bagging straight away", 'negation', { 1: 'none' }),
    ],
  },
  toddler: {
    runs: [],
    errors: [],
    utterances: [
      said('give naloxone 0.1 mg/kg IV', 'action', {}),
      said("I'll get IV access and give naloxone", 'several', {}),
      said('someone please talk to the parents', 'action', {}),
    ],
  },
};
