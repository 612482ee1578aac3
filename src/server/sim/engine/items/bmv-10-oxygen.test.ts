import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { oxygen } from './bmv-10-oxygen.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'hook the tubing to the O2 flowmeter and turn it up to fiveteen',
    'hook the bag up to the 02 and open it to fiften',
    'Plug the bag tubing into the wall oxygen and run it flat out, fifteen a minute.',
    'Oxygen tubing from the bag to the flowmeter, set at 15.',
    // A flow said "a minute" just after the oxygen; a bag's size in litres before the flow.
    'No room air: the bag goes on oxygen, 15 a minute.',
    'small adult mask, 1L adult SIB, O2 15',
    'the O2 is not off, the flowmeter is at 12 L/min',
    'oxygen connected, flow 15',
    "I won't bag without oxygen, O2 at 15 L",
    'I connect the bag to oxygen at 10 L/min.',
    'child BVM, O2 15L',
    'oxygen 12 L/min',
    // The flow said after a verb or two: "connected at", "up to", "I open".
    'the O2 is hooked up at 12',
    'turn the flowmeter up to 15 please',
    'not on room air, oxygen running at 15',
    'the O2 is hooked up and turned right up to 15',
  ],
  invalid: [
    'I will not bother hooking up the oxygen until the team arrives.',
    'flowmeter is stuck, I will just start bagging without it and sort it out later',
    '500 ml bag, not connecting O2 yet, will do it once he pinks up',
    'I will bag him off air till PICU come.',
    'I will turn the flow on later when we are going',
    'Oxygen is at the wall but I have not plugged the bag in, we will do that after',
    'oxygen I will leave off for now so I can see the chest better',
    'no oxygen on the bag yet, the cylinder is across the room, we will get it later',
    'O2 tubing not connected, we will add it if his sats do not improve',
    'Skip the oxygen, high O2 is bad for head injuries',
    'The bag is not attached to anything yet, I will start anyway and the nurse can plug it in later.',
    'Self-inflating bag, tubing attached but the flowmeter stays off.',
    "Start squeezing with the oxygen tubing left dangling; we'll plug it in later.",
    "The oxygen outlet's on the other wall, so I'll bag him without it.",
    "The tubing's on but leave the flowmeter off, the bag fills up by itself.",
    'Bag is connected to the oxygen but nobody turned the flow on - fine, carry on.',
    "The tubing isn't attached but the bag still inflates, so just go.",
    "I'll bag him on air for now and only add oxygen if the sats don't recover.",
    'do not bother hooking up the oxygen, just bag',
    'the bag is not attached yet, we squeeze anyway',
    'start bagging now, we can plug in the oxygen afterwards',
    'no need to connect the O2 for now, just bag',
    'we forgot to switch the oxygen on at the wall',
    'o2 tubing on the bag, the flowmeter was never opened',
    'O2 at 3 litres on the bag',
    'oxygen not running yet but we start bagging',
    "bagging without oxygen, the O2 isn't connected yet",
    "I'll bag him on air for now",
    'skip the oxygen, just bag',
    'O2 at 2 L/min',
    "I'd bag him on room air",
    'BVM not connected to oxygen',
    // Bagging accepted without the oxygen: put off, or left unconnected.
    'the bag is not hooked up to anything yet but that is ok',
    'start bagging now, we can connect the oxygen later',
    'the oxygen can wait, just bag',
    "oxygen isn't hooked up yet but let's start, ambient air will do",
    "haven't got the O2 connected but start bagging, air is fine",
    'the flowmeter can stay off for now',
  ],
  notDone: [
    'Is the oxygen turned on?',
    'Should the oxygen be at 10 or 15?',
    'an adult bag, the 1.5 litre one',
  ],
};

describeItem(oxygen, CASES, import.meta.url);
