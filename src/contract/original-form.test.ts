import { describe, expect, it } from 'vitest';
import { CaseDocumentSchema, emptyPhase, emptyScenarioOutline, SentCaseDocumentSchema } from './case.ts';

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

  it('refuses text that is not a number in a number input, naming the field', () => {
    const bad = { ...originalPhase, vitalSigns: { ...originalPhase.vitalSigns, hr: 'ninety' } };
    const parsed = SentCaseDocumentSchema.safeParse({ 'Scenario Outline': outline, Phases: [bad] });
    expect(parsed.success).toBe(false);
  });
});
