import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { eyesProtected } from './bmv-15-eyes-protected.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'my fingers stay off the eyeballs',
    'keeping my fingers of her eyes',
    'I am not presing on his eyes',
    'nothing near her eyes',
    'my thumb is not on his eyelids, fingers on the jaw',
    'mask clear of the orbits',
    'without touching her eyes',
    "making sure the mask doesn't sit on his eyes",
    'I keep my fingers off his eyes.',
    "I make sure the mask doesn't press on the eyes",
    'keeping the mask off his eyes',
    'I press not on the eyes',
    'careful that nothing presses on her eyes',
    'fingers well off his eyes',
    'tight seal and no pressure anywhere near the eyes',
    'no presure on the eys',
    'her eyes are never touched',
    'the eyes remain outside the mask',
    'making sure nothing is resting on his eyes',
  ],
  invalid: [
    "Mask's slipped onto his eyes but he's pinking up so I leave it.",
    'I anchor my thumb in the corner of her eye so the mask cannot slide',
    'I press my thumb over the top by his eye to keep it still',
    'I put an adult mask on him, it covers his whole face',
    // The top of the mask on the eyelids; a thumb "kind of" on the eye.
    'the top of the mask is on her eyelids',
    'my thumb is kind of on his eye',
    'the mask is covering up to her eyebrows',
    'pushing the top of the mask right down onto his eyes',
    'the upper rim sits on the orbits',
    'pressing on the top of the mask, right over her eye sockets',
    'push the top of the mask onto the eyes so it seals better',
    'the top edge of the mask resting on his eyes gives a better seal',
    'I press the mask down firmly over his eyes and nose',
    'mask edge resting on his eyes',
    'the mask sits over his eyes',
    'my thumb rests on her eyelid to steady the mask',
    'I push across his eyelids with my thumb so the mask stays on',
    'the upper part of the mask is on his eyes but it seals',
    'I press the top of the mask hard onto his eyes',
    'I push on the mask over the nose bridge and the eyes',
    'the mask covers his face including the eyes',
    'the child mask reaches onto her eyes, it will do',
    'both eyes are inside the mask as well',
    'it is okay, even if the rim presses on her eyes a bit',
    'so it stops leaking I push the mask down onto her eyes',
    'I lean the rim of the mask onto his eyes to seal it',
    'the mask comes up onto his eyes a bit but it will do',
    'I pull the mask up over her eyebrows for a better seal',
  ],
  notDone: [
    // The fit of the mask chosen (BMV-8), not the mask held off the eyes.
    'a child mask sized from the bridge of the nose to the chin, clear of the eyes',
    'I pick the mask that reaches from his nose bridge to his chin and stays off the eyes',
    'a child mask that stays clear of his eyes',
    'the child mask, just not so big that it sits on his eyes',
    'I am careful with the eyes',
  ],
};

describeItem(eyesProtected, CASES, import.meta.url);
