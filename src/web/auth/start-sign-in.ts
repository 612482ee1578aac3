import { UserManager } from 'oidc-client-ts';
import { fetchPublicConfig, userManagerSettings } from './settings.ts';

/**
 * Starts the hosted redirect login (authorization code + PKCE). Loaded only when SIGN IN is used.
 * `returnTo` (an app path) rides in the request's state and is opened once the sign-in is done.
 */
export async function startSignIn(returnTo?: string): Promise<void> {
  const config = await fetchPublicConfig();
  await new UserManager(userManagerSettings(config)).signinRedirect(
    returnTo ? { state: { returnTo } } : undefined,
  );
}
