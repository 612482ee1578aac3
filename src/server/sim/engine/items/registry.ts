import type { Cue, ItemId, TopicId } from '../types.ts';
import { callingForHelp } from './bmv-01-calling-for-help.ts';
import { clearingSecretions } from './bmv-02-clearing-secretions.ts';
import { headPosition } from './bmv-03-head-position.ts';
import { openingTheAirway } from './bmv-04-opening-the-airway.ts';
import { adjunctChoiceAndSize } from './bmv-05-adjunct-choice-and-size.ts';
import { insertingTheAdjunct } from './bmv-06-inserting-the-adjunct.ts';
import { reassessment } from './bmv-07-reassessment.ts';
import { maskSize } from './bmv-08-mask-size.ts';
import { bagChoice } from './bmv-09-bag-choice.ts';
import { oxygen } from './bmv-10-oxygen.ts';
import { maskOrientation } from './bmv-11-mask-orientation.ts';
import { coveringMouthAndNose } from './bmv-12-covering-mouth-and-nose.ts';
import { maskHold } from './bmv-13-mask-hold.ts';
import { seal } from './bmv-14-seal.ts';
import { eyesProtected } from './bmv-15-eyes-protected.ts';
import { positionAtTheHead } from './bmv-16-position-at-the-head.ts';
import { maskHandOpensTheAirway } from './bmv-17-mask-hand-opens-the-airway.ts';
import { squeeze } from './bmv-18-squeeze.ts';
import { rate } from './bmv-19-rate.ts';
import { effectiveVentilation } from './bmv-20-effective-ventilation.ts';
import type { ItemJudge, ItemModule, Topic } from './item.ts';
import { SHARED_CUES } from './shared-cues.ts';

/** The twenty item modules, in checklist order. */
export const ITEM_MODULES: readonly ItemModule[] = [
  callingForHelp,
  clearingSecretions,
  headPosition,
  openingTheAirway,
  adjunctChoiceAndSize,
  insertingTheAdjunct,
  reassessment,
  maskSize,
  bagChoice,
  oxygen,
  maskOrientation,
  coveringMouthAndNose,
  maskHold,
  seal,
  eyesProtected,
  positionAtTheHead,
  maskHandOpensTheAirway,
  squeeze,
  rate,
  effectiveVentilation,
];

const byId = new Map<ItemId, ItemModule>(ITEM_MODULES.map((module) => [module.id, module]));

/** The module of one checklist item. */
export function itemModule(id: ItemId): ItemModule {
  const found = byId.get(id);
  if (!found) throw new Error(`no module for checklist item ${id}`);
  return found;
}

/**
 * The lexicon's matching order, by cue id. A cue claims the words it matches, so more specific phrases come
 * first: advanced airways before any mask ("laryngeal mask"), "keeps the airway open with the mask hand" (BMV-17)
 * before "opens the airway" (BMV-4), "squeeze until the chest rises" (BMV-18) before "check chest rise" (BMV-7)
 * before "chest rise" (BMV-20), "ventilates effectively" before "ventilate", and "bag the patient" before
 * choosing a bag. A new cue goes in here too, where what it matches is most specific.
 */
export const MATCHING_ORDER: readonly string[] = [
  'advancedAirway',
  'delayedVentilation',
  'refuseHelp',
  'standAtHead',
  'standAtSide',
  'liftJawIntoMask',
  'releaseJaw',
  'pushMaskDown',
  'gentleSqueeze',
  'squeezeGeneric',
  'wholeBagSqueeze',
  'bigSqueeze',
  'ratePerMinute',
  'rateRhythm',
  'rateGeneric',
  'rateFast',
  'rateOnDemand',
  'noChestRiseCarryOn',
  'stopVentilating',
  'watchChestRise',
  'seeChestRise',
  'skipReassessment',
  'reassess',
  'effectiveVentilation',
  'ventilate',
  'callHelp',
  'recogniseApnoea',
  'fingerSweep',
  'skipSuction',
  'drainWater',
  'feedingTubeSuction',
  'chokingManoeuvres',
  'suctionTooStrong',
  'scrapeMucosa',
  'deepSuction',
  'suction',
  'releaseHead',
  'hyperextension',
  'extendNeck',
  'neckFlexion',
  'headPosition',
  'softTissuePressure',
  'skipAirwayOpening',
  'softTissueSpared',
  'jawThrust',
  'tipHeadBack',
  'headTilt',
  'fingersOnBone',
  'jawLifted',
  'openAirwayGeneric',
  'opaLandmark',
  'npaLandmark',
  'wrongLandmark',
  'wrongOpaLandmark',
  'opaPastTheJaw',
  'opaByFinger',
  'unsizedAdjunct',
  'oversizedAdjunct',
  'opaDespiteGag',
  'adjunctReason',
  'opa',
  'npa',
  'adjunctGeneric',
  'forcedAdjunct',
  'insertAdjunct',
  'maskSizedOnFace',
  'maskClearOfEyes',
  'maskUpsideDown',
  'maskBothEnds',
  'maskOrientation',
  'mouthOnly',
  'mouthAndNose',
  'palmHold',
  'stayOneHanded',
  'ecClamp',
  'holdMaskGeneric',
  'acceptLeak',
  'seal',
  'eyesProtected',
  'eyePressure',
  'wrongSizeMask',
  'maskLandmark',
  'maskSizeNumber',
  'maskChoice',
  'maskOneFits',
  'bvm',
  'notAVentilator',
  'bagChoice',
  'roomAir',
  'oxygenPutOff',
  'oxygenFlow',
  'oxygen',
];

/** Every cue, in matching order: the items' own and the shared ones. */
export function buildLexicon(): Cue[] {
  const cues = new Map<string, Cue>();
  for (const cue of [...SHARED_CUES, ...ITEM_MODULES.flatMap((module) => module.cues)]) {
    if (cues.has(cue.id)) throw new Error(`two cues named ${cue.id}`);
    cues.set(cue.id, cue);
  }
  const unordered = [...cues.keys()].filter((id) => !MATCHING_ORDER.includes(id));
  if (unordered.length > 0) throw new Error(`cues missing from MATCHING_ORDER: ${unordered.join(', ')}`);
  return MATCHING_ORDER.map((id) => {
    const cue = cues.get(id);
    if (!cue) throw new Error(`MATCHING_ORDER names no cue ${id}`);
    return cue;
  });
}

/** The judges of the items that have one (BMV-5 and BMV-6 are judged together, in judge/adjunct.ts). */
export const ITEM_JUDGES: Partial<Record<ItemId, ItemJudge>> = Object.fromEntries(
  ITEM_MODULES.flatMap((module) => (module.judge ? [[module.id, module.judge]] : [])),
);

/** The order topics are tried in: most specific first ("hold the mask" before "mask", "jaw thrust" before "open the airway"). */
const TOPIC_ORDER: readonly TopicId[] = [
  'opa',
  'npa',
  'adjunct',
  'maskHold',
  'eyes',
  'maskFit',
  'jawThrust',
  'headTiltChinLift',
  'openAirway',
  'headPosition',
  'oxygen',
  'rate',
  'squeeze',
  'bag',
  'suction',
  'reassess',
  'callHelp',
];

/** Every teaching topic, in the order they are tried. */
export const TOPICS: readonly Topic[] = TOPIC_ORDER.map((id) => {
  const topic = ITEM_MODULES.flatMap((module) => module.topics ?? []).find((t) => t.id === id);
  if (!topic) throw new Error(`no item module teaches topic ${id}`);
  return topic;
});
