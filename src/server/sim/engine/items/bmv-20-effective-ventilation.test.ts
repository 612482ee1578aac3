import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { effectiveVentilation } from './bmv-20-effective-ventilation.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'Chest up, sats 94.',
    'Good rise and fall of the chest, sats now 94.',
    'good bilat chest rise',
    'Both sides of her chest come up with each squeeze',
    // A finding marked present beside values, and a saturation given as its two values.
    'chest rise +, SpO2 80 -> 90',
    'reassess: CR +, SpO2 95 up, HR 100 -> effective',
    // Reported after the rate: the result, not the squeeze's target.
    'slow squeezes over 1 sec, 1 every 3 sec, chest rising',
    'every breath raises his chest, spo2 88 and climbing',
    'vent effective now',
    'the chest lifts with every breath',
    'both sides of her chest are going up now',
    'watching the chest rise',
    'the chest goes up and down with each squeeze',
    'The chest is rising visibly and his SpO2 is going up.',
    'chest rising, sats improving',
    'chest rising, SpO2 improving',
    'we are seeing good chest rise and her saturations have come up',
    'sats went from 84 to 93, chest moving with every breath',
    'chest rise good, SpO2 up',
    'she is pinking up and the chest rises with each squeeze',
    'bagging is adequate, bilateral chest excursion',
    'I see both sides of his chest rising',
    // The signs checked, then the verdict on them.
    'rechecked CR and SpO2: improving',
    'looked at chest rise, sats, heart rate, all better',
  ],
  invalid: [
    "Chest isn't moving and sats are falling, but she's got an airway in so it must be fine",
    "Tummy's getting big and the chest is flat, but keep bagging the same.",
    "Chest still isn't rising; same squeeze until anaesthetics arrive.",
    'minimal rise, sats flat, good enough for now',
    "The chest still isn't moving but his colour is OK, keep going the same way.",
    'Her chest is flat with every breath but the sats are creeping, so carry on exactly as we are.',
    "Barely any chest movement, but the monitor's happy so I'm not changing anything.",
    'Her tummy is swelling up but the chest is not, keep going anyway.',
    "Air's going into his belly instead of his chest, whatever, keep going.",
    'No chest rise, but I can hear the bag going so it must be working.',
    'Still no chest rise after the NPA, just keep squeezing and hope.',
    "Saturation stuck at 70 and I can't see her chest go up, but we continue.",
    'sats falling to 60, I just keep going',
    'the chest is hardly moving, the monitor must be wrong',
    'sats not improving and no chest rise but I take that as okay',
    "the chest isn't rising but it's fine",
    'the chest is not rising but her sats are fine so I carry on',
    'hardly any chest movement, but I keep going the same way',
    'I keep bagging as before even though the chest is not moving',
    'very little chest movement but that will do, continue',
    'I keep going although we cannot see the chest rise',
  ],
  notDone: [
    // What a reassessment will look at, listed with "+" for and.
    'reassess: CR +, SpO2, HR',
    // The chest rise a squeeze is given to is the squeeze's (BMV-18).
    'slow squeeze over 1 sec, visible chest rise',
    'puffs of a second each and the chest lifts',
    'sats are dropping, so I reposition the head and re-seal the mask',
    'Is his chest rising now?',
    'I squeeze gently until I see the chest rise',
    'just enough to see his chest rise',
    'recheck sats, HR and chest rise',
    'bag at 40 a minute to get the sats up',
    'the chest barely rises, what am I missing?',
    'if the chest does not rise I would reposition and keep going',
    'are the breaths adequate?',
    'check chest rise and spo2: better?',
    'the breaths are not going in',
  ],
};

describeItem(effectiveVentilation, CASES, import.meta.url);
