import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { squeeze } from './bmv-18-squeeze.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'squeeze 1s each, then let go',
    'only enough to make the chest lift',
    'squeeze till the chest is going up',
    'sqz gently to chest rise',
    'each breath lasts 1 second',
    "squeezing as hard as possible isn't the way, gentle breaths until the chest rises",
    'I squeeze the bag gently over one second until the chest rises.',
    'squeeze over 1 second until the chest rises',
    'each breath over 1 second, just enough for chest rise',
    "I don't squeeze the whole bag",
    'not squeezing hard, just enough for the chest to come up',
    'squeeze the bag slow, only to see the chest rise',
    'squeezing slowly till the chest rises',
    'breaths are delivered slowly',
    'bagging gently at 20 a minute',
    'tidal volume just to chest rise',
    'inspiratory time of about 1 second',
    'I squeeze only part of the bag',
    'soft bag squeezes',
    'each breath for about 1 second',
    'squeezing only until I see a visible rise, just a visible rise',
    'I stop squeezing once the chest starts to rise',
    'squeezing just enuf to see her chest come up',
  ],
  invalid: [
    'jabbing the bag quickly',
    'I give him the whole bag every breath',
    'squeezing it all out every time',
    'full bag breaths for him',
    'bag him hard to get the chest up fast',
    'I squeeze the bag as hard and fast as I can',
    'I squeeze the bag really hard',
    'squeezing the bag completely empty with each breath',
    'short sharp squeezes',
    'big powerful breaths',
    'half a second per squeeze',
    'breaths so big her tummy blows up',
    'squeezing the bag, really forceful',
    'I squeeze the entire adult bag',
    'compress the bag really hard',
    'pumping the bag forcefully',
    'big, strong breaths',
    'I squeeze the 500 ml bag fully every breath',
    'squeeze the adult bag all the way each time',
  ],
};

describeItem(squeeze, CASES, import.meta.url);
