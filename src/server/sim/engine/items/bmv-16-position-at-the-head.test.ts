import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { positionAtTheHead } from './bmv-16-position-at-the-head.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'pos: head end',
    'Can we pull the bed off the wall so I can stand behind him',
    "I'm behind the bed head.",
    'Take the headboard off and pull the trolley out from the wall so I can get behind him.',
    'I stay at the had of the bed',
    'me @ head end',
    'Head of the trolley.',
    'I am at HOB',
    "I'll take the head, you do the bag",
    'let me take the head',
    'I stand at the head of the bed.',
    'positioning myself at the head of the bed',
    "I'm at the head of the bed",
    'please pull the cot away from the wall so I can get behind her head',
    "I won't bag from the side, I'm behind his head",
    'not ventilating from the side - I stand behind her head',
    'bagging from behind his head',
    'at the bedhead with the bag',
    'I squeeze in behind her head to bag',
    'I go round behind the headboard',
    'standing on the head side of the bed',
  ],
  invalid: [
    "I'll climb up on the trolley beside her tummy and bag from there",
    'bagging her while she lies across my lap',
    'Leaning over from the left side of the bed, facing his chest, is easier for me to bag.',
    'I will kneel up on the trolley next to his chest and bag from there.',
    'Stay where I am next to his chest and squeeze from here',
    'airway from R side of trolley',
    'Mum holds him on her lap and I bag from in front of them',
    'I bag standing by her left shoulder',
    'I stay there by her chest and hold the mask',
    'I am standing beside her legs, bagging',
    'ventilating from the bedside',
    'I cannot get to his head, I bag from here',
    'I ventilate from the side of the bed',
    'I stand beside his chest and bag from there',
    'I stay by her side at the cot rail and bag',
    'bagging from his left side, next to the chest',
    'I remain beside the cot and bag from there',
    'I put myself at the child side to bag',
    'staying next to the bed by his chest',
    'I kneel on the bed beside her chest and ventilate',
  ],
  notDone: [
    'the nurse at the head holds the neck still',
    'could you stand at the side and hold the suction?',
    'the nurse is standing beside the bed',
    'my colleague stays at the side of the bed',
  ],
};

describeItem(positionAtTheHead, CASES, import.meta.url);
