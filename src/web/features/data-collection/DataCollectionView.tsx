import { useEffect, useRef, useState } from 'react';
import { emptyPhase, emptyScenarioOutline, MAX_PHASES, type Phase } from '../../../contract/case.ts';
import { analyseCase, type FieldConflict, fieldConflicts } from '../../api/case-analysis.ts';
import { errorText } from '../../api/error-text.ts';
import { readDraft, removeDraft, useLeaveWarning, writeDraft } from '../../components/drafts.ts';
import { AnalysisReport } from './AnalysisReport.tsx';
import { CaseTextBudget } from './CaseTextBudget.tsx';
import { ConfirmConflictsDialog } from './ConfirmConflictsDialog.tsx';
import { OutlineFieldsets } from './OutlineFieldsets.tsx';
import { PhaseFieldset } from './PhaseFieldset.tsx';
import { type SubmitDataBody, type SubmitDataResponse, submitCase } from './submission.ts';
import './data-collection.css';
import { useDialogs } from '../../components/dialogs.tsx';

/** A phase with a stable React key, so removing phase 2 of 3 does not shift the inputs' state. */
type KeyedPhase = { key: number; phase: Phase };

let nextPhaseKey = 0;

const DRAFT_KEY = 'data-collection/new';
const EMPTY_DRAFT = JSON.stringify({ outline: emptyScenarioOutline(), phases: [emptyPhase()] });

type CaseDraft = { outline: ReturnType<typeof emptyScenarioOutline>; phases: Phase[] };

function isCaseDraft(value: unknown): value is CaseDraft {
  const v = value as Partial<CaseDraft> | null;
  return typeof v === 'object' && v !== null && typeof v.outline === 'object' && Array.isArray(v.phases);
}
const newPhase = (): KeyedPhase => ({ key: nextPhaseKey++, phase: emptyPhase() });

/** docs/product.md#screens Data Collection: the scenario form (docs/api.md#cases) that adds a new case the simulator can play. */
export default function DataCollectionView({ onTryCase }: { onTryCase: (caseId: number) => void }) {
  // A case being written is kept on this device as a draft: a reload or a closed tab picks it up again.
  const [restored] = useState(() => readDraft(DRAFT_KEY, isCaseDraft));
  const [outline, setOutline] = useState(() => restored?.outline ?? emptyScenarioOutline());
  const [phases, setPhases] = useState<KeyedPhase[]>(() =>
    restored ? restored.phases.map((phase) => ({ key: nextPhaseKey++, phase })) : [newPhase()],
  );
  const draft = JSON.stringify({ outline, phases: phases.map((p) => p.phase) });
  const dirty = draft !== EMPTY_DRAFT;
  useEffect(() => {
    if (dirty) writeDraft(DRAFT_KEY, JSON.parse(draft));
    else removeDraft(DRAFT_KEY);
  }, [draft, dirty]);
  useLeaveWarning(dirty, 'this case');
  const dialogs = useDialogs();
  // Bumped after a submission to remount the form, clearing what the inputs hold themselves.
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<SubmitDataResponse>();
  // A case waiting for the author to confirm what contradicts the built-in limits.
  const [pending, setPending] = useState<{ body: SubmitDataBody; conflicts: FieldConflict[] }>();

  const setPhase = (key: number, phase: Phase) =>
    setPhases((all) => all.map((p) => (p.key === key ? { key, phase } : p)));

  const addPhase = () => {
    const added = newPhase();
    setPhases((all) => [...all, added]);
    // Keyboard users land in the new phase instead of staying on the button.
    requestAnimationFrame(() =>
      document.getElementById(`dc-phase-${added.key}`)?.querySelector('textarea')?.focus(),
    );
  };

  /**
   * Submits the form. First asks the server what it would understand of the case: where the hard stops accept
   * what the built-in limits for the patient's age reject, the author confirms (ConfirmConflictsDialog) and
   * `confirmed` submits the same body.
   */
  async function submit(body: SubmitDataBody, checked: boolean) {
    // A ref, not the state: two quick clicks arrive before React re-renders with busy = true.
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    try {
      if (!checked) {
        const conflicts = fieldConflicts(await analyseCase(body));
        if (conflicts.length > 0) {
          setPending({ body, conflicts });
          return;
        }
      }
      const response = await submitCase(body);
      void dialogs.notice({ title: 'Submission Completed' });
      setResult(response);
      setOutline(emptyScenarioOutline());
      setPhases([newPhase()]);
      setFormKey((k) => k + 1);
    } catch (failure) {
      setError(`The case was not saved: ${errorText(failure)}`);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void submit({ formData: outline, phases: phases.map((p) => p.phase) }, false);
  };

  return (
    <div className="data-collection">
      <h2 className="view-title">Data Collection</h2>
      <p className="dc-intro">
        Write a new pediatric airway case. No field is required; history fields start as “None”. The case can
        be played as soon as it is submitted.
      </p>

      {result && (
        <AnalysisReport caseId={result.id} analysis={result.analysis} onTry={() => onTryCase(result.id)} />
      )}

      {restored && dirty && (
        <p className="form-note" role="status">
          Your unsaved draft of this case was restored.
        </p>
      )}
      {pending && (
        <ConfirmConflictsDialog
          conflicts={pending.conflicts}
          onConfirm={() => {
            setPending(undefined);
            void submit(pending.body, true);
          }}
          onClose={() => setPending(undefined)}
        />
      )}

      <form key={formKey} className="dc-form" onSubmit={onSubmit} aria-busy={busy} aria-label="New case">
        <OutlineFieldsets outline={outline} onChange={setOutline} />

        {phases.map(({ key, phase }, index) => (
          <div key={key} id={`dc-phase-${key}`}>
            <PhaseFieldset
              phase={phase}
              number={index + 1}
              onChange={(changed) => setPhase(key, changed)}
              onRemove={
                phases.length > 1 ? () => setPhases((all) => all.filter((p) => p.key !== key)) : undefined
              }
            />
          </div>
        ))}

        <div className="dc-actions">
          <button
            type="button"
            className="secondary-button"
            onClick={addPhase}
            disabled={phases.length >= MAX_PHASES}
          >
            Add Phase
          </button>
          <button type="submit" className="primary-button" aria-disabled={busy}>
            {busy ? 'Submitting…' : 'Submit'}
          </button>
          {phases.length >= MAX_PHASES && (
            <span className="dc-hint">A case has at most {MAX_PHASES} phases.</span>
          )}
        </div>
        <CaseTextBudget caseText={{ outline, phases: phases.map((p) => p.phase) }} />
        <p className="dc-status" role="status">
          {busy ? 'Submitting the case…' : ''}
        </p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
