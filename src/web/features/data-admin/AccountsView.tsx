import { useState } from 'react';
import type { Account } from '../../../contract/accounts.ts';
import { errorText } from '../../api/error-text.ts';
import { useRemote } from '../../api/useRemote.ts';
import { useSession } from '../../auth/session.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { AccountCard } from './AccountCard.tsx';
import { AddAccountForm } from './AddAccountForm.tsx';
import { loadAccounts } from './data-admin-api.ts';
import { OneTimePassword } from './OneTimePassword.tsx';
import './data-admin.css';

/** Admin Accounts: the embedded provider's accounts, with the same rules as `npm run user`. */
export default function AccountsView() {
  const { session } = useSession();
  const [remote, retry, update] = useRemote(loadAccounts, 'accounts');
  const [shown, setShown] = useState<{ email: string; password: string; what: 'added' | 'reset' }>();

  const replace = (account: Account) =>
    update((d) =>
      d?.provider === 'embedded'
        ? { ...d, accounts: d.accounts.map((a) => (a.id === account.id ? account : a)) }
        : d,
    );

  return (
    <section className="data-admin" aria-labelledby="accounts-title">
      <h2 id="accounts-title" className="view-title">
        Accounts
      </h2>
      <LoadState
        remote={remote}
        loadingText="Loading accounts…"
        failedText={(error) => `The accounts could not be loaded: ${errorText(error)}`}
        onRetry={retry}
      >
        {(data) =>
          data.provider === 'external' ? (
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
                  update((d) =>
                    d.provider === 'embedded'
                      ? {
                          ...d,
                          accounts: [...d.accounts, account].sort((a, b) => a.email.localeCompare(b.email)),
                        }
                      : d,
                  );
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
          )
        }
      </LoadState>
    </section>
  );
}
