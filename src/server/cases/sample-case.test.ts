import { describe, expect, it } from 'vitest';
import { CaseDocumentSchema } from '../../contract/case.ts';
import { sampleCase } from './sample-case.ts';

describe('the sample case', () => {
  it('is a complete case in the project format (parsing adds and drops nothing)', () => {
    expect(CaseDocumentSchema.parse(sampleCase)).toEqual(sampleCase);
  });

  it('has the four phases and the patient of the scenario', () => {
    expect(sampleCase.Phases).toHaveLength(4);
    expect(sampleCase['Scenario Outline'].patientReport.basicInformation).toMatchObject({
      age: 4,
      weight: 18,
    });
    expect(sampleCase.Phases.map((phase) => phase.vitalSigns.o2)).toEqual([73, 58, 86, 99]);
  });
});
