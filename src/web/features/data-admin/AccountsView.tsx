import { useCallback, useEffect, useState } from 'react';
import type { Account, AccountsResponse } from '../../../contract/accounts.ts';
import { errorText } from '../../api/error-text.ts';
import { useSession } from '../../auth/session.ts';
import { AccountCard } from './AccountCard.tsx';
import { AddAccountForm } from './AddAccountForm.tsx';
import { loadAccounts } from './data-admin-api.ts';
import { OneTimePassword } from './OneTimePassword.tsx';
import './data-admin.css';

/** Admin Accounts: the embedded provider's accounts, with the same rules as `npm run user`. */
export default function AccountsView() {
  const { session } = useSession();
  const [data, setData] = useState<AccountsResponse>();
  const [loadError, setLoadError] = useState<string>();
  const [shown, setShown] = useState<{ email: string; password: string; what: 'added' | 'reset' }>();

  const reload = useCallback((signal?: AbortSignal) => {
    setLoadError(undefined);
    loadAccounts(signal).then(setData, (error: unknown) => {
      if (!signal?.aborted) setLoadError(errorText(error));
    });
  }, []);
  useEffect(() => {
    const abort = new AbortController();
    reload(abort.signal);
    return () => abort.abort();
  }, [reload]);

  const replace = (account: Account) =>
    setData((d) =>
      d?.provider === 'embedded'
        ? { ...d, accounts: d.accounts.map((a) => (a.id === account.id ? account : a)) }
        : d,
    );

  return (
    <section className="data-admin" aria-labelledby="accounts-title">
      <h2 id="accounts-title" className="view-title">
        Accounts
      </h2>
      {loadError ? (
        <div>
          <p role="alert" className="form-error">
            The accounts could not be loaded: {loadError}
          </p>
          <button type="button" className="secondary-button" onClick={() => reload()}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <p className="loading-text" role="status">
          Loading accounts…
        </p>
      ) : data.provider === 'external' ? (
        <p className="notice">
          Accounts live at your identity provider (<code>{data.issuer}</code>): add people, change their
          roles, reset passwords and disable accounts there. Roles come from its <code>admin</code> and{' '}
          <code>resident</code> roles.
        </p>
      ) : (
        <>
          {shown && <OneTimePassword {...shown} onDone={() => setShown(undefined)} />}
          <AddAccountForm
            onAdded={(account, password) => {
              setData({
                ...data,
                accounts: [...data.accounts, account].sort((a, b) => a.email.localeCompare(b.email)),
              });
              setShown({ email: account.email, password, what: 'added' });
            }}
          />
          <h3 className="section-title">
            {data.accounts.length} account{data.accounts.length === 1 ? '' : 's'}
          </h3>
          <ul className="account-list">
            {data.accounts.map((account) => (
              <AccountCard
                key={account.id}
                account={account}
                isSelf={account.email === session.email.toLowerCase()}
                onChanged={replace}
                onPassword={(password) => setShown({ email: account.email, password, what: 'reset' })}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
