import { useEffect, useRef, useState } from 'react';
import { emptyPhase, MAX_PHASES } from '../../../contract/case.ts';
import { ApiError } from '../../api/client.ts';
import { failureText } from '../../api/error-text.ts';
import { useRemote } from '../../api/useRemote.ts';
import { useDialogs } from '../../components/dialogs.tsx';
import { useCancelDraft, useLeaveWarning, useStoredDraft } from '../../components/drafts.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { CaseCheck } from './CaseCheck.tsx';
import {
  type CaseForm,
  type FieldError,
  type FormEntry,
  fromCaseForm,
  itemTitle,
  type KeyValue,
  listItem,
  renumber,
  toCaseForm,
  withFieldText,
} from './case-form.ts';
import { loadCase, saveCase } from './cases-api.ts';
import { FieldBox } from './FieldBox.tsx';

/** The list whose elements the editor can add and remove, with the template of a new element. */
const GROWABLE: Record<string, { template: () => Record<string, unknown>; max: number }> = {
  Phases: { template: emptyPhase, max: MAX_PHASES },
};

/** "Edit Case: {id}": the case's fields as text boxes, saved only if every JSON field parses. */
export function CaseEditForm({ id, onDone }: { id: string; onDone: () => void }) {
  const [remote, reload] = useRemote(loadCase, id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="ce-edit-title" className="ce-edit">
      <h3 id="ce-edit-title" className="ce-subtitle" ref={heading} tabIndex={-1}>
        Edit Case: {id}
      </h3>
      <LoadState
        remote={remote}
        failedText={(error) => failureText('load the case', error)}
        onRetry={reload}
        failedActions={
          <button type="button" className="secondary-button" onClick={onDone}>
            Back to the list
          </button>
        }
      >
        {/* A reload passes through "loading", so the fields start afresh from what the server holds. */}
        {(data) => <CaseFields id={id} data={data} onDone={onDone} onReload={reload} />}
      </LoadState>
    </section>
  );
}

