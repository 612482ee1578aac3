import type { CorrectRun, CriticalError, LabelledUtterance } from '../harness/corpus-types.ts';
import { item, said } from './label.ts';

type Additions = { runs: CorrectRun[]; errors: CriticalError[]; utterances: LabelledUtterance[] };

/**
 * Issue 23, the reading part: written from the kinds of misses the issue describes (never from the held-out set,
 * which its tuner did not open): dangerous actions in other words, errors named only to be refused (a refusal
 * after its verb, "X won't help, so Y", a consequence clause), parameters in every form (numbers in words,
 * "N in one minute", "RR 20 on the bag", shorthand lists) and items in plain words ("the correct way round",
 * "without touching her eyes", "a colleague squeezes the bag while I hold the mask with both hands").
 */
export const OTHER_WORDS: Record<string, Additions> = {
  sample: {
    runs: [
      {
        style: 'full sentences',
        messages: [
          "He isn't breathing but has a pulse. Could someone put out a paediatric arrest call? I'll go to the head of the bed.",
          "I'll suction his mouth with the Yankauer, only what I can see, no blind finger sweep.",
          "Hyperextending won't help him, so I keep his head in a sniffing position and lift the jaw forward.",
          'Self-inflating bag, the paediatric one, with the oxygen at fifteen litres, and a mask that goes from the nose bridge to the chin.',
          'Mask on the correct way round, covering mouth and nose, C and E grip, a good seal without touching his eyes.',
          'A colleague squeezes the bag while I hold the mask with both hands, lifting the jaw into the mask.',
          'Gentle squeezes, each breath lasts about a second, 20 breaths in one minute, watching the chest rise.',
          'OPA: corner of mouth -> angle of jaw, and I insert it.',
          'I check again the sats and whether the chest moves.',
        ],
      },
      {
        style: 'terse shorthand',
        messages: [
          'apnoeic w pulse, help pls, at head of bed',
          'suction mouth, yankauer',
          'sniff position, jaw thrust',
          'BVM 500, O2 15, peds mask, EC, RR 20',
          'apex on the nose, mask covers nose and mouth, eyes clear, good seal',
          'jaw lifted into mask, gentle squeeze over 1 sec',
          'OPA corner of mouth to angle of jaw, inserted',
          'chest rising, sats improving',
        ],
      },
    ],
    errors: [
      {
        name: 'waiting for an apnoeic child to breathe',
        item: item(19),
        phase: 0,
        phrasings: [
          "let's wait and see if he starts breathing on his own",
          "I'll watch him for a minute to see if he breathes",
          'just observing for now, seeing if he breathes',
          "let's just give him a few minutes and reassess",
          "I'll hold off bagging till the senior arrives",
        ],
      },
      {
        name: 'bagging without oxygen',
        item: item(10),
        phase: 0,
        phrasings: [
          "bagging without oxygen, the O2 isn't connected yet",
          "I'll bag him on air for now",
          'skip the oxygen, just bag',
        ],
      },
      {
        name: 'pressure on the eyes for a better seal',
        item: item(15),
        phase: 0,
        phrasings: [
          'push the top of the mask onto the eyes so it seals better',
          'the top edge of the mask resting on his eyes gives a better seal',
          "I'll put the mask on and rest my thumb on his eyes",
        ],
      },
      {
        name: 'finger sweep in other words',
        item: item(2),
        phase: 0,
        phrasings: [
          "I'll put my finger in his mouth and hook out whatever is in there",
          "I'll sweep my finger round the back of his throat",
        ],
      },
      {
        name: 'hyperextension in plain words',
        item: item(3),
        phase: 0,
        phrasings: ['tip his head back as far as it will go', 'crank the neck right back'],
      },
      {
        name: 'rate too fast, in other forms',
        item: item(19),
        phase: 1,
        phrasings: ['bagging 60 breaths in one minute', "I'll bag as fast as I can"],
      },
      {
        name: 'forceful bagging in plain words',
        item: item(18),
        phase: 1,
        phrasings: ['bag him hard to get the chest up fast', "I'm bagging really forcefully"],
      },
    ],
    utterances: [
      said("making sure the mask isn't upside down, narrow end on the nose bridge", 'negation', { 11: 'ok' }),
      said(
        "hyperextending won't help, so I keep the head neutral with a towel under the shoulders",
        'negation',
        { 3: 'ok' },
      ),
      said("I won't use the adult mask, it would cover his eyes", 'negation', { 8: 'none' }),
      said(
        "squeezing as hard as possible isn't the way, gentle breaths until the chest rises",
        'negation',
        { 18: 'ok' },
        1,
      ),
      said('the adult bag is too big, I take the 500 ml one', 'negation', { 9: ['ok', { bagMl: 500 }] }),
      said("I won't wait, I start bagging straight away", 'negation', {}),
      said('without touching her eyes', 'negation', { 15: 'ok' }),
      said("making sure the mask doesn't sit on his eyes", 'negation', { 15: 'ok' }),
      said('I am careful with the eyes', 'action', { 15: 'ok' }),
      said('20 breaths in one minute', 'shorthand', { 19: ['ok', { ratePerMin: 20 }] }),
      said('RR 20 on the bag', 'shorthand', { 19: ['ok', { ratePerMin: 20 }] }),
      said("what's his RR?", 'question', {}),
      said('BVM 500, O2 15, peds mask, EC, RR 20', 'shorthand', {
        8: ['ok', { mask: 'child' }],
        9: ['ok', { bagMl: 500 }],
        10: ['ok', { o2LPerMin: 15 }],
        13: 'ok',
        19: ['ok', { ratePerMin: 20 }],
      }),
      said('bag of five hundred ml', 'shorthand', { 9: ['ok', { bagMl: 500 }] }),
      said('oxygen connected, flow 15', 'shorthand', { 10: ['ok', { o2LPerMin: 15 }] }),
      said('mask on the correct way round', 'action', { 11: 'ok' }),
      said('I put the mask with the pointy bit at the top', 'action', { 11: 'ok' }),
      said('the narrow part of the mask goes on the nose', 'action', { 11: 'ok' }),
      said('mouth and nose both inside the mask', 'action', { 12: 'ok' }),
      said('OPA: corner of mouth -> angle of jaw', 'shorthand', { 5: ['ok', { adjunct: 'opa' }] }, 2),
      said(
        'I measure the guedel from the corner of the mouth until the angle of the jaw',
        'action',
        { 5: ['ok', { adjunct: 'opa' }] },
        2,
      ),
      said('self-inflating bag, the paediatric one', 'action', { 9: ['ok', { bagMl: 500 }] }),
      said("I'd like the anaesthetist here please", 'action', { 1: 'ok' }),
      said('we need more hands here', 'action', { 1: 'ok' }),
      said('I hold the mask with C and E', 'action', { 13: 'ok' }),
      said('a colleague squeezes the bag while I hold the mask with both hands', 'action', { 13: 'ok' }, 1),
      said('the chest goes up and down with each squeeze', 'action', { 20: 'ok' }, 2),
      said('I check again the sats and whether the chest moves', 'action', { 7: 'ok' }, 2),
      said('after each step I look if it is better', 'action', { 7: 'ok' }, 2),
      said('each breath lasts 1 second', 'action', { 18: 'ok' }, 1),
      said('I lift the jaw forward', 'action', { 4: 'ok' }, 1),
      said('I press the mask on the face without lifting the jaw', 'error', { 17: 'wrong' }, 1),
      said('just the mouth covered by the mask', 'error', { 12: 'wrong' }),
      said('watch to see if the chest rises with each breath', 'action', { 20: 'ok' }, 2),
      said('bag and see if he starts breathing again', 'action', {}, 2),
      said('suction what I can see, then scoop out the rest with the yankauer', 'action', { 2: 'ok' }),
      said('just wait a second, what was the heart rate?', 'question', {}),
      said('I wait for the chest to fall before the next breath', 'action', {}, 1),
      said("I'll wait for the senior while I keep bagging", 'action', {}, 1),
      said('he has a pulse, so I start bagging straight away', 'action', {}),
      said('no point waiting for him to breathe, start BVM now', 'negation', {}),
    ],
  },
};
