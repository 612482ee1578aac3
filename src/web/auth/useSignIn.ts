import { useCallback } from 'react';

/**
 * SIGN IN for the public pages. The OpenID Connect client is fetched on the click, so visitors
 * of the public site never download it.
 */
export function useSignIn(): () => void {
  return useCallback(() => {
    import('./start-sign-in.ts')
      .then(({ startSignIn }) => startSignIn())
      .catch((error: unknown) => {
        console.error('Sign-in could not start', error);
        window.alert('Sign-in is unavailable right now. Please try again in a moment.');
      });
  }, []);
}
