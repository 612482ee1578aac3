import { type FormEvent, useEffect, useRef, useState } from 'react';
import { CHECKLIST_GROUPS, checklistItemsOf } from '../../../contract/checklist.ts';
import type { Arm, Assessment, TimePoint } from '../../../contract/study.ts';
import { ApiError } from '../../api/client.ts';
import { errorText } from '../../api/error-text.ts';
import { useCancelDraft, useLeaveWarning, useStoredDraft } from '../../components/drafts.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { type Draft, draftOf, emptyDraft, inputOf, problemsOf, problemText, tally } from './draft.ts';
import { ItemRow } from './ItemRow.tsx';
import { type CaseOption, createAssessment, updateAssessment } from './study-api.ts';

const TIME_POINT_CHOICES: [TimePoint, string][] = [
  ['pre', 'Pre (baseline)'],
  ['post', 'Post (after the module)'],
];
const ARM_CHOICES: [Arm, string][] = [
  ['chatbot', 'Chatbot'],
  ['simulation', 'Simulation + debriefing'],
];

/**
 * The observer checklist: who and what was observed, then the 20 items in their four groups, with the
 * total always in view. Saving an open assessment makes a new version; the old one stays in its history.
 */
export function AssessmentForm({
  editing,
  cases,
  defaultAssessor,
  participantId = '',
  onSaved,
  onCancel,
}: {
  editing: Assessment | undefined;
  cases: CaseOption[];
  defaultAssessor: string;
  /** A new checklist started from a participant's page is for that participant. */
  participantId?: string;
  onSaved: (assessment: Assessment) => void;
  onCancel: () => void;
}) {
  const [initial] = useState<Draft>(() =>
    editing ? draftOf(editing) : emptyDraft(defaultAssessor, participantId),
  );
  /** The server's question when this assessor already rated the participant at this time point. */
  const [sameRater, setSameRater] = useState<string>();
  // Kept on this device as it is filled in: a reload, a closed tab or a flat battery loses no score.
  const stored = useStoredDraft<Draft>(assessmentDraftKey(editing, participantId), () => initial, isDraft);
  const draft = stored.value;
  const setDraft = stored.setValue;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  // "New checklist" replaced the button pressed: focus starts at the form's title, not on the page body.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const release = useLeaveWarning(dirty, 'this checklist');
  const [showProblems, setShowProblems] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  // Twenty items scored by hand are not thrown away by a stray tap.
  const cancel = useCancelDraft({
    draft: stored,
    dirty,
    release,
    title: 'Leave this checklist without saving your changes?',
    confirm: 'Leave without saving',
    leave: onCancel,
  });
  const problems = problemsOf(draft);
  const count = tally(draft);
  const pending = showProblems ? problemText(problems) : '';
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: FormEvent, replace = false) {
    event.preventDefault();
    if (saving) return;
    setSameRater(undefined);
    if (problems.fields.length > 0 || problems.unscored.length > 0) {
      setShowProblems(true);
      setError(undefined);
      const first = problems.unscored[0];
      const target = problems.fields.length > 0 ? '#assessment-participant' : `[data-item="${first}"] input`;
      document.querySelector<HTMLElement>(target)?.focus();
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const input = inputOf(draft);
      const saved = editing
        ? await updateAssessment(editing.id, input, editing.version)
        : await createAssessment(input, replace);
      stored.discard();
      release();
      onSaved(saved);
    } catch (caught) {
      // A second checklist by the same assessor: they choose to replace theirs (or name another rater).
      if (!editing && caught instanceof ApiError && caught.status === 409) setSameRater(errorText(caught));
      else setError(`The checklist could not be saved: ${errorText(caught)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="assessment-form" onSubmit={submit} noValidate aria-labelledby="assessment-form-title">
      {stored.restored && dirty && (
        <p className="form-note" role="status">
          Your unsaved draft of this checklist was restored.
        </p>
      )}
      <h3 id="assessment-form-title" ref={title} tabIndex={-1}>
        {editing
          ? `Edit checklist of ${editing.participantID} (version ${editing.version})`
          : 'New observer checklist'}
      </h3>
      <div className="assessment-facts">
        <div className="field">
          <label htmlFor="assessment-participant">Participant ID</label>
          <input
            id="assessment-participant"
            value={draft.participantID}
            autoComplete="off"
            maxLength={64}
            aria-invalid={showProblems && !draft.participantID.trim()}
            onChange={(e) => set({ participantID: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="assessment-assessor">Assessor</label>
          <input
            id="assessment-assessor"
            value={draft.assessor}
            maxLength={120}
            aria-invalid={showProblems && !draft.assessor.trim()}
            onChange={(e) => set({ assessor: e.target.value })}
          />
        </div>
        <ChoiceGroup
          legend="Time point"
          name="timePoint"
          choices={TIME_POINT_CHOICES}
          value={draft.timePoint}
          invalid={showProblems && !draft.timePoint}
          onChange={(timePoint) => set({ timePoint })}
        />
        <ChoiceGroup
          legend="Arm"
          name="arm"
          choices={ARM_CHOICES}
          value={draft.arm}
          invalid={showProblems && !draft.arm}
          onChange={(arm) => set({ arm })}
        />
        <div className="field">
          <label htmlFor="assessment-case">Case</label>
          <select id="assessment-case" value={draft.caseId} onChange={(e) => set({ caseId: e.target.value })}>
            <option value="">Not one of the app's cases</option>
            {cases.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.id}. {c.name.length > 70 ? `${c.name.slice(0, 69)}…` : c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="assessment-case-title">Case title or notes (optional)</label>
          <input
            id="assessment-case-title"
            value={draft.caseTitle}
            maxLength={120}
            placeholder="e.g. Manikin: 2-year-old, bronchiolitis"
            onChange={(e) => set({ caseTitle: e.target.value })}
          />
        </div>
      </div>

      {CHECKLIST_GROUPS.map((group) => (
        <section key={group.id} className="item-group" aria-labelledby={`group-${group.id}`}>
          <h4 id={`group-${group.id}`}>
            {group.title}{' '}
            <span className="item-group-range">
              (items {group.first}–{group.last})
            </span>
          </h4>
          <ul className="item-list">
            {checklistItemsOf(group.id).map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                result={draft.items[item.id]}
                comment={draft.comments[item.id] ?? ''}
                missing={showProblems && !draft.items[item.id]}
                onResult={(result) => setDraft((d) => ({ ...d, items: { ...d.items, [item.id]: result } }))}
                onComment={(comment) =>
                  setDraft((d) => ({ ...d, comments: { ...d.comments, [item.id]: comment } }))
                }
              />
            ))}
          </ul>
        </section>
      ))}

      <div className="assessment-bar">
        <p className="assessment-total" aria-live="polite">
          <strong>
            Total: {count.done} of {count.applicable} applicable
          </strong>
          <span>
            {count.unscored === 0 ? 'All 20 items scored' : `${count.unscored} of 20 still to score`}
          </span>
        </p>
        {/* What is still missing, kept up to date as the observer scores; gone once nothing is. */}
        {(error || pending) && (
          <p className="form-error" role="alert">
            {error ?? pending}
          </p>
        )}
        {sameRater && (
          <div className="same-rater" role="alert">
            <p>{sameRater}</p>
            <button type="button" className="danger-button" onClick={(event) => submit(event, true)}>
              Replace their checklist
            </button>
            <button
              type="button"
              className="secondary-button"
              onClick={() => {
                setSameRater(undefined);
                document.querySelector<HTMLElement>('#assessment-assessor')?.focus();
              }}
            >
              Change the assessor
            </button>
          </div>
        )}
        <div className="assessment-actions">
          <button type="button" className="secondary-button" onClick={cancel}>
            Cancel
          </button>
          <button type="submit" className="primary-button" aria-disabled={saving}>
            {saving ? 'Saving…' : editing ? 'Save changes' : 'Save checklist'}
          </button>
        </div>
      </div>
    </form>
  );
}

/** The draft of a new checklist (for a participant, or blank), or of an edit of one version of a saved one. */
export function assessmentDraftKey(editing: Assessment | undefined, participantId = ''): string {
  if (editing) return `observer-checklist/${editing.id}/${editing.version}`;
  return participantId ? `observer-checklist/new/${participantId}` : 'observer-checklist/new';
}

function isDraft(value: unknown): value is Draft {
  const v = value as Partial<Draft> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.participantID === 'string' &&
    typeof v.assessor === 'string' &&
    typeof v.items === 'object' &&
    typeof v.comments === 'object'
  );
}
