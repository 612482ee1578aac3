import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { maskSize } from './bmv-08-mask-size.ts';

// Said first thing in the sample case (a 4-year-old, phase 1); eval/golden/readings.txt holds the corpus's readings.
export const CASES: ItemCases = {
  valid: [
    'I take the mask, the one for kids',
    'I chose the mask that goes from the brige of the nose to the clef of chin',
    'Not the infant mask, it will never cover him properly; the child one.',
    'Not the baby mask, she needs the child size.',
    'child med mask',
    'I pick the mask that sits between his nasal bridge and his chin',
    'sizing it on his face: the top sits on the nasal bridge, the bottom edge in the chin groove',
    'the child mask, it does not reach his eyes',
    'not the adult mask, far too big, the child one fits her',
    'the adult mask is too big, we take the child mask',
    'I take a mask that goes from the nose bridge to the chin',
    'mask - the child size',
    'Child mask, 500 mL self-inflating bag, oxygen at 15 L/min.',
    'pediatric-size facemask',
    'size 2 mask',
    // The class next to his, checked on his face; a size said after the mask as in a list.
    'the infant mask fits him, from the bridge of his nose to the cleft of his chin',
    'mask: child',
    // The top of the nose is the mask's landmark, not an OPA's.
    'a mask long enough to reach from the top of his nose down to the chin',
    'Which mask... the child one fits, from the bridge of the nose down to the chin cleft, eyes free.',
    'I pick the mask that sits from the bridge of his nose down to the groove above his chin, without reaching his eyes',
    'I choose the mask which is covering from the nose bone until the chin, not the eyes',
    'child anatomical mask',
  ],
  invalid: [
    'mask: adult large, covers the eyes, doesnt matter',
    'I go for the smallest mask in the drawer, the one for newborns.',
    'I take the mask, the one for adults',
    'only the big mask is out, covers half his face incl the eyes but whatever, use it',
    'Biggest adult mask, size 5, even if it covers her eyes.',
    'whatever mask, just get it on his face',
    'Mask from her eyebrows down to her chin, nice and big.',
    'grab the biggest mask, bigger is better for the seal',
    "Any mask will do, just the big one that's on top of the drawer.",
    'Largest mask we have, it goes over her eyes but seals better.',
    'The biggest adult mask on the trolley; it rides up over her eyes but covers everything.',
    "Whichever mask comes out of the drawer first, size doesn't really matter if I press hard.",
    "This one only reaches her bottom lip, but it's the one in my hand, so let's go with it.",
    'This mask runs from her forehead to under her chin. Good enough.',
    'The mask stops halfway down his upper lip, close enough.',
    'A mask that just reaches from the tip of his nose to his bottom lip will do.',
    "I'll use a mask that goes from his forehead right down past his chin, better too big than too small.",
    "The toddler mask: it's a bit big and hangs past his chin, but it will do.",
    // A size off by two classes, checked on the face or not; a size "a bit" wrong and kept.
    'a neonatal mask that fits from the bridge of the nose to the chin',
    'the mask is a bit small, it leaves his chin out, but it will do',
    'the adult mask upside down on his face',
    'this mask is shorter than her nose to chin, it will do',
    'the face mask I picked is bigger than his face',
    'we take an oversized mask',
    'a mask that is too small for his face',
    'the mask looks too big but it will do',
    'a large mask so it covers his face and the eyes',
    'I pick an adult mask',
    'infant mask',
    "I'll use a neonatal face mask",
    'Grab me the 4 mask and the big bag',
  ],
  notDone: [
    "I won't use the adult mask, it would cover his eyes",
    'What size mask should I use?',
    'if the child mask leaks I would try a bigger one',
    "We'll take the adult 1600 ml bag-valve device.",
  ],
};

describeItem(maskSize, CASES, import.meta.url);
