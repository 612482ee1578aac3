import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { signInInProgressOrStored } from './auth/session-hint.ts';
import { trackVisits } from './auth/visit-log.ts';
import { DialogsProvider } from './components/dialogs.tsx';
import { FullPageSpinner } from './components/Spinner.tsx';
import { router } from './router.tsx';

// The sign-in client and the signed-in app are chunks of their own: a visitor of the public site
// downloads neither until SIGN IN, and the signed-in app not before the sign-in succeeds.
const AuthRoot = lazy(() => import('./auth/AuthRoot.tsx'));
const SignedInApp = lazy(() => import('./app/Shell.tsx'));
const needsAuth = signInInProgressOrStored();

export function Root() {
  useEffect(() => trackVisits(), []);
  const publicSite = <RouterProvider router={router} />;
  // The app's one place for confirmations, prompts and notices, public site and signed-in app alike.
  if (!needsAuth) return <DialogsProvider>{publicSite}</DialogsProvider>;
  return (
    <DialogsProvider>
      <Suspense fallback={<FullPageSpinner label="Signing in" />}>
        <AuthRoot publicSite={publicSite} signedInApp={<SignedInApp />} />
      </Suspense>
    </DialogsProvider>
  );
}
