import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { adjunctChoiceAndSize } from './bmv-05-adjunct-choice-and-size.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'OPA, mouth corner to angle',
    'a mouth airway, corner of the mouth to the angle of the jaw',
    'Guedel against the side of his face: flange at the lip corner, tip at the jaw angle, that one.',
    'OPA, mouth corner-jaw angle. No NPA.',
    'a 2 guedel',
    'NPA sized nares-tragus',
    'she does not gag, so we go for an oral airway',
    'because of the basal skull fracture, an OPA is our choice',
    'OPA: corner of mouth -> angle of jaw',
    'I measure the guedel from the corner of the mouth until the angle of the jaw',
    'I measure an OPA from the corner of the mouth to the angle of the jaw and insert it.',
    'NPA sized nostril to tragus, lubed and inserted',
    'Guedel airway sized angle of mouth to angle of mandible',
    'OPA, mouth corner to angle mandible',
    'NPA from the nare to the tragus',
    'Guedel held at his cheek, tip reaches the angle of the mandible',
    // The finding that decides it, given after the choice.
    'an NPA, not an OPA, since she still has a gag reflex',
  ],
  invalid: [
    'The smallest one, the baby oral airway, will do for him.',
    'The smallest airway in the box, the one for premature babies.',
    'I pick an oral airway that reaches from her lips right past her ear, longer is safer.',
    'Give me the triple zero Guedel, the littlest one we have, for him.',
    'the nasal airway that reaches from his nose down to his collarbone',
    "Just eyeball it: the tiny 000 airway, that'll slip in easily.",
    'The shortest Guedel in the tray, it barely gets past his teeth, but fine.',
    'He bites down and gags on the Guedel, so I hold his mouth open and push it further in',
    "Guedel - I'll just take an adult size 4, no need to measure him.",
    'The small child Guedel will do, even though it only reaches halfway to her jaw angle.',
    'NPA measured from the nostril to the upper lip, that looks about right',
    'I will size it from his front teeth to his ear lobe and then go one size up to be sure.',
    'NPA: the 7.5 adult one, size does not really matter.',
    'Oral airway: I will take the largest one on the tray, the 100 mm, without measuring.',
    'NPA without measuring, whichever one fits in the nostril.',
    'the longest guedel we have, so it goes well past the tongue',
    'I will take the adult red OPA, bigger than measured, so it does not fall out.',
    'Give me the tiny neonatal Guedel',
    'I take the OPA that reaches past the angle of his jaw onto his neck',
    'OPA measured from the centre of the lips to the bottom of the ear lobe, seems about right',
    'I measure the OPA from his front teeth to the middle of his cheek.',
    'Largest oral airway we have — too big is safer than too small.',
    'pick an oral airway that reaches from her front teeth to the bottom of her chin',
    'Size the Guedel against the width of his little finger',
    // A size said just before the adjunct, too small or too wide for a 4-year-old.
    'the little 00 guedel',
    'the adult 7.0 nasal airway',
    'oral airway sized from the lips to the tip of the chin',
    'just grab the biggest adult OPA we have',
    'pass me whatever guedel is there',
    'just the largest oral airway we have',
    'grab whichever opa is nearest',
    'guedel, sized from the mouth to the ear lobe',
    'I size the OPA from his lips to his chin',
    'OPA measured from the tip of the nose to the earlobe',
    'I put in an adult size 4 OPA',
    // Sized from the middle of the mouth, or to the ear or the nose.
    'the oral airway measured incisors to the ear',
    'OPA from the middle of his lips to the tragus',
    'guedel sized from the mouth to the nose',
    // An OPA put in past a gag.
    'she coughs and gags on the suction but I insert the OPA anyway',
    'I place an OPA even though he is gagging',
    // Not a question: "any" kit, unsized.
    'Any NPA, its size does not matter',
    'OPA in, whatever size is on top of the trolley, I do not measure',
    'The OPA is the one that looks about right, I will not bother measuring.',
  ],
  notDone: [
    'we could consider an OPA from corner of mouth to angle of jaw',
    'should I use an OPA?',
    "if he gags I'd switch to an NPA",
    "I'll hold off on an adjunct for now",
    'any OPAs left on the trolley?',
  ],
};

describeItem(adjunctChoiceAndSize, CASES, import.meta.url);
