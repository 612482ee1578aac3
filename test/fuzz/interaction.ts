import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/server/config.ts';

export type LiveInteraction = { uid: string; cookie: string };

/**
 * A sign-in waiting on its login page, as a browser has it after following /oidc/auth: the
 * interaction's uid and the cookies that go with it, for tests of the login and cancel routes.
 */
export async function startInteraction(app: FastifyInstance, config: Config): Promise<LiveInteraction> {
  const query = new URLSearchParams({
    client_id: config.oidc.clientId,
    response_type: 'code',
    redirect_uri: `${config.publicUrl}/`,
    scope: 'openid',
    code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const response = await app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
  const uid = /\/oidc\/interaction\/([\w-]+)$/.exec(String(response.headers.location))?.[1];
  if (!uid) throw new Error(`no interaction: ${response.statusCode} ${response.headers.location}`);
  const cookie = [response.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { uid, cookie };
}
