import { describe, expect, it } from 'vitest';
import { infantCase } from '../../../../test/fixtures/sim/infant-case.ts';
import { traumaCase } from '../../../../test/fixtures/sim/trauma-case.ts';
import {
  type CaseDocument,
  CaseDocumentSchema,
  emptyPhase,
  emptyScenarioOutline,
} from '../../../contract/case.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import { analyzeCase } from './analyze-case.ts';

const required = (caseDoc: CaseDocument) => analyzeCase(caseDoc).phases.map((phase) => phase.requiredItems);
const items = (...numbers: number[]) => numbers.map((n) => `BMV-${n}`);

describe('analyzeCase', () => {
  it('reads the sample case hard stops as checklist items', () => {
    const analysis = analyzeCase(sampleCase);
    expect(required(sampleCase)).toEqual([
      items(2, 8, 9, 10, 11, 12, 13, 14, 15, 16),
      items(3, 4, 17, 18, 19),
      items(5, 6, 20),
      [],
    ]);
    expect(analysis.phases.map((phase) => [phase.index, phase.number])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(analysis.warnings).toEqual([]);
    expect(analysis.phases.flatMap((phase) => phase.warnings)).toEqual([]);
    expect(analysis.patient).toMatchObject({ ageYears: 4, band: 'child', weightKg: 18 });
  });

  it('reads no item from an alternative or an exclusion set apart in brackets', () => {
    const doc = structuredClone(sampleCase);
    const first = doc.Phases[0];
    if (!first) throw new Error('the sample case has phases');
    first.hardStop.ventilationEquipment =
      'Chooses a child mask and a paediatric self-inflating bag of at least 450-500 mL (or the adult bag squeezed only to chest rise), connected to oxygen at 10-15 L/min.';
    first.hardStop.ventilationTechnique =
      'Stands at the head of the bed; squeezes just to chest rise (not the whole adult bag).';
    const [phase1] = required(doc);
    // The squeeze is still required where the text asks for it, outside the brackets.
    expect(phase1).toContain('BMV-18');
    first.hardStop.ventilationTechnique = 'Stands at the head of the bed.';
    expect(required(doc)[0]).not.toContain('BMV-18');
    expect(required(doc)[0]).toEqual(expect.arrayContaining(items(8, 9, 10, 16)));
  });

  it('reads the infant case, written in other words', () => {
    expect(required(infantCase)).toEqual([
      items(1, 2, 3, 8, 9, 10),
      items(4, 11, 12, 13, 14, 15, 16, 18, 19),
      items(5, 6, 7, 20),
      [],
    ]);
    expect(analyzeCase(infantCase).patient).toMatchObject({ band: 'infant', described: 'a 6-month-old' });
  });

  it('reads the age from the presentation when the report has none, and says so', () => {
    const analysis = analyzeCase(traumaCase);
    expect(analysis.patient).toMatchObject({ ageYears: 8, ageSource: 'presentation' });
    expect(analysis.warnings).toEqual([
      'patient age missing from the patient report: read as an 8-year-old from the case presentation',
    ]);
  });

  it('warns about what an author should fix', () => {
    const outline = emptyScenarioOutline();
    const caseDoc = CaseDocumentSchema.parse({
      'Scenario Outline': outline,
      Phases: [
        {
          ...emptyPhase(),
          initialState: 'Apnoeic.',
          hardStop: { ...emptyPhase().hardStop, airwayManagement: 'Does the right thing.' },
        },
        { ...emptyPhase(), initialState: 'Better.' },
        {
          ...emptyPhase(),
          initialState: 'Gagging and coughing now.',
          vitalSigns: { ...emptyPhase().vitalSigns, hr: 120 },
          hardStop: { ...emptyPhase().hardStop, airwayManagement: 'Inserts an OPA sized correctly.' },
        },
      ],
    });
    const analysis = analyzeCase(caseDoc);
    expect(analysis.warnings).toEqual([
      'patient age missing: rate and size checks use defaults (a 4-year-old)',
      'patient weight missing',
      'case presentation missing',
    ]);
    expect(analysis.phases.map((phase) => phase.warnings)).toEqual([
      ['phase 1: no checklist action recognised in the hard stops', 'phase 1: no vital signs given'],
      [
        "phase 2: no hard stops: the phase ends at the trainee's next reasonable action",
        'phase 2: no vital signs given',
      ],
      ['phase 3: the hard stops ask for an OPA but the patient has a gag reflex'],
    ]);
  });

  it('estimates the age from the weight when neither the report nor the presentation gives it', () => {
    const caseDoc = structuredClone(traumaCase);
    caseDoc['Scenario Outline'].casePresentation = 'A boy hit by a car.';
    const analysis = analyzeCase(caseDoc);
    expect(analysis.patient).toMatchObject({ ageSource: 'weight', band: 'child' });
    expect(analysis.warnings[0]).toMatch(/^patient age missing: rate and size checks use the weight \(26 kg/);
  });

  it('reads an age typed in months when the presentation says so', () => {
    const caseDoc = structuredClone(infantCase);
    caseDoc['Scenario Outline'].patientReport.basicInformation.age = 6;
    const analysis = analyzeCase(caseDoc);
    expect(analysis.patient.described).toBe('a 6-month-old');
    expect(analysis.warnings).toContain(
      'patient age 6 read as months, as the case presentation says a 6-month-old',
    );
  });

  it('flags an NPA asked for despite a suspected basal skull fracture', () => {
    const caseDoc = structuredClone(traumaCase);
    const phase = caseDoc.Phases[1];
    if (!phase) throw new Error('the trauma case has a phase 2');
    phase.hardStop.airwayManagement = 'Inserts an NPA sized from the nostril to the tragus.';
    expect(analyzeCase(caseDoc).phases[1]?.warnings).toContain(
      'phase 2: the hard stops ask for an NPA but the case suggests a basal skull fracture',
    );
  });
});
