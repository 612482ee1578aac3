import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { setAccessTokenSource } from '../api/token.ts';
import { FullPageSpinner } from '../components/Spinner.tsx';
import { AuthErrorNotice } from './AuthErrorNotice.tsx';
import { SessionContext, sessionFromUser } from './session.ts';
import { TOKEN_RENEW_RETRIES } from './settings.ts';
import { clearLoggedIn, markLoggedIn } from './visit-log.ts';

/**
 * docs/product.md#behaviour: loading shows the spinner, authenticated shows the signed-in app, otherwise the
 * public site. Both are given by the caller, so sign-in knows nothing of what lies behind it.
 */
export function AuthGate({
  rolesClaim,
  publicSite,
  signedInApp,
}: {
  rolesClaim: string;
  publicSite: React.ReactNode;
  signedInApp: React.ReactNode;
}) {
  const auth = useAuth();
  const user = auth.user;
  useRenewRetries();

  useEffect(() => {
    setAccessTokenSource(() => auth.user?.access_token);
  }, [auth.user]);
  useEffect(() => {
    if (auth.isAuthenticated) markLoggedIn();
  }, [auth.isAuthenticated]);

  const value = useMemo(
    () =>
      user
        ? {
            session: sessionFromUser(user, rolesClaim),
            signOut: () => {
              clearLoggedIn();
              void auth.signoutRedirect({ id_token_hint: user.id_token });
            },
          }
        : undefined,
    [user, rolesClaim, auth],
  );

  if (auth.isLoading || auth.activeNavigator) return <FullPageSpinner label="Signing in" />;
  if (auth.error && !auth.isAuthenticated) {
    return (
      <>
        <AuthErrorNotice error={auth.error} onRetry={() => void auth.signinRedirect()} />
        {publicSite}
      </>
    );
  }
  if (!auth.isAuthenticated || !value) return publicSite;
  return (
    <SessionContext.Provider value={value}>
      <Suspense fallback={<FullPageSpinner label="Loading the app" />}>{signedInApp}</Suspense>
    </SessionContext.Provider>
  );
}

/** A failed silent renewal is retried (network blips on hospital Wi-Fi) before the user is asked to sign in. */
function useRenewRetries() {
  const auth = useAuth();
  const failures = useRef(0);
  useEffect(() => {
    const onError = () => {
      if (failures.current >= TOKEN_RENEW_RETRIES) return;
      failures.current += 1;
      setTimeout(() => void auth.signinSilent().catch(() => undefined), 1000 * failures.current);
    };
    const onLoaded = () => {
      failures.current = 0;
    };
    const removeError = auth.events.addSilentRenewError(onError);
    const removeLoaded = auth.events.addUserLoaded(onLoaded);
    return () => {
      removeError();
      removeLoaded();
    };
  }, [auth]);
}
