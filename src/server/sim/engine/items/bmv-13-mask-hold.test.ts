import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { maskHold } from './bmv-13-mask-hold.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'E see clamp with my left hand, good seel, mask kept off his eyes',
    'Thumb and index keep the mask on while my other three fingers hook his jaw and raise it.',
    'Chest hardly moving: I take the mask in both hands, thumbs on it and fingers thrusting his jaw, while the nurse does the bag.',
    "I'm not squashing the mask down; the three fingers on her jawbone bring it up to the mask.",
    'E fingers hooking jaw up into mask, C on top',
    'Two-handed now: both thumbs on the mask, fingers lifting her jaw into it, nurse squeezing.',
    'thumb and forefinger making the C, last three fingers on his jawbone as the E',
    // Two-handed said of the jaw thrust; the E-C grip named as the fingers that lift.
    'two-handed jaw thrust holding the mask',
    'the three fingers of my E-C grip lift her mandible up into the mask',
    'the leak is bad, so a two-handed grip on the mask while the nurse bags',
    'a C around the mask and an E under the jaw',
    'easy grip on the mask, seal good',
    'mask held with my three E fingers on the jaw',
    'a colleague squeezes the bag while I hold the mask with both hands',
    'I hold the mask with C and E',
    'E-C clamp, tight seal',
    'C and E grip on the mask',
    'two-handed mask hold while a nurse squeezes the bag',
    'EC grip',
    'both hands in a double E-C on the mask',
    'holding the mask in a C with my thumb and index',
    'letter C and E grip',
    'thumb and first finger make a C on the mask rim',
    'remaining three fingers under the jaw bone',
    'the three fingers under his jaw bone, thumb and index hold the mask',
  ],
  invalid: [
    "I'll hold the mask down with the flat of my palm.",
    "I'm holding the mask down with my knuckles on top of it.",
    'Fingertips on the mask dome, pressing it on',
    "Seal's bad but I'll manage alone, the nurse needs to keep holding the neck.",
    "Leak under his chin, but I'll stick with my single-hand grip and keep bagging.",
    "His face is so small I can't fit an E-C, so I just cup the whole mask in my palm.",
    "The seal isn't great but with one person it'll have to do.",
    "Two fingers pushing down on the mask's top, that's all you need.",
    // One hand kept through a leak with no one sought; the heel of the hand on the mask.
    'big leak but nobody is free, I keep going one handed',
    'leaking with one hand but I can manage alone',
    'I hold it down with the heel of my hand',
    'a big leak, but I can manage on my own with one hand',
    'poor seal, I carry on single-handed regardless',
    'leaking everywhere but I stay one-handed and not get a second person',
    'I hold the mask with my fingertips',
    'keeping the mask on using one finger in the middle',
    'mask on, I press it down with my palm',
    'I hold the mask on with my palm flat on top of it',
    'I just press my whole palm on the mask to hold it',
    'my hand lies flat over the mask',
    'the mask is held down using my palm',
    'palm of my hand on top of the mask',
    "it's leaking a lot, but I'll stay one-handed, no need for a second person",
  ],
  notDone: [
    "If the seal is poor I'll switch to a two-person technique.",
    'should we go two-person?',
    'the seal is tight, so one-handed is fine, no need for a second person',
  ],
};

describeItem(maskHold, CASES, import.meta.url);
