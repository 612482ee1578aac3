import { sampleCase } from '../../../src/server/cases/sample-case.ts';
import type { HeldOutCase } from '../../harness/held-out-types.ts';
import { MESSAGES } from './messages.ts';

export const BLIND_PARAPHRASES_A: HeldOutCase[] = [
  {
    id: 'blind-paraphrases-a-sample',
    title: 'Blind paraphrases A (BMV-1 to BMV-10): sample case, apnoea after lorazepam',
    caseDoc: sampleCase,
    requiredByPhase: [
      ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
      ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
      ['BMV-5', 'BMV-6', 'BMV-20'],
      [],
    ],
    setup: [
      [
        'He is apnoeic and hypoxic, so I am calling for help now.',
        'I suction the secretions from his mouth with a Yankauer suction catheter.',
        'I choose a child-size mask that reaches from the bridge of the nose to the cleft of the chin.',
        'I take a 500 mL self-inflating bag and connect it to oxygen at 15 litres per minute.',
        'I stand at the head of the bed.',
        'I place the mask the right way up, covering his mouth and nose, holding it with an E-C clamp, with a tight seal and no pressure on the eyes.',
      ],
      [
        'I put his head in the sniffing position without hyperextending the neck.',
        'I open the airway with a head tilt-chin lift, keeping my fingers off the soft tissue under the jaw.',
        'My mask hand lifts the jaw into the mask to keep the airway open.',
        'I squeeze the bag over one second, just enough to see the chest rise.',
        'I give 25 breaths per minute, one every 2 to 3 seconds.',
      ],
      [
        'He has no gag reflex, so I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw.',
        'I insert the oral airway using a tongue depressor to push the tongue down.',
        'The chest now rises well with each breath and his saturation is climbing.',
      ],
      [],
    ],
    runs: [],
    errors: [],
    utterances: MESSAGES,
  },
];
