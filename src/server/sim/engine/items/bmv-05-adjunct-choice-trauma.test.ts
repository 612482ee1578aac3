import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { traumaCase } from '../../../../../test/fixtures/sim/trauma-case.ts';
import { adjunctChoiceAndSize } from './bmv-05-adjunct-choice-and-size.ts';

// BMV-5 said first thing in the trauma case (an 8-year-old with a suspected basal skull fracture, no gag: no NPA).
export const CASES: ItemCases = {
  caseDoc: traumaCase,
  // The reason for the choice said after it.
  valid: [
    'an OPA and not an NPA, because of the skull fracture, sized corner of mouth to angle of jaw',
    // The NPA refused for the fracture that rules it out: the OPA chosen for it.
    'no NPA because of the basal skull fracture',
    "I won't put a nasal airway in him, not with that skull fracture.",
  ],
  // The adjunct taken "instead" of the other is the choice: here the NPA the fracture rules out.
  invalid: [
    'the OPA will not sit, so I put a nasal airway in instead',
    'OPA keeps popping out, an NPA instead then',
    'Nasal airway, the mouth is too bloody for a Guedel.',
  ],
  // Refused with no reason given, or only for now: no choice made yet.
  notDone: ['should I use an NPA instead?', 'no NPA', 'not putting an NPA in yet, he might have a fracture'],
};

describeItem(adjunctChoiceAndSize, CASES, import.meta.url);
