import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { AccountCheck } from './account-state.ts';
import { InvalidTokenError, type Principal, type TokenVerifier } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller on 'user' and 'admin' routes. */
    principal?: Principal;
  }
}

/** The caller of a protected route (the guard has run, so it is there). */
export function principalOf(request: { principal?: Principal | undefined }): Principal {
  if (!request.principal) throw new HttpError(401, 'Sign-in required.');
  return request.principal;
}

/**
 * The one guard of every route. A route states who may call it in `config.access`; a route that
 * states nothing is admin-only, so a forgotten setting fails closed. 401 without a valid token,
 * 403 for a signed-in user without the admin role. With `checkAccount` (the embedded provider's
 * accounts) the token must also match the account as it is now.
 */
export function installAuthGuard(app: FastifyInstance, verify: TokenVerifier, checkAccount?: AccountCheck) {
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access ?? 'admin';
    if (access === 'public') return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([\w.~+/-]+=*)$/i.exec(header);
    if (!match?.[1])
      throw new HttpError(401, 'Sign-in required: send an access token as "Authorization: Bearer ...".');
    try {
      const verified = await verify(match[1]);
      request.principal = checkAccount ? await checkAccount(verified) : verified;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new HttpError(401, error.message);
      // The account look-up needs the database: while it is down, say so as every other route does.
      if (isDatabaseUnavailable(error)) throw error;
      request.log.error({ err: error }, 'token verification failed');
      throw new HttpError(503, 'Sign-in cannot be checked right now. Try again shortly.');
    }
    if (access === 'admin' && !request.principal.isAdmin) {
      throw new HttpError(403, 'This needs the admin role.');
    }
  });
}
