import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { bagChoice } from './bmv-09-bag-choice.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'Pass me the kiddie bag, the paediatric one.',
    'adult bag 1,5 L',
    'We are going to need the adult bag, the one point six litre one, hooked to O2 at fifteen',
    'Half-litre self-inflating resuscitator, its reservoir filling from the wall at 15 L/min.',
    'self inflatting bag, the 500',
    'Child mask and the 500 self-inflater, oxygen running at 15.',
    'Not the 250 — give me the 500 ml bag.',
    'I call help, I suction her mouth with the rigid catheter, I take the mask of child and the balloon of 500',
    'child BVM half a litre',
    'paeds BVM 500 ml',
    'the 250 bag is too small for him, we use the 500',
    'not the neonatal one, he gets the child bag, the 500',
    'self-inflating bag, the paediatric one',
    'bag of five hundred ml',
    'BVM 500',
    'the adult bag is too big, I take the 500 ml one',
    'Child mask, 500 mL self-inflating bag, oxygen at 15 L/min.',
    'Ambu bag, 500 ml, on 15 L O2',
    '500 mL bag',
    // A size refused after the one chosen: "rather than", "not", "instead of" keep their reach.
    'the 500 ml child bag and not the adult one',
    'paediatric bag rather than the adult one, 500 mL',
    // Shorthand: a self-inflating bag as SIB, its volume before it.
    '450 SIB',
    'sib 500 + o2 15',
    'the half-litre self-inflating bag, please',
    "I'd like the five hundred mil bag",
    'get the bag ready, the 500 one',
    'five hundred mil self inflating bad',
    // A bare volume asked for just after a bag was named.
    'not the neonatal bag, 450 please',
    'Not the infant bag, it is far too small for him - the 500 one',
    'Mask: child. Bag: 500. O2: 15.',
  ],
  invalid: [
    'Smallest bag on the trolley, a toddler does not need much volume.',
    "Give me the quarter-litre bag, he's small for four.",
    'the adult bag is too big for her, 240 please',
    'a small bag, the 250 ml one',
    'the preemie bag is right here, I use it',
    'grab the premature bag',
    'the prem bag is nearest so we use that',
    'I use a 250 mL bag',
    'I put a non-rebreather on him',
    'NRB mask at 15L instead of bagging',
    'the little neonatal bag is fine for him',
    'oxygen through the nasal cannula and we watch',
    'a two-fifty bag please',
    'grab the two fifty ml ambu',
    "Small bag is fine, the 250 one, he's petite for four.",
    'neonatal BVM is fine for him',
    'the small infant bag will do, less chance of overinflating him',
    'Put a Hudson mask on at 15 litres, that will do for him.',
  ],
  notDone: [
    'Pop nasal prongs on at 2 litres and keep an eye on his sats.',
    'Non-rebreather on at 15 litres and keep an eye on her.',
    // The non-rebreather taken away, not chosen.
    'I take the non-rebreather off her first',
    // The cannula taken off, or what the patient came in on: not oxygen given instead of breaths.
    'remove the nasal cannula and get the bag on oxygen',
    'he was on nasal cannula on the ward',
    'Adult bag or child bag for him?',
  ],
};

describeItem(bagChoice, CASES, import.meta.url);
