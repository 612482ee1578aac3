import { useEffect, useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router';
import type { PublicConfig } from '../contract/public-config.ts';
import { AuthGate } from './auth/AuthGate.tsx';
import { fetchPublicConfig, userManagerSettings } from './auth/settings.ts';
import { trackVisits } from './auth/visit-log.ts';
import { FullPageSpinner } from './components/Spinner.tsx';
import { router } from './router.tsx';

/** Removes ?code=&state= after the redirect back from the identity provider. */
const cleanCallbackUrl = () => window.history.replaceState({}, document.title, window.location.pathname);

export function Root() {
  const [config, setConfig] = useState<PublicConfig | Error>();
  useEffect(() => {
    trackVisits();
    fetchPublicConfig().then(setConfig, (error: unknown) => setConfig(error as Error));
  }, []);

  if (!config) return <FullPageSpinner />;
  const publicSite = <RouterProvider router={router} />;
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
      <AuthGate rolesClaim={config.rolesClaim} publicSite={publicSite} />
    </AuthProvider>
  );
}
