/**
 * Every canonical sentence is read by the engine as the item and the sense the reading meant: the contract
 * between the model's reading and the engine's lexicon (if the lexicon changes, this says which sentence broke).
 */
import { describe, expect, it } from 'vitest';
import { act, bedside } from '../../../../test/fixtures/grounded-tutor.ts';
import { infantCase } from '../../../../test/fixtures/sim/infant-case.ts';
import { traumaCase } from '../../../../test/fixtures/sim/trauma-case.ts';
import type { CaseDocument } from '../../../contract/case.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import { runTurn } from '../engine/index.ts';
import { ITEM_MODULES } from '../engine/items/registry.ts';
import { readMentions } from '../engine/lexicon/read-mentions.ts';
import { normalize } from '../engine/text/normalize.ts';
import { actionSentence, engineInputs, itemOfTechnique as itemOf } from './canonical.ts';
import {
  PATIENT_TOPICS,
  READING_JSON_SCHEMA,
  type ReadAction,
  TECHNIQUES,
  type Technique,
} from './reading.ts';

const now = new Date('2025-01-01T00:00:00Z');
const begun = runTurn({ caseDoc: sampleCase, state: {}, input: 'Begin Simulation', now, images: [] }).state;

const BAD: Technique[] = [
  'delay_ventilation',
  'refuse_help',
  'deep_suction',
  'finger_sweep',
  'hyperextend_neck',
  'flex_neck',
  'press_soft_tissue',
  'npa_pushed_upwards',
  'oxygen_without_ventilation',
  'room_air',
  'mask_upside_down',
  'ventilate_on_desaturation',
  'mask_covers_mouth_or_nose_only',
  'palm_hold',
  'accept_leak',
  'pressure_on_eyes',
  'stand_at_side',
  'push_mask_down',
  'forceful_squeeze',
  'ventilate_fast',
  'force_adjunct',
  'mask_too_big',
  'mask_too_small',
  'ignore_poor_chest_rise',
  'stop_ventilation',
  'skip_suction',
  'drain_water',
  'feeding_tube_suction',
  'back_blows',
  'suction_full_pressure',
  'scrape_mucosa',
  'skip_airway_opening',
  'unsized_adjunct',
  'skip_reassessment',
  'release_jaw',
  'stay_one_handed',
];

/** Right parameters for the sample case's 4-year-old where the technique needs them. */
const GOOD_PARAMS: Partial<Record<Technique, Partial<ReadAction>>> = {
  choose_adjunct: { adjunct: 'opa', landmark: 'corner_of_mouth_to_angle_of_jaw' },
  insert_adjunct: { adjunct: 'opa' },
  choose_mask: { maskSize: 'child' },
  choose_bag: { bagVolumeMl: 500, bagType: 'self-inflating' },
  connect_oxygen: { oxygenLitresPerMin: 15 },
  ventilate_at_rate: { breathsPerMin: 20 },
};

describe('canonical sentences', () => {
  for (const technique of TECHNIQUES) {
    it(`${technique} is read by the engine`, () => {
      const item = itemOf(technique);
      const sentence = actionSentence(act(technique, GOOD_PARAMS[technique]));
      expect(sentence).not.toBeNull();
      // Inserting counts only for an adjunct chosen and sized before, as the engine rules.
      const lead =
        technique === 'insert_adjunct'
          ? 'I choose an OPA measured from the corner of the mouth to the angle of the jaw. '
          : technique === 'npa_pushed_upwards'
            ? 'I choose an NPA measured from the nostril to the tragus of the ear. '
            : '';
      const { state } = runTurn({
        caseDoc: sampleCase,
        state: begun,
        input: lead + (sentence ?? ''),
        now,
        images: [],
      });
      if (BAD.includes(technique)) {
        const caught =
          state.hardStops.some((s) => s.item === item) || state.notes.some((n) => n.item === item);
        expect(caught, sentence ?? '').toBe(true);
      } else {
        expect(state.items[item]?.doneAtMs, sentence ?? '').not.toBeNull();
        expect(state.items[item]?.doneAtMs, sentence ?? '').not.toBeUndefined();
      }
    });
  }
});

/** One message in the first phase of another case (its findings and the patient's age decide). */
function inCase(caseDoc: CaseDocument, input: string) {
  const start = runTurn({ caseDoc, state: {}, input: 'Begin Simulation', now, images: [] }).state;
  return runTurn({ caseDoc, state: start, input, now, images: [] });
}

const after = (input: string) => runTurn({ caseDoc: sampleCase, state: begun, input, now, images: [] });

