import { checklistItemLabel } from '../../../contract/checklist.ts';
import type { Arm, TimePoint } from '../../../contract/study.ts';

export const TIME_POINT_LABELS: Record<TimePoint, string> = { pre: 'Pre', post: 'Post' };
export const ARM_LABELS: Record<Arm, string> = { chatbot: 'Chatbot', simulation: 'Simulation + debriefing' };

/** "12 May 2026, 14:03" in the admin's own locale and zone. */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** "1:05" from milliseconds, as the debrief shows times. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const FIELD_LABELS: Record<string, string> = {
  participantID: 'participant ID',
  timePoint: 'time point',
  arm: 'arm',
  assessor: 'assessor',
  caseId: 'case',
  caseTitle: 'case title',
};

/** A changed field as faculty read it: "arm", "BMV-4 Opening the airway", "comment on BMV-4 …". */
export function changeLabel(change: string): string {
  const field = FIELD_LABELS[change];
  if (field) return field;
  const comment = /^(BMV-\d+) comment$/.exec(change);
  return comment?.[1] ? `comment on ${checklistItemLabel(comment[1])}` : checklistItemLabel(change);
}

const RESULT_LABELS: Record<string, string> = { done: 'done', not_done: 'not done', na: 'not applicable' };

/** A value in the history as faculty read it: item results in words, the rest as saved. */
export function valueLabel(value: string): string {
  return RESULT_LABELS[value] ?? value;
}
