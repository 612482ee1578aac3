import { useAuth } from 'react-oidc-context';

/** Starts the hosted redirect login (authorization code + PKCE). */
export function useSignIn(): () => void {
  const auth = useAuth();
  return () => {
    void auth.signinRedirect();
  };
}
