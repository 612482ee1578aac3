import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { callingForHelp } from './bmv-01-calling-for-help.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    "I'd like the anaesthetist here please",
    'put out a paediatric arrest call',
    'we need more hands here',
    'I call for help.',
    'shout for help + call a code',
    "I'm calling a code",
    'put out a major trauma alert',
    'get the on call anaesthetic registrar',
    'help, suction, bag and mask',
    'activating the rapid response team now',
    'she is putting out an emergency call',
  ],
  // Waiting for the apnoeic child to breathe instead of ventilating (the LLM tutor's delay_ventilation).
  invalid: [
    // Drowning drained, warming or results awaited, waiting for the child to come round: breaths put off.,
    'hold the boy upside down so the water runs out',
    'get the fluid out of his lungs with a few abdominal thrusts',
    'warm him up first, then we sort out his breathing',
    'I wait on the chest x-ray result',
    'shake him and watch whether he comes round',
    'we will order a chest x-ray first and then decide',
    'blow by oxygen only for now',
    'keep an eye on her for a few minutes before we decide',
    'we hold the bagging until the consultant gets here',
    'wait for him to take a breath by himself',
    "let's wait and see if he starts breathing on his own",
    "I'll watch him for a minute to see if he breathes",
    'just observing for now, seeing if he breathes',
    "let's just give him a few minutes and reassess",
    'we are going to wait for the senior before we bag',
    'I wait to see if he starts breathing on his own before bagging.',
    "we'll watch for a minute and see whether she breathes by herself",
    'hold off on bagging until the team arrives',
    // Leaving the child to fetch kit, or for a scan, and watching for breathing however it is said.
    'I will nip to the store cupboard for a mask',
    'we run back to resus and grab a bag',
    'let me go and fetch the trolley myself',
    'scan first, then we sort out the airway',
    'I observe the monitor for a minute',
    'we wait until the breathing returns',
    "I'll give him oxygen and wait for the morphine to wear off",
    'we observe her for a couple of minutes',
    "I'll watch the chest for a while before doing anything",
    'I wait and reassess her in a few minutes',
    'no need to call for help, he is just sleepy',
    "I'll grab the mask myself first",
  ],
  notDone: [
    'no abdominal thrusts and no draining, I start bagging straight away',
    "I won't wait for an x-ray, I start bagging now",
    'Should I call for help?',
    'I look to see if he is breathing',
    "I won't wait to see if he breathes, I start bagging",
    'bag and see if he starts breathing again',
    'no point waiting for him to breathe, start BVM now',
    'I send the nurse to fetch the trolley while I bag',
    'I go to the head of the bed',
    'bagging and watching the chest for a couple of minutes',
  ],
};

describeItem(callingForHelp, CASES, import.meta.url);
