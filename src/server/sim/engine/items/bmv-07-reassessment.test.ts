import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { reassessment } from './bmv-07-reassessment.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'After the OPA: good chest rise, HR 120, SpO2 86 and rising.',
    "Head's moved, so a fresh look: chest now lifting, heart rate 130, sats starting to climb.",
    're assesing: is the chest going up, sats, heart rate?',
    're-Ax: chest rise/SpO2/HR after adjunct',
    'spo2 95, chest moving with each breath, pulse 120',
    're-eval: chest rise, spo2, heart rate',
    'after the suction we look at him again',
    're-evaluate: chest, spo2, heart rate',
    'I check again the sats and whether the chest moves',
    'after each step I look if it is better',
    'watching the chest rise',
    'I check chest rise, sats and heart rate.',
    'I reassess the chest rise, SpO2 and heart rate',
    'I reassess: chest rise and sats improving',
    'I check: is the chest moving, what do the sats do?',
  ],
  invalid: [
    "I won't stop to check his chest or the sats, we'll see how he is at the end.",
    'No need for another look at her chest, the monitor will alarm if something changes',
    "don't re-look at chest or sats, just keep bagging",
    'We can stop looking at the monitor and get the collar back on.',
    "Skip the checks, the monitor will alarm if something's wrong.",
    "Don't re-examine him, just keep bagging, he'll be fine.",
    "Airway's in, no need to look at him again, let's sort the fluids.",
    "Airway's in, move on, we don't need to look at him again.",
    "The sats are 95, so I'll stop checking his chest.",
    "The oral airway is in, we're done checking, just carry on bagging.",
    "Nasal airway's in so we're sorted, I'm not going to bother rechecking anything.",
    "OPA is in, we don't need to check her again until PICU turn up.",
    'no reassessment needed post-OPA, carry on',
    "That's the airway sorted, no need to keep checking his sats.",
    "Turn the monitor alarms off, I'll just watch his colour.",
    "I don't need to keep checking her chest and sats now",
    "Don't worry about rechecking the monitor",
    "NPA's in, I don't need to look at the monitor, just keep squeezing",
    "No need to look at her sats again, she'll be fine now",
    'we skip the recheck and carry on',
    "I'm not going to reassess, let's move on",
    "I don't look at the sats, I just keep squeezing",
    'no need to check the monitor',
  ],
  notDone: [
    'I suppose then we will reassess his sats',
    'I think next I would check the heart rate again',
    'once she is pink I will reassess everything',
    'I would recheck his sats in a few minutes',
    'I watch his chest to see if the breathing comes back',
    'I squeeze just enough to see her chest rise',
  ],
};

describeItem(reassessment, CASES, import.meta.url);
