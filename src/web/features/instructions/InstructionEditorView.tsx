import { type FormEvent, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { MAX_INSTRUCTION_CHARS } from '../../../contract/api.ts';
import { errorText } from '../../api/error-text.ts';
import { useRemote } from '../../api/useRemote.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { InstructionUsageNote } from './InstructionUsageNote.tsx';
import {
  fetchInstruction,
  type InstructionVersion,
  loadInstructionUsage,
  saveInstruction,
} from './instruction-api.ts';
import './instructions.css';
import { useDialogs } from '../../components/dialogs.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/**
 * docs/product.md#screens Instruction Editor: the tutor's instruction text, saved as a new version on each
 * Save. It says first whether the running tutor reads the text at all (the offline engine does not: the
 * text is then kept ready for an LLM tutor; README, "Instruction Editor").
 */
export default function InstructionEditorView() {
  const [remote, retry] = useRemote(fetchInstruction, 'instruction');
  const [usage, retryUsage] = useRemote(loadInstructionUsage, 'usage');
  return (
    <section className="instruction-editor" aria-labelledby="instruction-editor-title">
      <h2 id="instruction-editor-title" className="view-title">
        Instruction Editor
      </h2>
      <LoadState
        remote={usage}
        failedText={(error) => `Which tutor reads this text could not be loaded: ${errorText(error)}`}
        onRetry={retryUsage}
      >
        {(data) => <InstructionUsageNote usage={data} />}
      </LoadState>
      <LoadState
        remote={remote}
        failedText={(error) => `The instruction text could not be loaded: ${errorText(error)}`}
        onRetry={retry}
      >
        {(current) => <InstructionForm current={current} />}
      </LoadState>
    </section>
  );
}

function InstructionForm({ current }: { current: InstructionVersion }) {
  const [loaded, setLoaded] = useState(current);
  const [text, setText] = useState(current.text);
  const [saving, setSaving] = useState(false);
  const dialogs = useDialogs();
  const [saveError, setSaveError] = useState<string>();
  const [savedVersion, setSavedVersion] = useState<number>();
  const ids = { text: useId(), about: useId(), count: useId() };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      const saved = await saveInstruction(text);
      // Rendered before the notice opens, so the Reset hint is already there behind it.
      flushSync(() => {
        setLoaded({ text, version: saved.version, savedAt: saved.savedAt });
        setSavedVersion(saved.version);
        setSaving(false);
      });
      void dialogs.notice({ title: `Instruction saved successfully (version ${saved.version}).` });
    } catch (error) {
      setSaveError(errorText(error));
      setSaving(false);
    }
  }

  const unsaved = text !== loaded.text;
  return (
    <form onSubmit={save}>
      <label htmlFor={ids.text} className="instruction-label">
        Tutor instruction text
      </label>
      <p id={ids.about} className="instruction-version">
        {loaded.version === undefined
          ? 'No instruction has been saved yet.'
          : `Editing version ${loaded.version}, saved ${loaded.savedAt ? dateFormat.format(new Date(loaded.savedAt)) : ''}.`}
        {unsaved && <strong className="instruction-unsaved"> Unsaved changes.</strong>}
      </p>
      <textarea
        id={ids.text}
        className="instruction-text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={MAX_INSTRUCTION_CHARS}
        rows={20}
        spellCheck
        aria-describedby={`${ids.about} ${ids.count}`}
      />
      <div className="instruction-actions">
        <button type="submit" className="primary-button" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <span id={ids.count} className="instruction-count">
          {text.length.toLocaleString()} / {MAX_INSTRUCTION_CHARS.toLocaleString()} characters
        </span>
      </div>
      {saveError && (
        <p role="alert" className="form-error">
          The instruction was not saved: {saveError}
        </p>
      )}
      <div role="status" className="instruction-status">
        {savedVersion !== undefined && (
          <p className="instruction-saved">
            Saved as version {savedVersion}. To activate the new instruction, click <strong>New case</strong>{' '}
            in the ChatBot: conversations already running keep the instruction they started with.
          </p>
        )}
      </div>
    </form>
  );
}
