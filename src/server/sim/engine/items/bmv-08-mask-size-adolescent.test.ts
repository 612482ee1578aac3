import { adolescentCase } from '../../../../../test/fixtures/sim/adolescent-case.ts';
import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { maskSize } from './bmv-08-mask-size.ts';

// BMV-8 said first thing in a case of a 16-year-old of adult size (64 kg, phase 1).
export const CASES: ItemCases = {
  caseDoc: adolescentCase,
  // A size 4 is the medium adult mask: his, not "too small for a 16-year-old".
  valid: [
    'adult mask size 4',
    'Help is called, his mouth is cleared, and I have an adult size 4 mask.',
    'size 5 mask',
  ],
  invalid: [
    'the size 2 mask',
    'a toddler mask for him',
    'The child mask, size 2, will do; it sits just on his top lip but that is close enough.',
  ],
  notDone: [],
};

describeItem(maskSize, CASES, import.meta.url);
