import type { CorrectRun, CriticalError, LabelledUtterance } from '../harness/corpus-types.ts';
import { item, said } from './label.ts';

type Additions = { runs: CorrectRun[]; errors: CriticalError[]; utterances: LabelledUtterance[] };

/**
 * Round 2, items BMV-11 to BMV-20 (mask orientation, covering mouth and nose, mask hold, seal, eyes, position at the
 * head, mask hand opening the airway, squeeze, rate, effective ventilation). Written on the first day of round 2,
 * BEFORE any engine change of that round, by the helper tuning those items, from PALS bag-mask practice and the
 * ways residents write (shorthand, typos, non-native English, "we"/passive, orders to a nurse, negated errors,
 * rationales, hedges, several actions at once), without looking at any blind set. Not copied from the first blind
 * set's misses either: those are its own development batch.
 *
 * Measured on the engine as it was before round 2's changes (`npm run eval -- --no-held-out`, the round-2 row with
 * only this file registered): see BEFORE below.
 */
export const BEFORE =
  'round-2 row: correct runs 0/3, false stops 0, errors stopped 59/80, precision 100.0 %, recall 83.7 % (130 utterances)';

export const ROUND_2_ITEMS_11_20: Record<string, Additions> = {
  sample: {
    runs: [
      {
        style: 'full sentences',
        messages: [
          'No breathing but he has a pulse. Somebody put out a call for the paeds team, I take my place behind his head at the top of the trolley.',
          'Nurse, suction his mouth with the Yankauer please, just the front, what we can see.',
          'We will use the 500 ml self-inflating bag with oxygen running at 15 L and a child face mask that fits from nose bridge to chin cleft.',
          'Mask apex on the nasal bridge and base in the chin cleft, so nose and mouth are both inside it; I clamp it with E-C, no air escaping round the rim, and the rim is kept below his eyes.',
          'Head neutral in sniffing position with a folded towel, no hyperextension, and a jaw thrust.',
          'My three lower fingers pull the mandible up into the mask while the thumb and index hold it, and the nurse squeezes slowly over a second, only until the chest starts to rise, about one breath every three seconds.',
          'Oral airway measured corner of the mouth to the angle of the mandible, inserted.',
          'Chest now moves up with each breath and his sats have climbed to 95.',
        ],
      },
      {
        style: 'terse shorthand',
        messages: [
          'apnoeic + pulse -> call for help, me at head end',
          'yankauer sxn oropharynx',
          '500ml BVM, O2 15L, child mask',
          'apex nose / base chin, covers mouth+nose, EC, sealed, eyes free',
          'sniffing pos, JT',
          'jaw lifted into mask w/ E fingers; gentle 1 s breaths, rate 20',
          'OPA corner mouth -> angle jaw, in',
          'chest rise +, sats up',
        ],
      },
    ],
    errors: [
      {
        name: 'mask upside down, other words',
        item: item(11),
        phase: 0,
        phrasings: [
          'I put the mask on with the wide end over her nose',
          'mask placed inverted, the pointy part sitting on the chin',
          'we apply the mask reversed, chin end up over the nose',
          'pointy end of the mask goes at his chin',
          'the mask is the wrong way round but it seals so I leave it',
          'I flip the mask so the broad end is on the bridge of the nose',
        ],
      },
      {
        name: 'mask over the mouth or the nose only, other words',
        item: item(12),
        phase: 0,
        phrasings: [
          'the mask just goes over his mouth',
          'mask on the mouth, nose left out',
          'I cover only his nose with the mask',
          'mask sitting on the lips only, nostrils free',
          'the mask covers his mouth but not his nose',
          'mask over the mouth, his nose sticks out above it',
        ],
      },
      {
        name: 'mask held with a palm or fist, other words',
        item: item(13),
        phase: 0,
        phrasings: [
          'I press the mask on with my palm',
          'hand flat on top of the mask',
          'I hold the mask on with the palm of my hand over it',
          'I cover the mask with my whole palm',
          'mask held under my open hand, fingers spread',
        ],
      },
      {
        name: 'leak accepted, other words',
        item: item(14),
        phase: 0,
        phrasings: [
          "there's some air escaping at the sides but I'll keep bagging",
          "it leaks a bit, doesn't matter, continue",
          'leak around the cheeks, I ignore it',
          'small leak under the chin, we carry on anyway',
          'I accept a leaky mask and keep ventilating',
          'mask is not sealing well but it is good enough, go on',
        ],
      },
      {
        name: 'pressure on the eyes, other words',
        item: item(15),
        phase: 0,
        phrasings: [
          "the mask's upper rim rests on his eyelids",
          'my thumb is pressing on his eye to hold the mask down',
          'the mask goes up over his eyes, it seals better that way',
          "it's fine even if the mask sits on his eyes a little",
          'pushing the top of the mask against the eyes',
          'his eyes are under the mask too',
          'I lean on the mask with my fingers over his eye sockets',
        ],
      },
      {
        name: 'ventilating from the side or the foot, other words',
        item: item(16),
        phase: 0,
        phrasings: [
          "I'll bag him from the side of the bed",
          'I bag from the foot of the trolley',
          'ventilating from his left side',
          'I stay beside the trolley and bag from there',
          "I position myself at the patient's side to ventilate",
        ],
      },
      {
        name: 'pushing the mask down, or the mask hand not lifting the jaw',
        item: item(17),
        phase: 1,
        phrasings: [
          'I push the mask down hard onto his face',
          'I keep pressing the mask down firmly on his face',
          'the nurse does the chin lift while I just hold the mask',
          'I let go of the jaw and just hold the mask on',
          'I hold the mask on without lifting his jaw',
          'pushing his face down into the mattress with the mask',
        ],
      },
      {
        name: 'squeezing too hard or the whole bag, other words',
        item: item(18),
        phase: 1,
        phrasings: [
          'I squeeze the bag all the way down every breath',
          'give him big breaths to open up the lungs',
          'squash the bag as hard as I can',
          'we empty the bag completely with each breath',
          'strong, deep squeezes',
          'I squeeze with both hands to get more air in',
          'pump the bag hard',
        ],
      },
      {
        name: 'rate too fast, other words',
        item: item(19),
        phase: 1,
        phrasings: [
          'bag at 50 per minute',
          'one breath each second',
          'bagging quickly to get his sats up fast',
          'rate 40',
          'I hyperventilate him a bit to blow off CO2',
        ],
      },
      {
        name: 'rate too slow, other words',
        item: item(19),
        phase: 1,
        phrasings: [
          'one breath every 10 seconds',
          'rate of 8 a minute',
          '6 breaths per minute is enough for him',
          'bagging at a rate of 10',
          'I give a breath about every 7 seconds',
        ],
      },
      {
        name: 'carrying on without chest rise, other words',
        item: item(20),
        phase: 2,
        phrasings: [
          'no chest movement but sats are ok-ish so I just continue',
          "chest isn't rising, I keep bagging anyway",
          "I carry on the same even though I can't see the chest move",
          "the chest doesn't move with the breaths, never mind, keep going",
          "not much chest rise but I'll continue as is",
        ],
      },
    ],
    utterances: [
      // BMV-11, right. (The two ends on the nose and the chin were also labelled BMV-12 until 2026-11-28; the blind
      // sets' authors read them as the way round only, and so does the engine since.)
      said('mask apex sits on the nasal bridge, base rests in the chin groove', 'action', { 11: 'ok' }),
      said('narrow end up toward the nose, wide end down on the chin', 'action', { 11: 'ok' }),
      said('Nurse, turn the mask around, the pointed part goes over his nose.', 'action', { 11: 'ok' }),
      said('the triangle tip points to his forehead', 'action', { 11: 'ok' }),
      said('mask positionned with the narow end on nose bridge', 'typo', { 11: 'ok' }),
      said('We place the mask correctly oriented, apex cephalad.', 'action', { 11: 'ok' }),
      said('mask is put with the small side on the nose and the big side at the chin', 'action', {
        11: 'ok',
      }),
      said("I make sure the mask isn't upside down, nasal end over the bridge", 'negation', { 11: 'ok' }),
      said('apex -> nose, base -> chin', 'shorthand', { 11: 'ok' }),
      said('The mask is applied the right way up, because the narrow part fits the nose.', 'action', {
        11: 'ok',
      }),
      // BMV-12, right.
      said('make sure both nose and mouth are under the mask', 'action', { 12: 'ok' }),
      said('mask encloses mouth + nose', 'shorthand', { 12: 'ok' }),
      said('the mask has to cover the nose as well as the mouth', 'action', { 12: 'ok' }),
      said('mask over nose and mouth, no gaps', 'shorthand', { 12: 'ok', 14: 'ok' }),
      said('covering his nostrils and lips with the mask', 'action', { 12: 'ok' }),
      said('The mask is placed so that the mouth and the nose are both covered.', 'action', { 12: 'ok' }),
      said('mask ovr mouth and noze', 'typo', { 12: 'ok' }),
      said('we seat the mask over his nose and mouth', 'action', { 12: 'ok' }),
      said('I check the mask covers his mouth and nose, not only the mouth', 'negation', { 12: 'ok' }),
      // BMV-13, right.
      said('thumb and index form a C on the mask, the other three fingers along the jaw', 'action', {
        13: 'ok',
      }),
      said('EC grip, left hand', 'shorthand', { 13: 'ok' }),
      said('hold mask w/ C-E clamp', 'shorthand', { 13: 'ok' }),
      said('one-handed E-C technique for the mask', 'action', { 13: 'ok' }),
      said('I grip the mask E C style', 'action', { 13: 'ok' }),
      said(
        'the seal is poor so we go to a two-person technique: I hold the mask with two hands and the nurse bags',
        'action',
        { 13: 'ok' },
      ),
      said('two-handed mask hold, my colleague squeezes the bag', 'action', { 13: 'ok' }),
      said('clamp the mask with an E-C hand position', 'action', { 13: 'ok' }),
      said('no flat palm on the mask, I use an E-C clamp', 'negation', { 13: 'ok' }),
      // BMV-14, right.
      said('no air escaping around the edges of the mask', 'action', { 14: 'ok' }),
      said('mask sealed tight on the face', 'action', { 14: 'ok' }),
      said('airtight fit of the mask', 'action', { 14: 'ok' }),
      said('good mask-face seal achieved', 'action', { 14: 'ok' }),
      said('I press the rim evenly so it seals all round', 'action', { 14: 'ok' }),
      said('mask seel good', 'typo', { 14: 'ok' }),
      said('the mask is snug against his face with no gaps', 'action', { 14: 'ok' }),
      said("we've got a good seal now", 'action', { 14: 'ok' }),
      said('leak fixed by repositioning, now it is tight', 'action', { 14: 'ok' }),
      // BMV-15, right.
      said('careful to keep the mask off his eyes', 'action', { 15: 'ok' }),
      said('nothing pressing on the eyes', 'action', { 15: 'ok' }),
      said('the top of the mask is below his eyes', 'action', { 15: 'ok' }),
      said('eyes not covered', 'shorthand', { 15: 'ok' }),
      said('I keep my fingers away from his eyes', 'action', { 15: 'ok' }),
      said('no pressure on the eyeballs', 'action', { 15: 'ok' }),
      said('eyes spared', 'shorthand', { 15: 'ok' }),
      said('we make sure the mask doesnt touch the eyes', 'typo', { 15: 'ok' }),
      said('the mask stops at the bridge of the nose so the eyes are free', 'action', { 11: 'ok', 15: 'ok' }),
      said("the mask shouldn't cover his eyes", 'negation', { 15: 'ok' }),
      // BMV-16, right.
      said('I go to the top of the bed, behind his head', 'action', { 16: 'ok' }),
      said('positioned at the head end of the trolley', 'action', { 16: 'ok' }),
      said('I stand behind the head, looking down towards his feet', 'action', { 16: 'ok' }),
      said('taking my place at the head of the bed', 'action', { 16: 'ok' }),
      said('ventilating from above his head', 'action', { 16: 'ok' }),
      said('I stand at the bedhead', 'action', { 16: 'ok' }),
      said('me at head end', 'shorthand', { 16: 'ok' }),
      said('ill stand at teh head of the bed', 'typo', { 16: 'ok' }),
      said('not at the side, I go to the head of the bed', 'negation', { 16: 'ok' }),
      said('rather than bagging from the foot of the bed I move up to his head', 'negation', { 16: 'ok' }),
      // BMV-17, right.
      said('my mask hand also lifts the jaw up into the mask', 'action', { 17: 'ok' }, 1),
      said('the three lower fingers pull the mandible forward into the mask', 'action', { 17: 'ok' }, 1),
      said('chin brought up to the mask, not the mask pushed down', 'negation', { 17: 'ok' }, 1),
      said('jaw lifted into mask w/ E fingers', 'shorthand', { 17: 'ok' }, 1),
      said('I keep the airway open with the hand holding the mask', 'action', { 17: 'ok' }, 1),
      said('I lift his face up into the mask rather than pressing it down', 'negation', { 17: 'ok' }, 1),
      said('mandible pulled up towards the mask by my fingers on the bone', 'action', { 17: 'ok' }, 1),
      said('the hand on the mask also opens the airway', 'action', { 17: 'ok' }, 1),
      said("I won't push the mask down, I lift the jaw up into it instead", 'negation', { 17: 'ok' }, 1),
      said('jaw is brougth up into the mask with my mask hand', 'typo', { 17: 'ok' }, 1),
      // BMV-18, right.
      said('each squeeze slow, about one second', 'shorthand', { 18: 'ok' }, 1),
      said('squeeze just enough for the chest to rise, then release', 'action', { 18: 'ok' }, 1),
      said('inflations over 1 s, small volume', 'shorthand', { 18: 'ok' }, 1),
      said('I only squeeze about a third of the bag', 'action', { 18: 'ok' }, 1),
      said('gentle bag squeezes, stopping when the chest starts to rise', 'action', { 18: 'ok' }, 1),
      said('nurse, squeeze softly please, over one second', 'action', { 18: 'ok' }, 1),
      said('I do not squeeze the bag completely, just a little', 'negation', { 18: 'ok' }, 1),
      said('insp time ~1 sec', 'shorthand', { 18: 'ok' }, 1),
      said('sqeeze gentle over 1 sec', 'typo', { 18: 'ok' }, 1),
      said("don't squeeze the whole bag, only enough to see the chest rise", 'negation', { 18: 'ok' }, 1),
      // BMV-19, right (a 4-year-old: 20-30 a minute).
      said('one breath every 2 to 3 seconds', 'action', { 19: 'ok' }, 1),
      said('rate about 25/min', 'shorthand', { 19: ['ok', { ratePerMin: 25 }] }, 1),
      said('twenty-four breaths a minute', 'action', { 19: ['ok', { ratePerMin: 24 }] }, 1),
      said('bagging at a rate of 20', 'action', { 19: ['ok', { ratePerMin: 20 }] }, 1),
      said('nurse, give one breath every three seconds', 'action', { 19: ['ok', { ratePerMin: 20 }] }, 1),
      said('resp rate on the bag 20-25', 'shorthand', { 19: 'ok' }, 1),
      said('bagging q3s', 'shorthand', { 19: ['ok', { ratePerMin: 20 }] }, 1),
      said('about 20 times per minute', 'action', { 19: ['ok', { ratePerMin: 20 }] }, 1),
      said('ventilation rate twenty per minute', 'action', { 19: ['ok', { ratePerMin: 20 }] }, 1),
      // BMV-20, right.
      said('the chest moves up with every squeeze, sats 94 and climbing', 'action', { 20: 'ok' }, 2),
      said('I can see both sides of the chest rise', 'action', { 20: 'ok' }, 2),
      said('good bilateral chest rise, SpO2 up to 95', 'action', { 20: 'ok' }, 2),
      said('sats have improved to 96 and his chest rises with the breaths', 'action', { 20: 'ok' }, 2),
      said('ventilation adequate, visible chest excursion', 'action', { 20: 'ok' }, 2),
      said("his colour's pinker and the chest is expanding", 'action', { 20: 'ok' }, 2),
      said('we have symmetrical chest movement and the saturation is increasing', 'action', { 20: 'ok' }, 2),
      said('chets rising, sats comming up', 'typo', { 20: 'ok' }, 2),
      said('the breaths are working, I see the chest go up', 'action', { 20: 'ok' }, 2),
      // Dangers said as single messages.
      said('the mask sits upside down on his face', 'error', { 11: 'wrong' }),
      said('just his nose is in the mask', 'error', { 12: 'wrong' }),
      said('I hold the mask with my fist', 'error', { 13: 'wrong' }),
      said('leaking a little around the mask, fine, go on', 'error', { 14: 'wrong' }),
      said('the mask rim presses into his eye', 'error', { 15: 'wrong' }),
      said('I stand at his right side and bag', 'error', { 16: 'wrong' }),
      said('I press the mask down onto his face to stop the leak', 'error', { 17: 'wrong' }, 1),
      said('big, fast breaths to bring the sats up', 'error', { 18: 'wrong', 19: 'wrong' }, 1),
      said('bag him at 45 a minute', 'error', { 19: ['wrong', { ratePerMin: 45 }] }, 1),
      said('the chest is barely moving but I carry on', 'error', { 20: 'wrong' }, 2),
      said('good seal with an EC grip, and I rest my thumb on his eyelid to steady it', 'several', {
        13: 'ok',
        15: 'wrong',
      }),
      // Several.
      said('mask on apex to nose, covering mouth and nose, EC clamp, tight seal, eyes clear', 'several', {
        11: 'ok',
        12: 'ok',
        13: 'ok',
        14: 'ok',
        15: 'ok',
      }),
      said('at the head of the bed, EC grip, no leak', 'several', { 13: 'ok', 14: 'ok', 16: 'ok' }),
      said(
        'lift jaw into mask, gentle squeezes over a second, 20/min',
        'several',
        { 17: 'ok', 18: 'ok', 19: ['ok', { ratePerMin: 20 }] },
        1,
      ),
      said(
        'Nurse please bag slowly, every three seconds, while I hold the mask with both hands and lift the jaw into it',
        'several',
        { 13: 'ok', 17: 'ok', 18: 'ok', 19: ['ok', { ratePerMin: 20 }] },
        1,
      ),
      // Questions and hypotheticals: nothing.
      said('should the narrow end go over the nose or the chin?', 'question', {}),
      said('what do I do if the mask leaks?', 'question', {}),
      said('do I need to cover the nose too?', 'question', {}),
      said('if the seal is poor I would go to two-person bagging', 'hypothetical', {}),
      said("if his chest doesn't rise I'd reposition and re-seal", 'hypothetical', {}, 2),
      said('how fast should I bag a 4 year old?', 'question', {}, 1),
      said('can I press harder on the mask if it leaks?', 'question', {}),
      said('is it ok to stand at the side?', 'question', {}),
      said('would squeezing the whole bag be too much?', 'question', {}, 1),
    ],
  },
  'young-infant': {
    runs: [
      {
        style: 'one action per message',
        messages: [
          'Baby not breathing, HR ok. Call senior and NICU team now please.',
          'I stand at the top of the cot.',
          'Suction nose and mouth gently with 8 French catheter.',
          'Shoulder roll under her, head in neutral.',
          'Infant round mask size 1, bag 500 mL, oxygen 15 litres connected.',
          'Recheck shoulder roll, head neutral. Jaw thrust with fingers on bone.',
          'Infant mask over mouth and nose, C-E hold, mask sealed, eyes not touched.',
          'Same hand lift the jaw into mask.',
          'Squeeze soft, one second, only to see chest rise, 25 per minute.',
          'Reassess: chest rise, SpO2 and heart rate.',
        ],
      },
    ],
    errors: [
      {
        name: 'infant: pressure on the eyes, other words',
        item: item(15),
        phase: 1,
        phrasings: [
          'the round mask reaches over her eyes but the seal is good',
          'my fingers sit on her eyelids to steady the mask',
          'mask covering her eyes and nose and mouth',
          'I press the mask down over her eyes',
          'the rim lies across her eyes',
        ],
      },
      {
        name: 'infant: mask hand not opening the airway',
        item: item(17),
        phase: 1,
        phrasings: [
          'I push down on the mask to get it tight',
          'I just press the mask onto her face',
          'the nurse is holding her chin while I press the mask on',
          'I let go of her jaw',
          'mask pressed on her face, I do not lift the jaw',
        ],
      },
      {
        name: 'infant: rate too fast',
        item: item(19),
        phase: 2,
        phrasings: [
          'bagging at 60 a min',
          'a breath every second',
          'bag as quick as you can, nurse',
          'rate 50',
        ],
      },
    ],
    utterances: [
      said('mask covers mouth and nose, rim kept off her eyes', 'several', { 12: 'ok', 15: 'ok' }, 1),
      said(
        'E-C hold on the infant mask, no leak',
        'several',
        { 8: ['ok', { mask: 'infant' }], 13: 'ok', 14: 'ok' },
        1,
      ),
      said('my little fingers lift her jaw into the mask', 'action', { 17: 'ok' }, 1),
      said('breath over 1 second, just a small puff to see the chest rise', 'action', { 18: 'ok' }, 2),
      said('25 breaths a minute', 'action', { 19: ['ok', { ratePerMin: 25 }] }, 2),
      said('the mask goes over her eyes a bit', 'error', { 15: 'wrong' }, 1),
      said('should I do 40 a minute for a baby?', 'question', {}, 2),
    ],
  },
  adolescent: {
    runs: [],
    errors: [
      {
        name: "adolescent: a child's rate",
        item: item(19),
        phase: 1,
        phrasings: ['I bag him at 25 a minute', 'one breath every two seconds', 'rate 24/min'],
      },
    ],
    utterances: [
      said('one breath every 5 to 6 seconds', 'action', { 19: 'ok' }, 1),
      said('rate 12 a minute for him', 'action', { 19: ['ok', { ratePerMin: 12 }] }, 1),
      said('about ten breaths per minute', 'action', { 19: ['ok', { ratePerMin: 10 }] }, 1),
      said('the mask is on back to front, the pointy bit at his chin', 'error', { 11: 'wrong' }, 1),
    ],
  },
};
