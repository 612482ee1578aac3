import { sampleCase } from '../../../src/server/cases/sample-case.ts';
import type { HeldOutCase } from '../../harness/held-out-types.ts';
import { MESSAGES } from './messages.ts';

export const BLIND_PARAPHRASES_B: HeldOutCase[] = [
  {
    id: 'blind-paraphrases-b-sample',
    title: 'Blind paraphrases B (BMV-11 to BMV-20), sample case',
    caseDoc: sampleCase,
    requiredByPhase: [
      ['BMV-2', 'BMV-8', 'BMV-9', 'BMV-10', 'BMV-11', 'BMV-12', 'BMV-13', 'BMV-14', 'BMV-15', 'BMV-16'],
      ['BMV-3', 'BMV-4', 'BMV-17', 'BMV-18', 'BMV-19'],
      ['BMV-5', 'BMV-6', 'BMV-20'],
      [],
    ],
    setup: [
      [
        'I am standing at the head of the bed.',
        'I suction the secretions from his mouth with a size-appropriate Yankauer suction catheter.',
        'I choose a child-size mask that reaches from the bridge of the nose to the cleft of the chin without covering the eyes.',
        'I take a 500 mL self-inflating bag.',
        'I connect the bag to oxygen and turn the flow on to 15 litres per minute.',
        'I place the mask the right way round, narrow end over the bridge of the nose, covering both the mouth and the nose.',
        'I hold the mask with an E-C clamp grip and make a tight seal, keeping pressure off the eyes.',
      ],
      [
        'I put his head in the sniffing position without hyperextending the neck.',
        'I open the airway with a head tilt-chin lift, keeping my fingers on the bone of the jaw and off the soft tissue underneath.',
        'With my mask hand I keep lifting the jaw into the mask so the airway stays open.',
        'I squeeze the bag over about one second, just enough to see the chest rise.',
        'I give one breath every 3 seconds, about 20 breaths per minute.',
      ],
      [
        'I measure an oropharyngeal airway from the corner of the mouth to the angle of the jaw.',
        'I insert the OPA using a tongue depressor to push the tongue down and slide it in following the curve.',
        'I keep ventilating: the chest rises visibly with each breath and his SpO2 is climbing.',
      ],
      [],
    ],
    runs: [],
    errors: [],
    utterances: MESSAGES,
  },
];
