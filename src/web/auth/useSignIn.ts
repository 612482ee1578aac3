import { useCallback } from 'react';
import { useDialogs } from '../components/dialogs.tsx';

/**
 * SIGN IN for the public pages. The OpenID Connect client is fetched on the click, so visitors
 * of the public site never download it. `returnTo` is the app address to open once signed in (a deep link).
 */
export function useSignIn(): (returnTo?: string) => void {
  const dialogs = useDialogs();
  return useCallback(
    (returnTo?: string) => {
      import('./start-sign-in.ts')
        .then(({ startSignIn }) => startSignIn(returnTo))
        .catch((error: unknown) => {
          console.error('Sign-in could not start', error);
          void dialogs.notice({
            title: 'Sign-in is unavailable',
            message: 'Sign-in is unavailable right now. Please try again in a moment.',
          });
        });
    },
    [dialogs],
  );
}
