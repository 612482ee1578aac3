import { describe, expect, it } from 'vitest';
import { CHECKLIST_ITEM_IDS } from '../../../contract/checklist.ts';
import { AssessmentInputSchema } from '../../../contract/study.ts';
import { emptyDraft, inputOf, problemsOf, problemText, tally } from './draft.ts';

describe('the observer checklist draft', () => {
  it('names what is missing, in checklist order', () => {
    const draft = { ...emptyDraft('Dr. Osei'), participantID: 'P-1', timePoint: 'pre' as const };
    draft.items['BMV-1'] = 'done';
    const problems = problemsOf(draft);
    expect(problems.fields).toEqual(['arm']);
    expect(problems.unscored).toHaveLength(19);
    expect(problemText(problems)).toBe(
      'Fill in the arm. Score items 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20.',
    );
    draft.arm = 'chatbot';
    for (const id of CHECKLIST_ITEM_IDS.slice(0, 19)) draft.items[id] = 'done';
    expect(problemText(problemsOf(draft))).toBe('Score item 20.');
  });

  it('counts done of applicable live, and turns a complete draft into valid API input', () => {
    const draft = { ...emptyDraft('  Dr. Osei '), participantID: ' P-1 ', timePoint: 'post' as const };
    draft.arm = 'simulation';
    for (const id of CHECKLIST_ITEM_IDS) draft.items[id] = 'done';
    draft.items['BMV-5'] = 'na';
    draft.items['BMV-6'] = 'not_done';
    draft.comments['BMV-6'] = '  Forgot the lubricant. ';
    draft.comments['BMV-7'] = '   ';
    expect(tally(draft)).toEqual({ done: 18, applicable: 19, unscored: 0 });
    const input = inputOf(draft);
    expect(AssessmentInputSchema.parse(input)).toEqual(input);
    expect(input).toMatchObject({
      participantID: 'P-1',
      assessor: 'Dr. Osei',
      caseId: null,
      caseTitle: null,
    });
    expect(input.items['BMV-6']).toEqual({ result: 'not_done', comment: 'Forgot the lubricant.' });
    expect(input.items['BMV-7']).toEqual({ result: 'done' });
  });
});
