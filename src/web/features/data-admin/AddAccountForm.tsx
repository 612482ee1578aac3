import { type FormEvent, useId, useState } from 'react';
import type { Account, AccountRole } from '../../../contract/accounts.ts';
import { errorText } from '../../api/error-text.ts';
import { addAccount } from './data-admin-api.ts';
import { RoleChoices } from './RoleChoices.tsx';

/** Adds an account; the server generates its password. */
export function AddAccountForm({ onAdded }: { onAdded: (account: Account, password: string) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<AccountRole[]>(['resident']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const ids = { email: useId(), name: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const added = await addAccount({
        email: email.trim(),
        roles,
        ...(name.trim() ? { name: name.trim() } : {}),
      });
      onAdded(added.account, added.password);
      setEmail('');
      setName('');
      setRoles(['resident']);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel add-account" onSubmit={submit} aria-labelledby="add-account-title">
      <h3 id="add-account-title" className="section-title">
        Add an account
      </h3>
      <div className="field-row">
        <label htmlFor={ids.email}>E-mail</label>
        <input
          id={ids.email}
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="field-row">
        <label htmlFor={ids.name}>Name (optional)</label>
        <input id={ids.name} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
      </div>
      <RoleChoices legend="Roles" roles={roles} onChange={setRoles} />
      <button type="submit" className="primary-button" disabled={busy || roles.length === 0}>
        {busy ? 'Adding…' : 'Add account'}
      </button>
      {error && (
        <p role="alert" className="form-error">
          The account was not added: {error}
        </p>
      )}
    </form>
  );
}
