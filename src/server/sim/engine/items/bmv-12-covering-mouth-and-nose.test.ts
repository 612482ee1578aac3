import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { coveringMouthAndNose } from './bmv-12-covering-mouth-and-nose.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'mask over mouth an nose, rim in the chin cleft',
    'making sure I never leave her mouth uncovered',
    'mask on, covering mouth/nose',
    'the mask shuts over both, lips and nose',
    'face mask over moth and nose',
    'nose is under the mask and the mouth is under too',
    'I place the mask, mouth and nose both inside it',
    'mouth and nose both inside the mask',
    'mask covers mouth + nose',
    'mask covering his mouth and nose',
    'E-C clamp, tight seal over mouth and nose, off the eyes',
    'mask over nose n mouth',
    'narrow end on the nose, the rest of the mask over her mouth',
    'the mask goes over his lips and nostrils',
    'make sure it covers the mouth as well as the nose',
    'both his nostrils and his mouth sit inside the mask',
    'mask over the noes and mouth',
  ],
  invalid: [
    "Vomit's coming out of her nose, so I'll leave the nose out and seal round her lips.",
    'the mask covers his nose, his mouth is half outside the rim',
    "I'll put it on his mouth only and leave the nose out",
    'her nose is blocked so I only place the mask over her mouth',
    'the mask just on her nose, I hold her lips shut',
    'the mask goes over her mouth, leaving her nose uncovered',
    'the mask covers his eyes and nose',
    'I press the mask over her mouth and chin',
    'the mask on his mouth and I pinch his nostrils shut',
    'the mask is just over the nostrils',
    'mask only on her nostrils, the mouth is open',
    'just the mouth covered by the mask',
    'the mask covers just his mouth',
    'mask over the mouth only, nose left out',
    'mask over his mouth, nose free',
    'the small mask only fits over her mouth',
    'neonatal mask over the mouth of this 4 year old',
    'the mask sits on his mouth, the nose sticks out',
    'mask placed, but his nose is left uncovered by the mask',
    'her nose is not inside the mask',
    "the mouth isn't covered by the mask",
    'the mask sits under his nose, over only his mouth',
  ],
  notDone: [
    'I suction the mouth and nose, then bag',
    'I suction his mouth and nose',
    'I suction the mouth only, not the nose',
    'I would take the child mask, size 2, it covers the mouth and nose without touching the eyes',
    'a toddler mask which fits over nose and mouth',
  ],
};

describeItem(coveringMouthAndNose, CASES, import.meta.url);
