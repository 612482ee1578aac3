import { createContext, useCallback, useContext, useId, useMemo, useRef, useState } from 'react';
import { Dialog } from './Dialog.tsx';

/**
 * The app's confirmations, prompts and notices, in its one Dialog (never the browser's alert/confirm/prompt:
 * a lint rule keeps them out). Each call returns a promise of the answer; Escape or x is "cancel".
 */
export type Dialogs = {
  /** True when the person chose `confirm`. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** The text entered (trimmed), or undefined when cancelled. `check` returns an error text to keep it open. */
  prompt(options: PromptOptions): Promise<string | undefined>;
  /** A message with one OK button. */
  notice(options: { title: string; message?: string }): Promise<void>;
};

type ConfirmOptions = { title: string; message?: string; confirm: string; cancel?: string; danger?: boolean };
type PromptOptions = {
  title: string;
  message?: string;
  label: string;
  submit: string;
  placeholder?: string;
  check?: (value: string) => string | undefined;
};

type Open =
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (answer: boolean) => void }
  | { kind: 'prompt'; options: PromptOptions; resolve: (answer: string | undefined) => void }
  | { kind: 'notice'; options: { title: string; message?: string }; resolve: () => void };

const DialogsContext = createContext<Dialogs | undefined>(undefined);

export function DialogsProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState<Open & { seq: number }>();
  const seq = useRef(0);
  const dialogs = useMemo<Dialogs>(() => {
    // Each dialog is a fresh one (its own field and answer), even when it follows another at once.
    const show = (next: Open) => setOpen({ ...next, seq: ++seq.current });
    return {
      confirm: (options) => new Promise((resolve) => show({ kind: 'confirm', options, resolve })),
      prompt: (options) => new Promise((resolve) => show({ kind: 'prompt', options, resolve })),
      notice: (options) => new Promise((resolve) => show({ kind: 'notice', options, resolve })),
    };
  }, []);
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {open && (
        <AppDialog
          key={open.seq}
          open={open}
          onDone={() => setOpen((o) => (o?.seq === open.seq ? undefined : o))}
        />
      )}
    </DialogsContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const value = useContext(DialogsContext);
  if (!value) throw new Error('useDialogs() outside DialogsProvider');
  return value;
}

function AppDialog({ open, onDone }: { open: Open; onDone: () => void }) {
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  // The answer given by a button; closing any other way (Escape, x) is the cancel answer.
  const answer = useRef<{ given: boolean; value: unknown }>({ given: false, value: undefined });
  const formRef = useRef<HTMLFormElement>(null);

  const closeWith = useCallback((given: unknown) => {
    answer.current = { given: true, value: given };
    formRef.current?.closest('dialog')?.close();
  }, []);

  const onClose = () => {
    const { given, value: v } = answer.current;
    if (open.kind === 'confirm') open.resolve(given ? Boolean(v) : false);
    else if (open.kind === 'prompt') open.resolve(given ? (v as string) : undefined);
    else open.resolve();
    onDone();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (open.kind === 'prompt') {
      const text = value.trim();
      const problem = open.options.check?.(text);
      if (problem) {
        setError(problem);
        return;
      }
      closeWith(text);
    } else closeWith(true);
  };

  const { title, message } = open.options;
  return (
    <Dialog titleId={titleId} className="app-dialog" onClose={onClose}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {message && <p className="app-dialog-message">{message}</p>}
        {open.kind === 'prompt' && (
          <div className="app-dialog-field">
            <label htmlFor={fieldId}>{open.options.label}</label>
            <input
              id={fieldId}
              value={value}
              placeholder={open.options.placeholder}
              autoComplete="off"
              onChange={(e) => {
                setValue(e.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} className="form-error" role="alert">
                {error}
              </p>
            )}
          </div>
        )}
        <div className="app-dialog-actions">
          {open.kind === 'notice' ? (
            <button type="submit" className="primary-button">
              OK
            </button>
          ) : (
            <>
              <button
                type="submit"
                className={
                  open.kind === 'confirm' && open.options.danger
                    ? 'primary-button danger-button'
                    : 'primary-button'
                }
              >
                {open.kind === 'confirm' ? open.options.confirm : open.options.submit}
              </button>
              <button type="button" className="secondary-button" onClick={() => closeWith(false)}>
                {(open.kind === 'confirm' && open.options.cancel) || 'Cancel'}
              </button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  );
}
