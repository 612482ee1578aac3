import type { User } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import type { PublicConfig } from '../../contract/public-config.ts';
import { FullPageSpinner } from '../components/Spinner.tsx';
import { AuthGate } from './AuthGate.tsx';
import { fetchPublicConfig, userManagerSettings } from './settings.ts';

/**
 * After the redirect back from the identity provider: the callback address (?code=&state=) is replaced in
 * history, so Back never lands on it, by the page the sign-in started from (a deep link), else the app's start.
 */
const cleanCallbackUrl = (user: User | undefined) => {
  const asked = (user?.state as { returnTo?: unknown } | undefined)?.returnTo;
  const returnTo = typeof asked === 'string' && isAppPath(asked) ? asked : window.location.pathname;
  window.history.replaceState(null, document.title, returnTo);
};

/** Only a path of this site (`/admin/cases/3`), never another origin (`//evil.example`). */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The OpenID Connect client around the app: loaded when there is a session or a sign-in to finish. */
export default function AuthRoot({
  publicSite,
  signedInApp,
}: {
  publicSite: React.ReactNode;
  signedInApp: React.ReactNode;
}) {
  const [config, setConfig] = useState<PublicConfig | Error>();
  useEffect(() => {
    fetchPublicConfig().then(setConfig, (error: unknown) => setConfig(error as Error));
  }, []);

  if (!config) return <FullPageSpinner label="Signing in" />;
  if (config instanceof Error) {
    return (
      <>
        <div className="auth-error" role="alert">
          <p>Sign-in is unavailable right now: {config.message}</p>
        </div>
        {publicSite}
      </>
    );
  }
  return (
    <AuthProvider {...userManagerSettings(config)} onSigninCallback={cleanCallbackUrl}>
      <AuthGate rolesClaim={config.rolesClaim} publicSite={publicSite} signedInApp={signedInApp} />
    </AuthProvider>
  );
}
