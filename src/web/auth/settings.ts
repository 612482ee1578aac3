import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { type PublicConfig, PublicConfigSchema } from '../../contract/public-config.ts';

export async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch('/api/public-config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The sign-in settings could not be loaded (HTTP ${response.status}).`);
  return PublicConfigSchema.parse(await response.json());
}

/** The OpenID Connect client settings, with the sign-in constants of docs/product.md#constants where the library has them. */
export function userManagerSettings(config: PublicConfig): UserManagerSettings {
  const origin = window.location.origin;
  return {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope,
    extraQueryParams: config.extraQueryParams,
    // Profile and roles come from the ID token; the access token is for the API only.
    loadUserInfo: false,
    automaticSilentRenew: true,
    // Renew 60 s before expiry (cache expiry margin); 10 s HTTP timeout; 60 s for a silent or popup flow.
    accessTokenExpiringNotificationTimeInSeconds: 60,
    requestTimeoutInSeconds: 10,
    silentRequestTimeoutInSeconds: 60,
    popupWindowFeatures: { closePopupWindowAfterInSeconds: 60 },
    // A tab's session survives a reload but not the tab: shared computers on the ward.
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  };
}

/** docs/product.md#constants: up to 3 token-request retries when a silent renewal fails for a transient reason. */
export const TOKEN_RENEW_RETRIES = 3;
