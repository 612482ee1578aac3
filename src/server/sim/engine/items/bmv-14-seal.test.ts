import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { seal } from './bmv-14-seal.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    "There's a leak by her left cheek, so I'm repositioning the mask and pressing the rim evenly.",
    "I hold it with an E-C clamp and press it down until the seal is tight and I can't hear a leak.",
    'Still a leak at the right cheek, so I re-seat the mask and press the rim down evenly: no hiss now.',
    "Rim pressed down evenly on her cheeks and chin, air's not escaping.",
    'Adjusting the cushion all the way round his face until nothing leaks.',
    'EC clamp with my left hand and I check no air is escaping around the edge.',
    "Air's whistling out by her jaw on the left; I adjust my grip and it stops.",
    'I press the rim evenly all the way round so no air gets out.',
    'no air leaking at the edges',
    'lifted the jaw and the leak has stopped',
    'E-C clamp, tight seal',
    'the seal is tight, no leak now',
    '2-person BMV, tight seal',
    'mask on, tight all round',
    'the seal was leaking, so I reseated it and now there is no leak',
    'nothing escaping, no air coming out at the edges',
    'the leak has been sorted, good seal',
    'mask firmly on with no gaps around it',
    'there is no leak so I continue',
    // Dictated punctuation: "full stop" ends the sentence, it does not stop the seal.
    'EC clamp on the mask full stop tight seal full stop',
  ],
  invalid: [
    "There's a whistle of air round the side of the mask, but the chest moves a bit, I'll keep going.",
    'leak at the cheek, not worth fixing, carry on bagging',
    "Ignore the hissing round the mask, we're short on time.",
    "There's a gap under the mask at his chin but the bag still empties, so that's fine.",
    "Leak under his chin, but I'll stick with my single-hand grip and keep bagging.",
    "Air's whistling out by her chin but the chest is sort of moving, I'll leave it.",
    "Can't get a seal so I'll squeeze harder to make up for the leak.",
    // A leak said as air hissing out, and kept with a comma.
    "air's hissing out round the side but keep going",
    'small leak under the chin, it will do',
    'some air escaping round the edge, I will leave it',
    'the seal is loose but that will do',
    "the seal is not tight, but it's ok, go on",
    "air leaking at the cheek, I'll bag harder to compensate",
    'no need for a perfect seal',
    'mask leaking a lot but I stay one-handed',
    'I accept a small leak around the mask',
    'leaky seal is fine',
    'air is leaking round the edge but I carry on',
    'some leak at the side of the mask, but that is fine',
    'we keep bagging despite a big leak',
    'a bit of a leak at the cheek, never mind, we continue',
    'leaking under the chin but not a big deal, keep going',
    'small leak, I will live with it',
    'mask not sealing properly but okay, go on',
  ],
  notDone: [
    'take a larger mask, bigger makes a better seal',
    'the seal was loose, so I reseated the mask with two hands',
    'Is the seal good now?',
    "if the chest still doesn't rise I'll check the mask seal",
    'the seal is poor, so we go two-person with a nurse squeezing',
    'I press the mask down hard to get a tight seal',
    'the top of the mask sits on his eyes but it seals well',
    'no adjunct until the mask seal is right',
    'until the leak is sorted I keep adjusting',
  ],
};

describeItem(seal, CASES, import.meta.url);
