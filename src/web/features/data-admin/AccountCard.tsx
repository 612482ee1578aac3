import { useState } from 'react';
import { ACCOUNT_ROLES, type Account, type AccountRole } from '../../../contract/accounts.ts';
import { errorText } from '../../api/error-text.ts';
import { useDialogs } from '../../components/dialogs.tsx';
import { resetPassword, setDisabled, setRoles } from './data-admin-api.ts';
import { RoleChoices } from './RoleChoices.tsx';

const knownRoles = (roles: string[]) => ACCOUNT_ROLES.filter((r) => roles.includes(r));
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One account: its roles (saved on demand), a password reset and disable / enable. */
export function AccountCard(props: {
  account: Account;
  isSelf: boolean;
  onChanged: (account: Account) => void;
  onPassword: (password: string) => void;
}) {
  const { account, isSelf } = props;
  const [roles, setRoleDraft] = useState<AccountRole[]>(knownRoles(account.roles));
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const dialogs = useDialogs();
  const changed = roles.join() !== knownRoles(account.roles).join();

  async function run(what: string, action: () => Promise<void>) {
    setBusy(what);
    setError(undefined);
    try {
      await action();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(undefined);
    }
  }

  const saveRoles = () =>
    run('roles', async () => {
      const updated = await setRoles(account.id, roles);
      props.onChanged(updated);
    });
  const reset = async () => {
    const ok = await dialogs.confirm({
      title: `Set a new password for ${account.email}?`,
      message: 'The current one stops working.',
      confirm: 'Set a new password',
      danger: true,
    });
    if (!ok) return;
    void run('password', async () => {
      const result = await resetPassword(account.id);
      props.onPassword(result.password);
    });
  };
  const toggle = async () => {
    const disable = !account.disabled;
    const ok =
      !disable ||
      (await dialogs.confirm({
        title: `Disable ${account.email}?`,
        message: 'They are signed out and cannot sign in again.',
        confirm: 'Disable account',
        danger: true,
      }));
    if (!ok) return;
    void run('disabled', async () => props.onChanged(await setDisabled(account.id, disable)));
  };

  return (
    <li className={`panel account-card${account.disabled ? ' account-disabled' : ''}`}>
      <div className="account-head">
        <h4>
          {account.email}
          {isSelf && <span className="tag">you</span>}
          {account.disabled && <span className="tag tag-danger">disabled</span>}
        </h4>
        <p className="muted">
          {account.name} · added {dateFormat.format(new Date(account.createdAt))}
        </p>
      </div>
      <RoleChoices
        legend={`Roles of ${account.email}`}
        roles={roles}
        onChange={setRoleDraft}
        {...(isSelf ? { disabled: ['admin' as const] } : {})}
      />
      <div className="account-actions">
        {changed && (
          <button
            type="button"
            className="primary-button"
            disabled={busy !== undefined || roles.length === 0}
            onClick={saveRoles}
          >
            {busy === 'roles' ? 'Saving…' : 'Save roles'}
          </button>
        )}
        <button type="button" className="secondary-button" disabled={busy !== undefined} onClick={reset}>
          {busy === 'password' ? 'Resetting…' : 'Reset password'}
        </button>
        {!isSelf && (
          <button
            type="button"
            className={account.disabled ? 'secondary-button' : 'danger-button'}
            disabled={busy !== undefined}
            onClick={toggle}
          >
            {busy === 'disabled' ? 'Saving…' : account.disabled ? 'Enable' : 'Disable'}
          </button>
        )}
      </div>
      {isSelf && <p className="muted">You cannot remove your own admin role or disable yourself.</p>}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </li>
  );
}
