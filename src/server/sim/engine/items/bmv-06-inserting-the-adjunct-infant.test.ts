import { infantCase } from '../../../../../test/fixtures/sim/infant-case.ts';
import { describeItem, type ItemCases } from '../../../../../test/fixtures/sim/item-cases.ts';
import { insertingTheAdjunct } from './bmv-06-inserting-the-adjunct.ts';

// BMV-6 said first thing in the infant case (a 6-month-old, phase 1): an OPA goes in the right way up over a
// tongue depressor; turned through 180 degrees in the mouth it tears an infant's soft palate.
export const CASES: ItemCases = {
  caseDoc: infantCase,
  valid: [
    'It catches on the right, so I take it out and go down the other nostril.',
    'Gag present, NPA sized nostril to tragus, lubed, in straight back; chest rising, sats up to 93.',
    'I lubricate it and pass it gently backwards through the right nostril, bevel facing the septum, parallel to the roof of her mouth.',
    'NPA lubed, gentle, posterior direction',
    'Lube on, into the right nostril, aiming straight back towards his ear, flange sitting at the nostril.',
    "It's catching on the right side, so I'll pull it out and try the left nostril rather than push.",
    'NPA lubed, R nare, horizontal along floor, flange at nostril',
    'OPA sized corner of mouth to angle of jaw, in over a tongue blade, no rotation',
    'OPA from mouth corner to jaw angle, slid in over a tongue depressor without turning it round',
    "not rotating it in, she's small - tongue blade and straight in",
  ],
  invalid: [
    'The OPA in concave side up, then twist it round at the back of her mouth.',
    'guedel goes in concave up along the palate then I twist it round',
    'OPA corner of mouth to angle of jaw, inserted tip to the palate then rotated 180',
    'OPA sized mouth corner to jaw angle, I put it in upside down and twist it round as it passes the tongue',
  ],
};

describeItem(insertingTheAdjunct, CASES, import.meta.url);
