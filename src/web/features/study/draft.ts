import { CHECKLIST_ITEM_IDS, type ChecklistItemId } from '../../../contract/checklist.ts';
import type {
  Arm,
  Assessment,
  AssessmentInput,
  ItemResult,
  ObserverItems,
  TimePoint,
} from '../../../contract/study.ts';

/** The checklist form while it is filled in: anything may still be blank. */
export type Draft = {
  participantID: string;
  timePoint: TimePoint | '';
  arm: Arm | '';
  assessor: string;
  /** A case id, or '' for a case that is not in the app (its title typed instead). */
  caseId: string;
  caseTitle: string;
  items: Partial<Record<ChecklistItemId, ItemResult>>;
  comments: Partial<Record<ChecklistItemId, string>>;
};

export function emptyDraft(assessor: string, participantID = ''): Draft {
  return {
    participantID,
    timePoint: '',
    arm: '',
    assessor,
    caseId: '',
    caseTitle: '',
    items: {},
    comments: {},
  };
}

export function draftOf(assessment: Assessment): Draft {
  const items: Draft['items'] = {};
  const comments: Draft['comments'] = {};
  for (const id of CHECKLIST_ITEM_IDS) {
    items[id] = assessment.items[id].result;
    comments[id] = assessment.items[id].comment ?? '';
  }
  return {
    participantID: assessment.participantID,
    timePoint: assessment.timePoint,
    arm: assessment.arm,
    assessor: assessment.assessor,
    caseId: assessment.caseId === null ? '' : String(assessment.caseId),
    caseTitle: assessment.caseTitle ?? '',
    items,
    comments,
  };
}

export type DraftProblems = { fields: string[]; unscored: ChecklistItemId[] };

/** What still has to be filled in before the form can be saved. */
export function problemsOf(draft: Draft): DraftProblems {
  const fields: string[] = [];
  if (!draft.participantID.trim()) fields.push('participant ID');
  if (!draft.timePoint) fields.push('time point');
  if (!draft.arm) fields.push('arm');
  if (!draft.assessor.trim()) fields.push('assessor');
  return { fields, unscored: CHECKLIST_ITEM_IDS.filter((id) => !draft.items[id]) };
}

/** The complete form as the API takes it; only call once problemsOf found nothing. */
export function inputOf(draft: Draft): AssessmentInput {
  const items = Object.fromEntries(
    CHECKLIST_ITEM_IDS.map((id) => {
      const comment = draft.comments[id]?.trim();
      return [id, comment ? { result: draft.items[id], comment } : { result: draft.items[id] }];
    }),
  ) as ObserverItems;
  return {
    participantID: draft.participantID.trim(),
    timePoint: draft.timePoint as TimePoint,
    arm: draft.arm as Arm,
    assessor: draft.assessor.trim(),
    caseId: draft.caseId ? Number(draft.caseId) : null,
    caseTitle: draft.caseTitle.trim() || null,
    items,
  };
}

/** The live tally shown while scoring. */
export function tally(draft: Draft) {
  const results = CHECKLIST_ITEM_IDS.map((id) => draft.items[id]);
  return {
    done: results.filter((r) => r === 'done').length,
    applicable: results.filter((r) => r === 'done' || r === 'not_done').length,
    unscored: results.filter((r) => r === undefined).length,
  };
}

/** The problems in one sentence for the form's alert: "Fill in the arm. Score items 2, 7." */
export function problemText({ fields, unscored }: DraftProblems): string {
  const parts: string[] = [];
  if (fields.length > 0) parts.push(`Fill in the ${fields.join(', ')}.`);
  if (unscored.length > 0) {
    const numbers = unscored.map((id) => id.replace('BMV-', ''));
    parts.push(`Score item${numbers.length > 1 ? 's' : ''} ${numbers.join(', ')}.`);
  }
  return parts.join(' ');
}
