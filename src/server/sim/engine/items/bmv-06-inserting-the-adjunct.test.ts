import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { insertingTheAdjunct } from './bmv-06-inserting-the-adjunct.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'Tongue depressor in, then the OPA following the tongue.',
    'Airway in along the tongue, flange at the lips.',
    'Oral airway sized lip corner to jaw angle, tounge depressor and in the rite way up',
    'Nasal airway nostril to tragus, I put gel and push gentle straight back.',
    'NPA nostril to tragus; lubricate it, in gently, straight back.',
    "I don't force the airway in against resistance.",
    "Not forcing it, if it sticks I'll try the other side.",
    'The nurse lubricates it and I insert it posteriorly, perpendicular to her face, not upwards',
    'Tongue depressor in, then the Guedel slid over the tongue the right way up.',
    'I take the oral airway, size from corner of mouth to angle of jaw, and I put inside with the spatula on the tongue.',
    'Inserting it without pushing the tongue back into the throat: tongue depressor first',
    'pass the NPA up his right nostril gently',
    'NPA in the rite nostril, lubed, following the floor of the nose',
    "I don't aim it up towards his eye, straight back, parallel to the floor of the nose.",
    'Mouth open, blade pressing the tongue down, airway in following the natural curve till the flange rests on her lips.',
    // Passed in, along the floor of one nostril, turned through 180 in a child, over a depressor.
    'I pass the lubricated nasal airway gently',
    'NPA in along the floor of the right nostril',
    'OPA in right side up with a depressor',
    // The direction said after the adjunct and its lubricant; the tongue held down, said of the tongue.
    'NPA lubed, straight back',
    'OPA in the right way up, tongue depressed with a blade',
    'NPA nose-tragus, gel on and in',
    'lubed NPA eased along the bottom of her nose',
    'the OPA is sized, I slide it in over a tongue depressor',
    'OPA sized from corner of mouth to jaw angle and we put it.',
    'NPA nostril to tragus, well lubricated and passed straight back',
    'I measure an OPA from the corner of the mouth to the angle of the jaw and insert it.',
    'NPA sized nostril to tragus, lubed and inserted',
    'OPA in, sized corner of mouth to angle of jaw',
    "OPA corner of mouth to angle of jaw, it's not upside down, I slide it in over a tongue depressor",
    // No adjunct named: the nasal route names the NPA.
    'easing it in through the left nostril, well lubricated',
    'gel on the tip, then along the floor of the nose with the bevel to the septum',
    // The tongue depressor named as the aid the OPA goes in over.
    'OPA sized lip corner to jaw angle, in over a tongue blade',
    'OPA, mouth corner to mandible angle, tongue depressor',
    'it went down easily with the end of the tongue blade keeping the tongue flat',
    'Not pressing the tongue backwards: tongue blade first, then the airway follows',
    // Turned through 180 degrees: accepted from childhood on (the infant case is in its own test).
    'OPA corner of mouth to angle of jaw, put in concave up and turned round at the palate',
  ],
  // Forced, dry, or left the wrong way round (the adjunct chosen and sized in the same message).
  invalid: [
    'NPA in quick, no need to lubricate it, just twist it up the nose',
    'guedel in upside down & twist',
    'no time for lube, just push it in',
    'Rotate the NPA 180 degrees once it is in like an oral airway',
    "OPA sized mouth corner to jaw angle; if it sticks I'll just ram it in harder.",
    "OPA sized mouth corner to jaw angle. If it meets resistance, just shove harder, it'll go.",
    "OPA sized mouth corner to jaw angle; in it goes curved end first, and if it folds his tongue back into his throat, that's fine.",
    "I'll size the OPA from mouth corner to jaw angle and push it straight in with some force, doesn't matter if the tongue goes back with it.",
    'OPA sized mouth corner to jaw angle; twist it about and lean on it until it gives.',
    'OPA sized mouth corner to jaw angle, slide it in without moving the tongue, it will push the tongue out of the way.',
    'OPA sized mouth corner to jaw angle; it only goes in halfway, so I leave the flange sticking out past his lips and bag over it.',
    'push the NPA up toward her forehead and force it if it sticks',
    'Push the Guedel straight in with the curve the wrong way, tip pointing up at his palate, and leave it like that.',
    "Leave the airway upside down, it's far enough in.",
    "I'll put the OPA in upside down and spin it 180 degrees at the back, like in adults.",
    "Skip the lubricant, it'll go in dry if I push hard enough.",
    'No blade, just push the Guedel straight in and let the tongue fold back if it wants.',
    "Pushed the OPA in blind, it's folded her tongue back but at least it's in.",
    'push the OPA straight in without holding the tongue, it will find its own way',
    'Keep pushing until the flange is well inside his lips',
    'Stuff the Guedel in quickly without holding the tongue down first.',
    "I'll aim it upwards along the bridge of his nose, that's the way the nose goes.",
    'Twist it and shove, the nasal airway will go in if I push hard enough.',
    "No lube needed, just keep pushing even though it's sticking.",
    'guedel size 3, he gags but I push it in anyway',
    'shoving the NPA up the nostril',
    'I use the OPA to push his tongue back out of the way',
    'the guedel got shoved in fast',
    'opa in, her tongue was pushed back as it went in',
    'OPA in straight, no tongue blade',
    'NPA nostril to tragus, I keep forcing it even though it resists',
    'NPA sized nostril to tragus, put in dry',
    'NPA nostril to tragus, aimed up towards her eyebrows',
    'OPA sized corner of mouth to angle of jaw, it will not go in so I shove it harder',
    'NPA nostril to tragus, pushed in hard against resistance',
    'NPA sized nostril to tragus and inserted without lubricant',
    'OPA corner of mouth to angle of jaw, put in upside down and left there',
  ],
  notDone: [
    // The adjunct already in, said to place what follows.
    'Even with the OPA in I keep lifting his mandible into the mask with my mask hand.',
    // The mask pressed harder is no adjunct forced.
    'the child mask will do, just press it harder',
    'I watch the sats once the OPA is in',
    "if the OPA makes him gag I'll pull it out",
    "if he starts gagging on the Guedel I'll take it out",
    'Can I force the OPA in if it meets resistance?',
    // The mask pressed harder is no adjunct.
    'the seal leaks so I push harder on the mask',
    'can someone grab me a tongue depressor',
  ],
};

describeItem(insertingTheAdjunct, CASES, import.meta.url);
