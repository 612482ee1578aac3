import { UserManager } from 'oidc-client-ts';
import { fetchPublicConfig, userManagerSettings } from './settings.ts';

/** Starts the hosted redirect login (authorization code + PKCE). Loaded only when SIGN IN is used. */
export async function startSignIn(): Promise<void> {
  const config = await fetchPublicConfig();
  await new UserManager(userManagerSettings(config)).signinRedirect();
}
