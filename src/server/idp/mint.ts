import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import { apiResourceServer } from './provider.ts';

/**
 * Issues an API access token for an account directly from the embedded provider (same keys,
 * same claims as a browser sign-in), for operator scripts, the benchmark and tests.
 */
export async function mintAccessToken(
  provider: Provider,
  config: Config,
  accountId: string,
): Promise<string> {
  const client = await provider.Client.find(config.oidc.clientId);
  if (!client) throw new Error(`Client ${config.oidc.clientId} is not configured`);
  // A grant of its own, so the token can be revoked like any other.
  const grant = new provider.Grant({ accountId, clientId: client.clientId });
  grant.addResourceScope(config.oidc.audience, 'api');
  const grantId = await grant.save();
  const token = new provider.AccessToken({ accountId, client, grantId, scope: 'api', gty: 'script' });
  token.resourceServer = new provider.ResourceServer(config.oidc.audience, apiResourceServer(config));
  return token.save();
}
