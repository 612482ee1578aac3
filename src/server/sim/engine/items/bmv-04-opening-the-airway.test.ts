import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { openingTheAirway } from './bmv-04-opening-the-airway.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    "I'll keep my fingers off the squishy part under her chin, only on the bone.",
    'Jaw lift with my fingertips on the bone, pulling her face up into the mask.',
    'chin lfit, on bone, not the soft bit',
    'i do a chinlift, finger on the bone of the jaw not on the soft tisue',
    'Fingers on the bony part of the jaw, not on the soft tissue',
    'I open the airway with a head tilt and chin lift, with my fingers on the mandible and not on the soft tissue beneath it, the hand on the mask keeps the airway open',
    "Don't push on the soft bit under his chin, keep your fingers on the bone.",
    'Lifting on the bone of the jaw, not digging into the floor of his mouth.',
    'Not pushing into the soft floor of her mouth, my fingers stay on the bony chin.',
    'Keeping my fingers off the soft bit under his chin, only on the bone.',
    "I'm keeping my fingers out of the soft bit under her jaw, only on the bone.",
    'chin lfit and head tillt',
    'lifting the jaw foward from behind the angels, no head movment',
    'no pressure on the soft part under the chin, fingers only on bone',
    'I push down on his forehead and pull his chin up',
    'jaw thrust with my fingertips on the mandible, nothing pushing on the soft bit',
    "I don't press into the soft part under his jaw, only lift it on the bone",
    'I lift the jaw forward',
    'head tilt-chin lift',
    'jaw thrust, fingers on the bony mandible not the soft tissue',
    'jaw thrust instead of a head tilt',
    // The jaw said to move forward in the passive; the soft tissue spared while lifting.
    'his jaw is lifted forwards from the angles',
    'mandible pushed forward with two fingers each side',
    'I lift her chin, taking care not to dig into the soft tissue',
    // The head tilted by another verb.
    'I tip her head back a little to open the airway',
    // A jaw lift (the mask hand's) said as what opens the airway; the soft tissue spared, the bone named.
    'pulling his jaw up into the mask, which opens the airway',
    'I will not push into the soft area under her jaw, just on the jawbone',
    // "thirst" for "thrust".
    'a jaw thirst from behind the angles',
    'I gently tip his forehead back with one hand and lift the point of the chin with two fingers of the other',
    'no need for a jaw thrust, his neck is fine - chin lift to neutral',
  ],
  invalid: [
    'thumb pressed into the middle of his throat under the chin to hold it open',
    'Thumb in under her chin, right in the squishy bit, to keep her mouth closed on the mask.',
    'I hook my fingers into the soft flesh under her chin and push upwards.',
    'My fingers are under his chin pressing into the soft part to hold his mouth shut against the mask',
    'I hold her under the chin in the soft tissue, fingers pressed up hard.',
    'I am pushing my middle and ring fingers into the soft floor of her mouth from underneath to open it',
    'Press my thumb up into the soft floor of her mouth to lift the tongue off the back.',
    'I will hold her chin up by the soft skin under it',
    'I will not bother with a chin lift, the mask will hold it open',
    'forget opening the airway, a good seal is all you need',
    'my fingers under the chin are pressing into the soft part to hold the jaw',
    'pressing up hard in the floppy bit behind the chin to lift the tongue',
    'My fingers go deep into the soft space under the jaw to lift her.',
    'I grab the soft tissue under her jaw and pull it up.',
    'I will hold the mask with my fingers on his neck, easier',
    'Push up hard under the floor of his mouth with my thumb',
    'My thumb goes up into the fleshy area behind her chin to push the tongue up.',
    'My thumb goes into the fleshy area below the jaw to hold it up.',
    'Fingers dug into the fat under his jaw to get a grip, it is the only way to lift it.',
    'holding on with my fingers under her jaw and into the soft tissue',
    'my thumb squashing the soft tissue under her jaw',
    'skip the jaw thrust and just bag him',
    'no need to open up the airway',
    'I press my fingers into the soft tissue under his chin',
    'chin lift with my fingers pushing on the submandibular soft tissue',
    // The floor of the mouth, the soft part under the chin, however pressed.
    'my fingertips press up into the floor of her mouth',
    'pushing under her jaw in the soft spot to open it',
    'thumb dug in under his chin',
    'digging in to the floppy bit under her chin',
    'I lift the chin by hooking my thumb into his mouth behind his teeth',
    "I'll put my thumb inside his mouth and pull the jaw forward",
    'leave the head flat, no need to position, the bag pushes the air in anyway',
    "His airway will open once I start bagging, I don't need to do anything to it",
    'Jaw thrust with my thumbs pushing in behind the chin, in the soft part',
    'chin lift with fingers in the submental soft tissue',
    'Lifting his chin by digging my fingers into the soft floor under his jaw',
    'submental press w/ fingertips to lift',
    'my fingers are digging into the floor of his mouth under the chin but at least it is open',
  ],
  notDone: [
    'Should I do a jaw thrust or a head tilt?',
    'Chin lift or jaw thrust for him?',
    "I won't press on the soft tissue",
    // "tip" alone asks for a hint.
    'any tips?',
    // A jaw lift alone is the mask hand's (BMV-17), not the airway opening.
    'lifting her jaw into the mask with my fingers',
  ],
};

describeItem(openingTheAirway, CASES, import.meta.url);
