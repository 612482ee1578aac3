import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { dummyHash, verifyPassword } from '../auth/passwords.ts';
import type { UsersRepository } from '../auth/users.ts';
import type { Db } from '../db/client.ts';
import { checkInput, parseInput } from '../http/errors.ts';
import { databaseRateLimitStore } from '../http/shared-rate-limit.ts';
import { loginPage } from './pages.ts';
import { EMBEDDED_PATH, pinToPublicUrl } from './provider.ts';
import {
  accountKey,
  BusyError,
  ConcurrencyGate,
  SignInFailures,
  type SignInLimits,
} from './sign-in-limits.ts';

type Deps = {
  provider: Provider;
  /** Where the sign-in counters live, shared by every instance on the same database. */
  db: Db;
  users: UsersRepository;
  publicUrl: string;
  loginRateLimit: { max: number; timeWindow: number };
  signInLimits: SignInLimits;
};

const UidParams = z.object({ uid: z.string().regex(/^[\w-]{1,64}$/) });
const LoginForm = z.object({
  email: z.string().max(254).default(''),
  password: z.string().max(256).default(''),
});
const WRONG_CREDENTIALS = 'Wrong e-mail or password.';
// Told only after the right password, so it reveals nothing to someone guessing.
const ACCOUNT_DISABLED = 'This account is disabled. Ask an admin to enable it again.';

/**
 * The embedded provider on the app's server: our own login page for its interactions, and every
 * protocol endpoint handed to oidc-provider untouched (it parses its own bodies).
 */
export async function embeddedIdpRoutes(
  app: FastifyInstance,
  { provider, db, users, publicUrl, loginRateLimit, signInLimits }: Deps,
) {
  // Before any handler here hands the raw request to the provider (hooks of the plugin run first).
  app.addHook('onRequest', async (request) => pinToPublicUrl(request.raw.headers, request.ip, publicUrl));
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, 'sign-in') });
  const failures = new SignInFailures(db, signInLimits);
  const purge = () =>
    failures.purgeForgotten().catch((err: unknown) => app.log.warn({ err }, 'purging sign-in counts failed'));
  const purgeTimer = setInterval(purge, 60 * 60 * 1000).unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(purgeTimer));
  const hashing = new ConcurrencyGate(signInLimits.hashing);
  const callback = provider.callback();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'],
    url: `${EMBEDDED_PATH}/*`,
    config: { access: 'public' },
    // Before Fastify reads the body: oidc-provider (Koa) reads the raw request itself.
    async onRequest(request, reply) {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(EMBEDDED_PATH.length) || '/';
      await callback(raw, reply.raw);
      return reply;
    },
    handler: async () => undefined,
  });

  const interactionUrl = (uid: string) => `${EMBEDDED_PATH}/interaction/${uid}`;

  app.get(`${EMBEDDED_PATH}/interaction/:uid`, { config: { access: 'public' } }, async (request, reply) => {
    const { uid } = parseInput(UidParams, request.params);
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(request.raw, reply.raw);
    } catch (error) {
      // Back from the signed-in app lands on this page once the sign-in is over: the interaction is gone,
      // so a browser is sent to the site (which shows the app to a signed-in tab) rather than a raw error.
      if ((request.headers.accept ?? '').includes('text/html')) return reply.redirect('/', 303);
      throw error;
    }
    if (details.uid !== uid) return reply.code(400).send({ error: 'Sign-in session mismatch.' });
    if (details.prompt.name === 'login') return sendLogin(reply, uid);
    return finishConsent(provider, request, reply, details);
  });

  app.post(
    `${EMBEDDED_PATH}/interaction/:uid/login`,
    { config: { access: 'public', rateLimit: { ...loginRateLimit, errorResponseBuilder: tooManyAttempts } } },
    async (request, reply) => {
      const { uid } = parseInput(UidParams, request.params);
      const form = checkInput(LoginForm, request.body ?? {});
      const email = form.success ? form.data.email.trim() : '';
      const password = form.success ? form.data.password : '';
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid !== uid || details.prompt.name !== 'login') {
        return reply.code(400).send({ error: 'This sign-in page has expired. Start again from the site.' });
      }
      // Counted per address typed, known or not, so the answer never tells whether an account exists.
      const key = accountKey(email);
      const waitMs = await failures.retryAfterMs(key, request.ip);
      if (waitMs > 0) {
        return sendLogin(reply.code(429).header('Retry-After', String(Math.ceil(waitMs / 1000))), uid, {
          email,
          error: `Too many failed sign-ins for this e-mail. Try again in ${inWords(waitMs)}.`,
        });
      }
      const user = email ? await users.findByEmail(email) : undefined;
      let matches: boolean;
      try {
        // Always spend the time of a hash check, so a response time does not tell whether the e-mail exists.
        matches = await hashing.run(async () =>
          verifyPassword(password, user?.passwordHash ?? (await dummyHash)),
        );
      } catch (error) {
        if (!(error instanceof BusyError)) throw error;
        return sendLogin(reply.code(503).header('Retry-After', '5'), uid, {
          email,
          error: 'Sign-in is busy right now. Try again in a few seconds.',
        });
      }
      if (!matches || !user) {
        await failures.recordFailure(key, request.ip);
        return sendLogin(reply.code(401), uid, { email, error: WRONG_CREDENTIALS });
      }
      await failures.reset(key, request.ip);
      if (user.disabledAt !== null)
        return sendLogin(reply.code(403), uid, { email, error: ACCOUNT_DISABLED });
      return finishInteraction(provider, request, reply, { login: { accountId: user.id } }, false);
    },
  );

  app.get(
    `${EMBEDDED_PATH}/interaction/:uid/abort`,
    { config: { access: 'public' } },
    async (request, reply) => {
      parseInput(UidParams, request.params);
      return finishInteraction(
        provider,
        request,
        reply,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        false,
      );
    },
  );

  function sendLogin(reply: FastifyReply, uid: string, extra: { email?: string; error?: string } = {}) {
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        loginPage({
          action: `${interactionUrl(uid)}/login`,
          cancel: `${interactionUrl(uid)}/abort`,
          ...extra,
        }),
      );
  }
}

/** A wait as people say it: "40 seconds", "1 minute", "15 minutes". */
function inWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooManyAttempts(_request: FastifyRequest, context: { after: string }) {
  // The plugin throws what this returns; the app's error handler answers `{ error: message }`.
  const message = `Too many sign-in attempts. Try again in ${context.after}.`;
  return Object.assign(new Error(message), { statusCode: 429 });
}

/** Our web app is the provider's only, first-party client: consent is implied, never asked. */
async function finishConsent(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  details: Awaited<ReturnType<Provider['interactionDetails']>>,
) {
  const { prompt, params, session, grantId } = details;
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  if (!grant) return reply.code(400).send({ error: 'Sign-in grant not found. Start again from the site.' });
  const missing = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const savedId = await grant.save();
  return finishInteraction(provider, request, reply, { consent: grantId ? {} : { grantId: savedId } }, true);
}

/**
 * Stores an interaction's result and redirects back to the provider. Not `interactionFinished`,
 * which writes to the raw response and so needs a hijacked reply: when it then fails (no or an
 * expired interaction cookie) nothing answers and the request hangs. Here a failure is an ordinary
 * error, answered by the error handler.
 */
async function finishInteraction(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  result: Parameters<Provider['interactionResult']>[2],
  mergeWithLastSubmission: boolean,
) {
  const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission,
  });
  return reply.redirect(returnTo, 303);
}
