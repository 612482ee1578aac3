import { useEffect, useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import type { PublicConfig } from '../../contract/public-config.ts';
import { FullPageSpinner } from '../components/Spinner.tsx';
import { AuthGate } from './AuthGate.tsx';
import { fetchPublicConfig, userManagerSettings } from './settings.ts';

/** Removes ?code=&state= after the redirect back from the identity provider. */
const cleanCallbackUrl = () => window.history.replaceState({}, document.title, window.location.pathname);

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
