import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { traumaCase } from '../../../../../test/fixtures/sim/trauma-case.ts';
import { headPosition } from './bmv-03-head-position.ts';

// BMV-3 said first thing in the trauma case (an 8-year-old whose neck may be injured): the head kept in line.
export const CASES: ItemCases = {
  caseDoc: traumaCase,
  valid: [
    'manual in-line stabilisation by the nurse, head neutral',
    "I'm at the head of the trolley, the nurse holds his neck from the side.",
    "There's a lot of vomit, so we log-roll him onto his side with someone holding his head in line, then Yankauer suction of the mouth.",
    'No pillow: his head stays flat and in line, held by the nurse.',
    'Wheel the trolley out a foot, I go behind his head, and the nurse takes over the in-line hold from the blocks.',
    'Can you hold his head between your hands, ears between your palms, so it stays in line while we turn him?',
    'c-spine held in line by RN',
    'nurse doing in-line',
  ],
  // The head tipped back moves the neck (BMV-4 reads it as a head tilt too).
  invalid: [
    'I will nod her head forward and back a bit to check the neck is fine before we go on.',
    "I'll roll her onto her side quickly to clear her mouth, no need to log roll.",
    'Turn his head gently to the left so the blood runs out of his mouth',
    "I'll take over his head myself and move it about, back and forth, until the bagging works",
    'no need for in-line stabilisation, he landed on his head not his neck',
    "we don't need MILS, he hit his head not his neck",
    'little bit of extension of the neck is fine, the paramedic is holding it anyway',
    "No need for anyone to hold his neck, it can flop sideways, we'll deal with the spine later.",
    'tip his head back a bit, the neck is probably fine',
    'a towel under his head for a sniffing position',
    'Take the collar and blocks off and let his head fall back a bit, easier to bag',
    'Put a roll under his shoulders to line the airway up',
    'Roll his head to the side so the blood drains out of his mouth.',
    "His neck looks fine to me, I'll extend it a bit for a better airway.",
    'Just turn his head to one side so the blood drains out.',
    'the blocks are in the way, pull them off and let his head rest where it falls',
    'Sit him up and lean him forward to get the vomit out, then lie him back down',
    'Trauma call is out, now tilt his chin right up so I can get the sucker in.',
  ],
};

describeItem(headPosition, CASES, import.meta.url);