function CaseFields({
  id,
  data,
  onDone,
  onReload,
}: {
  id: string;
  data: readonly KeyValue[];
  onDone: () => void;
  /** "Reload the case" after a stale save: discards the edits. */
  onReload: () => void;
}) {
  const [initial] = useState<CaseForm>(() => toCaseForm(data));
  // Edits are kept on this device per case version, and a move to another view asks first.
  const stored = useStoredDraft<CaseForm>(
    `case-editor/${id}/${String(initial.version)}`,
    () => initial,
    (v): v is CaseForm => typeof v === 'object' && v !== null && Array.isArray((v as CaseForm).entries),
  );
  const form = stored.value;
  const setForm = stored.setValue;
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const release = useLeaveWarning(dirty, 'your changes to this case');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<{ message: string; stale: boolean }>();
  const dialogs = useDialogs();
  const cancel = useCancelDraft({
    draft: stored,
    dirty,
    release,
    title: 'Discard your changes to this case?',
    confirm: 'Discard changes',
    leave: onDone,
  });

  const edit = (fieldId: string, text: string) => {
    setForm((f) => withFieldText(f, fieldId, text));
    setErrors((all) => all.filter((e) => e.id !== fieldId));
  };
  const setEntry = (key: string, change: (entry: FormEntry) => FormEntry) => {
    setForm((f) => ({ ...f, entries: f.entries.map((e) => (e.key === key ? change(e) : e)) }));
    // A removed phase may have held the field an error pointed to; the next save checks again.
    setErrors([]);
  };

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    const result = fromCaseForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      document.getElementById(result.errors[0]?.id ?? '')?.focus();
      return;
    }
    setSaving(true);
    setSaveError(undefined);
    try {
      await saveCase(id, result.body);
      stored.discard();
      release();
      await dialogs.notice({ title: 'Case updated successfully!' });
      onDone();
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      setSaveError({ message: stale ? error.message : failureText('save the case', error), stale });
      setSaving(false);
    }
  }

  const errorOf = (fieldId: string) => errors.find((e) => e.id === fieldId)?.message;

  return (
    <form onSubmit={save} aria-busy={saving} aria-labelledby="ce-edit-title">
      {stored.restored && dirty && (
        <p className="form-note" role="status">
          Your unsaved edits of this case were restored.
        </p>
      )}
      <p className="ce-hint">
        Text boxes marked (JSON) hold structured values: keep them valid JSON (quotes around text, no trailing
        commas).
      </p>
      {form.entries.map((entry) => (
        <fieldset key={entry.key} className="ce-group">
          <legend>{entry.key}</legend>
          {entry.kind === 'value' && (
            <FieldBox field={entry.field} error={errorOf(entry.field.id)} onChange={edit} />
          )}
          {entry.kind === 'object' &&
            entry.fields.map((f) => <FieldBox key={f.id} field={f} error={errorOf(f.id)} onChange={edit} />)}
          {entry.kind === 'list' && (
            <ListEntry
              entry={entry}
              errorOf={errorOf}
              onEdit={edit}
              onChange={(e) => setEntry(entry.key, () => e)}
            />
          )}
        </fieldset>
      ))}

      {errors.length > 0 && (
        <p className="form-error" role="alert">
          Not saved: {errors.length === 1 ? 'this field is' : 'these fields are'} not valid JSON:{' '}
          {errors.map((e) => e.label).join(', ')}.
        </p>
      )}
      {saveError && (
        <div className="form-error" role="alert">
          <p>{saveError.message}</p>
          {saveError.stale && (
            <button
              type="button"
              className="secondary-button"
              onClick={() => {
                stored.discard();
                onReload();
              }}
            >
              Reload the case (discards your edits)
            </button>
          )}
        </div>
      )}
      <CaseCheck
        caseBody={() => {
          const result = fromCaseForm(form);
          if (result.ok) return result.body;
          setErrors(result.errors);
          return null;
        }}
      />
      <div className="ce-actions">
        <button type="submit" className="primary-button" aria-disabled={saving}>
          {saving ? 'Saving…' : 'Save Changes'}
        </button>
        <button type="button" className="secondary-button" onClick={cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

type ListFormEntry = Extract<FormEntry, { kind: 'list' }>;

/** A list edited element by element (each phase in its own fieldset), growable for known lists. */
function ListEntry({
  entry,
  errorOf,
  onEdit,
  onChange,
}: {
  entry: ListFormEntry;
  errorOf: (id: string) => string | undefined;
  onEdit: (id: string, text: string) => void;
  onChange: (entry: ListFormEntry) => void;
}) {
  const growable = GROWABLE[entry.key];
  const setItems = (items: ListFormEntry['items']) =>
    onChange({ ...entry, items: renumber(entry.key, items) });
  return (
    <>
      {entry.items.map((item, index) => (
        <fieldset key={item.uid} className="ce-item">
          <legend>{itemTitle(entry.key, index)}</legend>
          {item.fields.map((f) => (
            <FieldBox key={f.id} field={f} error={errorOf(f.id)} onChange={onEdit} />
          ))}
          {growable && entry.items.length > 1 && (
            <button
              type="button"
              className="remove-button"
              onClick={() => setItems(entry.items.filter((other) => other.uid !== item.uid))}
            >
              Remove {itemTitle(entry.key, index).toLowerCase()}
            </button>
          )}
        </fieldset>
      ))}
      {growable && entry.items.length < growable.max && (
        <button
          type="button"
          className="secondary-button"
          onClick={() =>
            setItems([...entry.items, listItem(entry.key, entry.items.length, growable.template())])
          }
        >
          Add {itemTitle(entry.key, entry.items.length).replace(/ \d+$/, '').toLowerCase()}
        </button>
      )}
    </>
  );
}