describe('what is not an action is not said', () => {
  it.each([
    ['hypothetical', act('hyperextend_neck', { status: 'hypothetical' })],
    ['negated', act('hyperextend_neck', { negated: true })],
    ['a technique of another item', { ...act('hyperextend_neck'), item: 'BMV-1' as const }],
    ['an adjunct choice that names no adjunct', act('choose_adjunct')],
  ])('%s', (_name, action) => {
    expect(actionSentence(action)).toBeNull();
  });

  it('a message read as "other" is left to the engine, which acknowledges what it does not score', () => {
    expect(engineInputs({ intent: 'other', actions: [], patientQuestions: [] })).toEqual({ raw: true });
    expect(after('I give naloxone').reply).toContain('outside this airway checklist');
  });

  it('a reading of control messages leaves the words to the engine', () => {
    expect(
      engineInputs({ intent: 'control', actions: [act('call_for_help')], patientQuestions: [] }),
    ).toEqual({
      raw: true,
    });
  });
});

describe('parameters reach the engine, which judges them', () => {
  it.each([
    ['an adult mask for a 4-year-old', act('choose_mask', { maskSize: 'adult' }), 'BMV-8'],
    ['oxygen at 2 L/min', act('connect_oxygen', { oxygenLitresPerMin: 2 }), 'BMV-10'],
    [
      'an OPA measured from the mouth to the chin',
      act('choose_adjunct', { adjunct: 'opa', landmark: 'mouth_to_chin' }),
      'BMV-5',
    ],
    [
      'an NPA measured from the nose to the mouth',
      act('choose_adjunct', { adjunct: 'npa', landmark: 'nose_to_mouth' }),
      'BMV-5',
    ],
  ])('%s is wrong', (_name, action, item) => {
    const { state } = after(actionSentence(action) ?? '');
    const caught = state.hardStops.some((s) => s.item === item) || state.notes.some((n) => n.item === item);
    expect(caught).toBe(true);
  });

  it.each([
    ['a 14 Fr suction catheter for a 6-month-old', infantCase, 'suction'],
    ['nasal suction with a suspected basal skull fracture', traumaCase, 'nasal_suction'],
    ['a pillow under the head of a 6-month-old', infantCase, 'pillow_under_head'],
  ] as const)('%s is stopped', (_name, caseDoc, technique) => {
    const action = act(technique, technique === 'suction' ? { suctionCatheterFr: 14 } : {});
    const { state } = inCase(caseDoc, actionSentence(action) ?? '');
    expect(state.hardStops.map((s) => s.item)).toContain(itemOf(technique));
  });

  it.each([
    ['an 8 Fr catheter through the mouth', act('suction', { suctionCatheterFr: 8 })],
    ['suction through the nose', act('nasal_suction', { suctionCatheterFr: 8 })],
  ])('%s is right for a 6-month-old with nasal secretions', (_name, action) => {
    const sentence = actionSentence(action) ?? '';
    expect(sentence).toContain('8 Fr');
    const { state } = inCase(infantCase, sentence);
    expect(state.hardStops).toEqual([]);
    expect(state.items['BMV-2']?.doneAtMs ?? null).not.toBeNull();
  });

  it('several actions are said as one message, judged together', () => {
    const inputs = engineInputs(bedside([act('call_for_help'), act('stand_at_head'), act('call_for_help')]));
    expect(inputs).toEqual({
      raw: false,
      questions: [],
      actions: 'I call for help. I stand at the head of the bed.',
    });
  });
});

describe('patient questions', () => {
  it.each(PATIENT_TOPICS)('%s is answered from the case', (topic) => {
    const inputs = engineInputs(bedside([], [topic]));
    if (inputs.raw) throw new Error('raw');
    const [question] = inputs.questions;
    const { reply } = after(question ?? '');
    expect(reply).not.toMatch(/could not match that|not in the case notes/);
  });
});

describe('the schema sent to the model', () => {
  it('is strict (every key required, no extra keys) and carries no bounds some servers refuse', () => {
    const text = JSON.stringify(READING_JSON_SCHEMA);
    expect(text).not.toMatch(/"(?:minimum|maximum|minItems|maxItems|\$schema)"/);
    const action = (READING_JSON_SCHEMA as { properties: { actions: { items: Record<string, unknown> } } })
      .properties.actions.items;
    expect(action.additionalProperties).toBe(false);
    expect(action.required).toEqual(Object.keys(action.properties as object));
  });
});

/**
 * Every wrong way the engine can read has a way in from the model: for each 'bad' cue of every item, the reading
 * that says it, whose canonical sentence the engine reads as that very cue. A new bad cue fails here until the
 * reading schema can carry it.
 */
