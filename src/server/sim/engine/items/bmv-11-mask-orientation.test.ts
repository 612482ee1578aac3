import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { maskOrientation } from './bmv-11-mask-orientation.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    "I seat it over mouth and nose, narrow end up, and it doesn't touch his eyes.",
    'The mask goes narrow end up, over the bridge of his nose.',
    // The way round only (not also the mouth and nose covered, BMV-12).
    'apex over his nose bridge, the base sits in the chin cleft',
    'the nasal end of the mask at the top',
    'narrow end on top, over the bridge of her nose',
    'mask the rgiht way up',
    'orientation checked, ok',
    'narrow tip -> nasal bridge',
    'I start the mask at the nasal bridge, then roll it onto the chin',
    'small end of the mask on his nose bridge, big end on the chin',
    'the apex up over the bridge of the nose',
    'mask on the rate way round',
    'mask on the correct way round',
    "making sure the mask isn't upside down, narrow end on the nose bridge",
    'the narrow part of the mask goes on the nose',
    'I place the mask with the narrow end over the bridge of his nose.',
    'pointed end of the mask on the nasal bridge',
    'mask narrow end on the bridge of her nose',
    'the top of the mask rests on the bridge of his nose, off the eyes',
    'mask put on rigth way round',
    'mask goes on the rite way up',
    'the mask ends at the nasal bridge, well below his eyes',
    'pointed end on her nose bridge and the broad end in the chin groove',
    'the mask is on the right way round over his nose and mouth',
    'the apex of the mask points to her nose',
    'I make sure the mask is not inverted, nasal end on the bridge',
    "I check the mask isn't upside down",
    'triangular end of the mask to his nose',
    'the mask goes on nasal end first and I roll it down to the chin',
  ],
  invalid: [
    'I turn the mask round so the apex sits on his lower lip, it fits his long face better.',
    'Mask on with the wide end at the top, it fits better that way round.',
    // Flipped, sideways, or the narrow end at the bottom.
    'Mask goes on flipped.',
    "mask's on sideways but it sort of fits",
    'the narrow end at the bottom',
    'the narrow end sits down near her chin',
    "the mask, which way up doesn't matter",
    'just stick the mask on upside down, quick',
    'whichever way round, I put the mask on',
    'no matter which end goes where, mask on',
    'I put the mask on with the narrow end over his chin',
    'mask upside down, apex on the chin',
    'point of the mask on his chin',
    'I put it with the wide end over the bridge of his nose',
    'the mask went on inverted',
    'we put it on back to front, pointy bit towards the chin',
    'the broad part of the mask sits over his nose',
    'apex resting on the chin',
    'the pointy end of the mask down on her chin',
  ],
  notDone: [
    'Which way round does the mask go?',
    'I put the mask with the pointy bit at the top',
    'I size the mask from the bridge of the nose to the chin',
    'a mask that reaches from his nose to the cleft of his chin',
  ],
};

describeItem(maskOrientation, CASES, import.meta.url);
