/** A small case and conversation shared by the LLM tutor's tests. */
import { type CaseDocument, CaseDocumentSchema } from '../../../contract/case.ts';
import type { TutorConversation } from '../tutor.ts';

export const sampleCase: CaseDocument = CaseDocumentSchema.parse({
  'Scenario Outline': {
    casePresentation: 'A 6-month-old with bronchiolitis and increasing work of breathing.',
    objectives: { objective1: 'Select the correct mask size' },
    patientReport: {
      basicInformation: { name: 'Baby Lila', age: 0.5, sex: 'F', weight: 7.2, diagnosis: 'RSV bronchiolitis' },
    },
  },
  Phases: [
    {
      initialState: 'Apneic, cyanotic',
      vitalSigns: { hr: 88, rr: 0, o2: 72, nibp: '70/40' },
      hardStop: { maskPositioning: 'Mask covers the eyes' },
    },
  ],
});

export function makeConversation(overrides: Partial<TutorConversation> = {}): TutorConversation {
  return {
    caseDoc: sampleCase,
    state: {},
    history: [],
    images: [
      { id: 7, title: 'Infant mask sizes', tags: ['mask', 'bvm'] },
      { id: 12, title: 'Jaw thrust', tags: [] },
    ],
    instructionText: 'You are PAMA, the airway tutor. Be concise.',
    now: new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  };
}
