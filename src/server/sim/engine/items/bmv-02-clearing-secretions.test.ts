import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { clearingSecretions } from './bmv-02-clearing-secretions.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    // Dictated: "sack shun", "yank hour".
    'sack shun the mouth with a yank hour please',
    'sxn to the mouth with the yankhauer',
    'yan kauer suction of the oropharynx',
    'we suck out the vomit from his mouth with the rigid sucker',
    "I won't suction deeply, only the mouth and nose",
    "rather than a blind finger sweep, I'll use the yankauer under direct vision",
    'I suction his mouth with a Yankauer.',
    'yankauer sx',
    'I sucton his mouth with a yankaur',
    'suction with an 8 Fr catheter',
  ],
  invalid: [
    "The suction isn't set up yet, so just bag through the vomit.",
    'Forget the suction, start bagging, the vomit will move out of the way.',
    "Just wipe the dribble away with some gauze, we don't need suction.",
    "I'll feed the suction catheter down blind until I meet resistance.",
    "Give me the adult suction tip, I'll go deep until I've got everything out of her pharynx.",
    'Use the 6 French, that is enough for her, and keep sucking for half a minute so we get all of it.',
    'Wrap some gauze round two fingers and I will sweep the back of his throat clear.',
    'Push the suction catheter blind down into her trachea to get all the infected stuff out',
    'Put the adult Yankauer right down the back of her throat and suck hard.',
    'Quicker if I hook the clots out with two fingers than wait for the sucker.',
    "I'll scrape the blood out with a gauze-wrapped finger.",
    'Suck the secretions out with the tiny suction catheter from the neonatal drawer.',
    'Just hook a finger in and wipe the spit out, quicker than setting up the suction.',
    'Pass me that skinny 6 French feeding tube, I will suck through that',
    'I clear the froth out of her mouth with my fingers',
    // A finger however described, and food or vomit taken out by hand.,
    'I wipe out the vomit using my index finger',
    // Suction forced deep or against the gag; water drained from a drowned child.
    'grab the catheter, then deep down her throat with it',
    'yankauer straight to the back of her throat, on until she stops gagging',
    'hang her by the ankles so the fluid comes out of her lungs',
    'pressing down on her belly to push the fluid out',
    'a heimlich manoeuvre first',
    'wiping the clots from the back of her mouth with a finger',
    'we get the chunks of food out by hand',
    'running a gloved finger round inside her cheeks',
    'gauze wrapped round my index finger and I clear her mouth',
    'I use two fingers to mop out the throat',
    'no time to suction, start bagging',
    'we leave the secretions and bag',
    'my finger right down in his throat to get the mucus out',
    'continuous suction of the pharynx',
    'suctioning the mouth for a full minute',
    'push the sucker down as far as possible',
    "I'll put my finger in his mouth and hook out whatever is in there",
    "I'll sweep my finger round the back of his throat",
    'I do a blind finger sweep of his mouth',
    'deep suction down the throat',
    'I pass the suction catheter blindly down past the back of his throat',
    // Fingers used to get it out, a few words after the verb.
    'I pick the vomit out of the back of his mouth with two fingers',
    'we wipe the clots from inside her mouth using a gloved finger',
    // A feeding tube, a catheter too thin for a 4-year-old, choking manoeuvres on an unresponsive child.
    'suck out his mouth through an NG tube',
    'suction with a 6 Fr catheter',
    'a few back slaps to shift whatever is left',
  ],
  notDone: [
    'my colleague is fetching the suction while I open the airway',
    'no fingers in her mouth, that pushes things further down',
    'after the suction I check his sats and heart rate again',
    'Should I suction him first?',
    "I won't suction yet, I'll ventilate first",
    "I'd rather not suction him, there's nothing in his mouth",
  ],
};

describeItem(clearingSecretions, CASES, import.meta.url);
