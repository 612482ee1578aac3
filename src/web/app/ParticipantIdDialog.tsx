import { useEffect, useId, useRef, useState } from 'react';
import { ParticipantIdSchema } from '../../contract/api.ts';

/**
 * docs/product.md#screens "Participant ID popup". A native modal <dialog>: it traps focus, closes on Escape and
 * is announced as a dialog by screen readers.
 */
export function ParticipantIdDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (id: string) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const titleId = useId();
  const errorId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ParticipantIdSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Participant ID cannot be empty.');
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <dialog ref={ref} className="modal participant-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="modal-head">
          <h2 id={titleId}>Enter Participant ID</h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <label htmlFor="participant-id-input" className="visually-hidden">
          Participant ID
        </label>
        <input
          id="participant-id-input"
          autoFocus
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError('');
          }}
          placeholder="e.g. R-014"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary-button">
          Submit
        </button>
      </form>
    </dialog>
  );
}
