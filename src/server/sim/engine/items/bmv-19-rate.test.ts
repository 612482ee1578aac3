import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { rate } from './bmv-19-rate.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'sqeeze over one second, just enough for chest rise, 20 breathes a min',
    'Not 40, too quick - one breath every two and a half seconds.',
    'twentyfive a minit',
    'RR 20, Ti 1s, stop at chest rise',
    'Squeeze... and release... one every three, nice and slow, stop when you see his chest move.',
    'We put the head in sniffing, we open with chin lift on the bone, breath slowly 1 second, 25 by minute',
    'Not hyperventilating him, staying at 20',
    // The rate set as "rr" beside the inspiratory time.
    'Ti 1s, chest rise only, rr 20',
    'bagging at around 20',
    '20 breaths in one minute',
    'RR 20 on the bag',
    'BVM 500, O2 15, peds mask, EC, RR 20',
    'one breath every 3 seconds',
    'bagging q3s',
    'rate 25/min',
    'RR 22',
    'saying squeeze, release, release as I bag',
    'keeping the rate around 24',
    "I won't hyperventilate him, 20 a minute",
    'RR with the bag: 24',
    'respiratory rate via the BVM 20-25',
    'no faster than one breath every 2 seconds',
    'not going quicker than 30 a minute',
    // "eight" is a number, not a misspelt "weight".
    'squeezing the bag twenty-eight times a minute',
  ],
  invalid: [
    "I'll give a breath whenever her sats dip below 90.",
    'I will give a breath whenever the sats start to dip.',
    'Fast as I can, a squeeze every half second.',
    "Squeeze again the moment the bag re-expands, he's desaturating.",
    'Bag him flat out, as many breaths a minute as I can manage.',
    'Quick breaths, forty a minute, she has been hypoxic for ages.',
    'ventilating at roughly 45',
    'bagging 60 breaths in one minute',
    'I bag at 60 breaths per minute',
    'one breath every 10 seconds',
    'I give 6 breaths a minute',
    'we gave 50 breaths in the last minute',
    'bagging as quick as my hands can go',
    'squeeze faster and faster',
    'I hyperventilate him to get his CO2 down',
    'ventilating her quickly to bring the oxygen up',
    'rapid, shallow breaths',
    'I bag him really quickly',
    'one breath every single second',
    'we gave forty five breaths in a single minute',
    'bagging back to back, no pauses',
    'squeeze, release, squeeze, release without any pause',
    'I reckon about forty-eight a minute',
  ],
  notDone: [
    // The patient's own breathing rate is a finding, not a bag rate.
    'she is barely breathing 8 a minute, I call for help',
    'just wait a second, what was the heart rate?',
    "I'll wait for the senior while I keep bagging",
    "what's his RR?",
    "I won't wait, I start bagging straight away",
    'bag and see if he starts breathing again',
    'What rate should I bag at?',
    'Am I bagging too fast?',
    'he is only breathing 8 times a minute, so I call for help',
  ],
};

describeItem(rate, CASES, import.meta.url);
