import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { traumaCase } from '../../../../../test/fixtures/sim/trauma-case.ts';
import { openingTheAirway } from './bmv-04-opening-the-airway.ts';

// BMV-4 said first thing in the trauma case (an 8-year-old whose neck may be injured): a jaw thrust, no head tilt.
export const CASES: ItemCases = {
  caseDoc: traumaCase,
  valid: ['jaw thrust w/o head tilt', 'jaw thrust from the angles of the mandible, head kept still'],
  invalid: [
    'I tip his head back so the air goes in',
    'tipping the head backwards and lifting the chin',
    // A jaw thrust the case asks for, given up for a head tilt.
    "The jaw thrust is awkward with all this blood, so I'll just tilt his head back and lift the chin.",
    'I tip his forehead back with one hand and pull up his chin with the other.',
  ],
};

describeItem(openingTheAirway, CASES, import.meta.url);
