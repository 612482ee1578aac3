import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractArbitrary } from '../../test/fuzz/arbitraries.ts';
import {
  CaseDocumentSchema,
  CompleteCaseDocumentSchema,
  emptyPhase,
  emptyScenarioOutline,
  SentCaseDocumentSchema,
} from './case.ts';

/** The first client's Data Collection form, as it sends a phase (see test/original-client.test.ts). */
const originalPhase = {
  initialState: 'Apnoeic.',
  vitalSigns: {
    hr: '90',
    rr: '',
    temp: '38.2',
    nibp: '93/58',
    o2: '72',
    co2: '',
    airway: 'Patent with positioning',
    breathing: 'None',
    circulation: 'Weak pulses',
    disability: '',
  },
  hardStop: {
    ventilationEquipment: 'Mask',
    ventilationTechnique: '',
    airwayManagement: '',
    maskPositioning: '',
  },
  softStop: {},
};
const outline = emptyScenarioOutline();
const originalOutline = {
  ...outline,
  patientReport: {
    ...outline.patientReport,
    basicInformation: { ...outline.patientReport.basicInformation, age: '3', weight: '' },
  },
};

describe("the original client's case form", () => {
  it('is read in this app\'s form: numbers from their text, the four texts beside vitalSigns, {} as ""', () => {
    const read = CaseDocumentSchema.parse({ 'Scenario Outline': originalOutline, Phases: [originalPhase] });
    expect(read['Scenario Outline'].patientReport.basicInformation).toMatchObject({ age: 3, weight: null });
    expect(read.Phases[0]).toEqual({
      initialState: 'Apnoeic.',
      vitalSigns: { hr: 90, rr: null, temp: 38.2, nibp: '93/58', o2: 72, co2: null },
      airway: 'Patent with positioning',
      breathing: 'None',
      circulation: 'Weak pulses',
      disability: '',
      hardStop: originalPhase.hardStop,
      softStop: '',
    });
  });

  it("is kept in the shape it was sent, and this app's form in its own", () => {
    const original = { 'Scenario Outline': originalOutline, Phases: [originalPhase] };
    expect(SentCaseDocumentSchema.parse(original)).toEqual(original);
    const json = {
      'Scenario Outline': outline,
      Phases: [{ ...emptyPhase(), vitalSigns: { ...emptyPhase().vitalSigns, nibp: '85' } }],
    };
    expect(SentCaseDocumentSchema.parse(json)).toEqual(json);
    expect(CaseDocumentSchema.parse(json)).toEqual(json);
  });

  it('refuses text that is not a number in a number input, or a number out of range', () => {
    for (const hr of ['ninety', '999999']) {
      const bad = { ...originalPhase, vitalSigns: { ...originalPhase.vitalSigns, hr } };
      const parsed = SentCaseDocumentSchema.safeParse({ 'Scenario Outline': outline, Phases: [bad] });
      expect(parsed.success, hr).toBe(false);
    }
  });

  it("reads every case it accepts, in either form, in this app's form", () => {
    // A stored case that cannot be read is a 500 on every later call (the fuzz found one: "999999").
    fc.assert(
      fc.property(contractArbitrary(CompleteCaseDocumentSchema, 'valid'), (sent) => {
        // The generator knows patterns but not every refinement: what the contract refuses is not stored.
        const stored = SentCaseDocumentSchema.safeParse(sent);
        if (stored.success) expect(CaseDocumentSchema.safeParse(stored.data).success).toBe(true);
      }),
      { seed: 20_251_126, numRuns: 300 },
    );
  });
});