const WAY_IN: Record<string, ReadAction> = {
  delayedVentilation: act('delay_ventilation'),
  refuseHelp: act('refuse_help'),
  skipSuction: act('skip_suction'),
  fingerSweep: act('finger_sweep'),
  deepSuction: act('deep_suction'),
  drainWater: act('drain_water'),
  feedingTubeSuction: act('feeding_tube_suction'),
  chokingManoeuvres: act('back_blows'),
  suctionTooStrong: act('suction_full_pressure'),
  scrapeMucosa: act('scrape_mucosa'),
  // An adjunct taken bigger than it measures reaches the engine as its size, which the engine judges.
  oversizedAdjunct: act('choose_adjunct', { adjunct: 'opa', adjunctSizeCode: '4' }),
  hyperextension: act('hyperextend_neck'),
  neckFlexion: act('flex_neck'),
  skipAirwayOpening: act('skip_airway_opening'),
  softTissuePressure: act('press_soft_tissue'),
  wrongLandmark: act('choose_adjunct', { adjunct: 'npa', landmark: 'nose_to_mouth' }),
  wrongOpaLandmark: act('choose_adjunct', { adjunct: 'opa', landmark: 'mouth_to_chin' }),
  opaByFinger: act('choose_adjunct', { adjunct: 'opa', landmark: 'mouth_to_chin' }),
  opaPastTheJaw: act('choose_adjunct', { adjunct: 'opa', landmark: 'mouth_to_chin' }),
  unsizedAdjunct: act('unsized_adjunct', { adjunct: 'opa' }),
  // The gag reflex is the patient's, not the words': the adjunct said is the one the findings rule out.
  opaDespiteGag: act('choose_adjunct', { adjunct: 'opa', landmark: 'corner_of_mouth_to_angle_of_jaw' }),
  forcedAdjunct: act('force_adjunct', { adjunct: 'opa' }),
  skipReassessment: act('skip_reassessment'),
  wrongSizeMask: act('mask_too_big'),
  notAVentilator: act('oxygen_without_ventilation'),
  roomAir: act('room_air'),
  oxygenPutOff: act('room_air'),
  maskUpsideDown: act('mask_upside_down'),
  mouthOnly: act('mask_covers_mouth_or_nose_only'),
  palmHold: act('palm_hold'),
  stayOneHanded: act('stay_one_handed'),
  acceptLeak: act('accept_leak'),
  eyePressure: act('pressure_on_eyes'),
  standAtSide: act('stand_at_side'),
  releaseJaw: act('release_jaw'),
  pushMaskDown: act('push_mask_down'),
  wholeBagSqueeze: act('forceful_squeeze'),
  bigSqueeze: act('forceful_squeeze'),
  rateFast: act('ventilate_fast'),
  rateOnDemand: act('ventilate_on_desaturation'),
  noChestRiseCarryOn: act('ignore_poor_chest_rise'),
  stopVentilating: act('stop_ventilation'),
};

/** Cues read in a patient's findings rather than in words: the sentence says the adjunct, the case rules it out. */
const BY_FINDINGS = new Set(['opaDespiteGag', 'oversizedAdjunct']);
/** Cues that one technique says for another cue of the same item (the same error in other words). */
const SAID_AS: Record<string, string> = {
  oxygenPutOff: 'roomAir',
  wholeBagSqueeze: 'bigSqueeze',
  wrongOpaLandmark: 'wrongLandmark',
  opaByFinger: 'wrongLandmark',
  opaPastTheJaw: 'wrongLandmark',
};

describe('every wrong way the engine reads has a way in from the model', () => {
  const badCues = ITEM_MODULES.flatMap((module) =>
    module.cues.filter((c) => c.sense === 'bad').map((c) => ({ item: module.id, id: c.id })),
  );

  it('each bad cue has a reading', () => {
    expect(badCues.filter((c) => !(c.id in WAY_IN)).map((c) => c.id)).toEqual([]);
  });

  it.each(badCues.filter((c) => !BY_FINDINGS.has(c.id)))('$id ($item)', ({ item, id }) => {
    const action = WAY_IN[id];
    if (!action) throw new Error(`no reading for ${id}`);
    expect(itemOf(action.technique)).toBe(item);
    const sentence = actionSentence(action) ?? '';
    const cues = readMentions(normalize(sentence)).map((m) => m.cue.id);
    expect(cues, sentence).toContain(SAID_AS[id] ?? id);
  });

  it('an OPA bigger than the child measures is stopped (oversizedAdjunct: the reading gives the size)', () => {
    const sentence = actionSentence(WAY_IN.oversizedAdjunct as ReadAction) ?? '';
    const caught = after(sentence).state.hardStops.map((s) => s.item);
    expect(caught, sentence).toContain('BMV-5');
  });

  it('an OPA for a patient who gags is stopped (opaDespiteGag: the case says the gag, the reading the OPA)', () => {
    const gagging = structuredClone(sampleCase);
    const [first] = gagging.Phases;
    if (!first) throw new Error('the sample has phases');
    first.airway = 'Gags and coughs when anything touches the mouth';
    // The sample's author accepts "an OPA or NPA"; here the author names no adjunct, so the findings decide.
    for (const phase of gagging.Phases) {
      const stops = phase.hardStop as Record<string, string>;
      for (const key of Object.keys(stops))
        stops[key] = (stops[key] ?? '').replace('an OPA or NPA', 'an adjunct');
    }
    const sentence = actionSentence(WAY_IN.opaDespiteGag as ReadAction) ?? '';
    const { state } = inCase(gagging, sentence);
    const caught = state.hardStops.map((s) => s.item).concat(state.notes.map((n) => n.item));
    expect(caught, sentence).toContain('BMV-5');
  });
});
