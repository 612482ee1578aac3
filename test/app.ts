import type { FastifyInstance } from 'fastify';
import { importJWK, type JWTPayload, SignJWT } from 'jose';
import { type AppDeps, buildApp } from '../src/server/app.ts';
import { usersRepository } from '../src/server/auth/users.ts';
import { type Config, loadConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/client.ts';
import { loadProviderSecrets } from '../src/server/idp/keys.ts';
import { mintAccessToken } from '../src/server/idp/mint.ts';
import { createEmbeddedProvider, embeddedIssuer } from '../src/server/idp/provider.ts';
import { seedDatabase } from '../src/server/seed.ts';
import { createTutor } from '../src/server/sim/create-tutor.ts';
import { type DatabaseTarget, pgliteTarget } from './databases.ts';
import { freePort } from './ports.ts';

export const ADMIN_EMAIL = 'admin@example.org';
export const RESIDENT_EMAIL = 'resident@example.org';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** A valid API access token for a seeded or added account. */
  tokenFor(email: string): Promise<string>;
  /** A token signed with the provider's real key, with any claims (for expired, wrong audience...). */
  signToken(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database (PGlite in memory unless a target is given), seeded, not
 * listening: tests call it with app.inject() or listen themselves.
 */
export async function startTestApp(
  options: {
    target?: DatabaseTarget;
    env?: Record<string, string>;
    database?: Database;
    /** Seed the sample case, teaching images and instruction too (default: accounts only). */
    content?: boolean;
    /** Receives every log line of the app (set LOG_LEVEL in env to see more than nothing). */
    logStream?: { write(line: string): void };
    /** A built web app to serve (default: none). */
    webRoot?: string;
    /** Limits of the login page, when a test needs others than the defaults. */
    limits?: Pick<AppDeps, 'loginRateLimit' | 'signInLimits'>;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await (options.target ?? pgliteTarget()).open());
  await database.migrate();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory',
    SEED_ADMIN_PASSWORD: 'admin-test-password',
    SEED_RESIDENT_PASSWORD: 'resident-test-password',
    ...options.env,
  });
  await seedDatabase(database, config, { content: options.content ?? false });
  const app = await buildApp({
    config,
    database,
    tutor: createTutor(config),
    webRoot: options.webRoot ?? '/nonexistent',
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...options.limits,
  });
  const users = usersRepository(database.db);
  const secrets = await loadProviderSecrets(database.db);
  const provider = createEmbeddedProvider({ config, db: database.db, users, secrets });
  const [jwk] = secrets.jwks.keys;
  if (!jwk) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  return {
    app,
    config,
    database,
    async tokenFor(email) {
      const user = await users.findByEmail(email);
      if (!user) throw new Error(`no account ${email}`);
      return mintAccessToken(provider, config, user.id);
    },
    async signToken(claims) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        iss: embeddedIssuer(config),
        aud: config.oidc.audience,
        iat: now,
        exp: now + 600,
        [config.oidc.rolesClaim]: ['admin'],
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
        .sign(key);
    },
    async close() {
      const closing = app.close();
      // The tests are over: a keep-alive connection left open by a client (fetch keeps them) would otherwise hold
      // the close up until the hook times out.
      app.server.closeAllConnections();
      await closing;
      await database.close();
    },
  };
}

/**
 * The test app listening on a free port, at the address its provider names as issuer and redirect
 * (http://localhost:PORT), so a test can sign in over HTTP as a browser would.
 */
export async function startListeningTestApp(
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<{ t: TestApp; baseUrl: string }> {
  const port = await freePort();
  const t = await startTestApp({ ...options, env: { PORT: String(port), ...options.env } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { t, baseUrl: `http://localhost:${port}` };
}

/** Calls the API with a bearer token and an optional JSON body; returns the status and the parsed JSON answer. */
export async function callApi(baseUrl: string, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

/** A test app listening on a free port of 127.0.0.1, with a token for the seeded resident and one for the admin. */
export type ServedApi = { url: string; t: TestApp; resident: string; admin: string };

export async function serveApi(t: TestApp): Promise<ServedApi> {
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    t,
    resident: await t.tokenFor(RESIDENT_EMAIL),
    admin: await t.tokenFor(ADMIN_EMAIL),
  };
}
