import { useId, useState } from 'react';
import { ParticipantIdSchema } from '../../contract/api.ts';
import { Dialog } from '../components/Dialog.tsx';

/** docs/product.md#screens "Participant ID popup", in the app's modal Dialog. */
export function ParticipantIdDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (id: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const titleId = useId();
  const errorId = useId();

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
    <Dialog titleId={titleId} className="participant-dialog" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>Enter Participant ID</h2>
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
    </Dialog>
  );
}
