import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { localAccountCheck } from './auth/account-state.ts';
import { installAuthGuard } from './auth/guard.ts';
import { createTokenVerifier } from './auth/tokens.ts';
import { usersRepository } from './auth/users.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { apiDocsRoutes, registerApiDocs } from './http/api-docs.ts';
import { registerCompression } from './http/compression.ts';
import { registerDevWeb } from './http/dev-web.ts';
import { installErrorHandling } from './http/errors.ts';
import { redactedError } from './http/log-redaction.ts';
import { createMetrics, registerObservability, requestId } from './http/observability.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { scheduleRateLimitPurge } from './http/shared-rate-limit.ts';
import { registerSpa } from './http/spa.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { installContractSchemas } from './http/validation.ts';
import { purgeExpiredPayloads } from './idp/adapter.ts';
import { PAGE_STYLE_HASH } from './idp/html.ts';
import { loadProviderSecrets, publicJwks } from './idp/keys.ts';
import { createEmbeddedProvider, embeddedIssuer } from './idp/provider.ts';
import { embeddedIdpRoutes } from './idp/routes.ts';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './idp/sign-in-limits.ts';
import { accountsRoutes } from './routes/accounts.ts';
import { auditRoutes } from './routes/audit.ts';
import { caseLifecycleRoutes } from './routes/case-lifecycle.ts';
import { casesRoutes } from './routes/cases.ts';
import { chatRoutes } from './routes/chat.ts';
import { correctionsRoutes } from './routes/corrections.ts';
import { dataCollectionRoutes } from './routes/data-collection.ts';
import type { RouteDeps } from './routes/deps.ts';
import { exportsRoutes } from './routes/exports.ts';
import { healthRoutes } from './routes/health.ts';
import { historyRoutes } from './routes/history.ts';
import { imagesRoutes } from './routes/images.ts';
import { instructionUsageRoutes } from './routes/instruction-usage.ts';
import { instructionsRoutes } from './routes/instructions.ts';
import { meRoutes } from './routes/me.ts';
import { publicConfigRoutes } from './routes/public-config.ts';
import { studyRoutes } from './routes/study.ts';
import { withdrawalRoutes } from './routes/withdrawal.ts';
import { services as buildServices } from './services.ts';
import type { Tutor } from './sim/tutor.ts';

/** Sign-in attempts per client IP on the embedded login page: ten a minute. */
export const DEFAULT_LOGIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where the built web app lives; defaults to dist/web at the repository root. */
  webRoot?: string;
  /** The tutor that answers chat turns (the scenario engine unless configured otherwise). */
  tutor: Tutor;
  /** Where log lines go (stdout by default); tests read them to prove no secret is ever logged. */
  logStream?: { write(line: string): void };
  /** Serve the web app from its sources through Vite, with hot updates (`npm run dev`), instead of dist/web. */
  devWeb?: boolean;
  /** Sign-in attempts allowed per client IP and window on the embedded login page (default: DEFAULT_LOGIN_RATE_LIMIT). */
  loginRateLimit?: { max: number; timeWindow: number };
  /** Delays after failed sign-ins, and password checks at once (defaults: DEFAULT_SIGN_IN_LIMITS). */
  signInLimits?: SignInLimits;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its access level: the protection test walks this list. */
    routeCatalog: { method: string; url: string; access: 'public' | 'user' | 'admin' }[];
  }
  interface FastifyContextConfig {
    /** Who may call a route: checked by the one auth guard for every route (unset = admin). */
    access?: 'public' | 'user' | 'admin';
    /** For the API document: what a route answers (one or more content types) or takes when it is not JSON. */
    produces?: string | readonly string[];
    consumes?: string;
  }
}

const repoRoot = join(import.meta.dirname, '..', '..');

/** Builds the whole server from explicit dependencies: no globals, so tests build their own. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      // Tokens, cookies and passwords never reach the logs.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
        censor: '[redacted]',
      },
      // Paths only: query strings can carry one-time codes (the sign-in callback) that do not belong in logs.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
        // A failed statement's parameters (chat text, e-mails) never reach the logs.
        err: redactedError,
      },
    },
    bodyLimit: 1024 * 1024,
    // UUIDs, or the caller's X-Request-Id when it looks like one (echoed in every answer).
    genReqId: requestId,
    requestIdHeader: false,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: otherwise any client could
    // choose the address it is rate-limited under.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  installErrorHandling(app);
  installContractSchemas(app);
  await registerApiDocs(app, config.publicUrl);
  // After the API document, which lists the routes registered after it (/metrics among them).
  await registerCompression(app);
  const metrics = createMetrics();
  await registerObservability(app, {
    metrics,
    database,
    token: config.metricsToken,
    logLevel: config.logLevel,
  });
  // The login page's inline style is allowed only when the embedded provider serves that page.
  await registerSecurityHeaders(app, config, config.oidc.externalIssuer ? [] : [PAGE_STYLE_HASH]);
  const routeCatalog: FastifyInstance['routeCatalog'] = [];
  app.decorate('routeCatalog', routeCatalog);
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: 'public' | 'user' | 'admin' } | undefined)?.access ?? 'admin';
    for (const method of [route.method].flat()) routeCatalog.push({ method, url: route.url, access });
  });

  const users = usersRepository(database.db);
  const rolesClaim = config.oidc.rolesClaim;
  let issuer: string;
  if (config.oidc.externalIssuer) {
    issuer = config.oidc.externalIssuer;
    installAuthGuard(app, createTokenVerifier({ issuer, audience: config.oidc.audience, rolesClaim }));
  } else {
    issuer = embeddedIssuer(config);
    const secrets = await loadProviderSecrets(database.db);
    const provider = createEmbeddedProvider({ config, db: database.db, users, secrets });
    installAuthGuard(
      app,
      createTokenVerifier({
        issuer,
        audience: config.oidc.audience,
        rolesClaim,
        localJwks: publicJwks(secrets),
      }),
      localAccountCheck(users),
    );
    await app.register(embeddedIdpRoutes, {
      provider,
      db: database.db,
      users,
      publicUrl: config.publicUrl,
      loginRateLimit: deps.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
      signInLimits: deps.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
    });
    // Expired sessions, codes and tokens are deleted at start and then hourly.
    const purge = () =>
      purgeExpiredPayloads(database.db).catch((err: unknown) =>
        app.log.warn({ err }, 'purging expired sign-in records failed'),
      );
    const purgeTimer = setInterval(purge, 60 * 60 * 1000).unref();
    app.addHook('onReady', purge);
    app.addHook('onClose', async () => clearInterval(purgeTimer));
  }

  const services = buildServices(database, metrics.timedTutor(deps.tutor));
  scheduleRateLimitPurge(app, database.db);
  await app.register(healthRoutes, { database: services.database });
  await app.register(publicConfigRoutes, { config, issuer });
  await app.register(meRoutes);
  await app.register(apiDocsRoutes);
  const routeDeps: RouteDeps = { config, services };
  for (const routes of [
    chatRoutes,
    historyRoutes,
    casesRoutes,
    caseLifecycleRoutes,
    dataCollectionRoutes,
    instructionsRoutes,
    instructionUsageRoutes,
    imagesRoutes,
    studyRoutes,
    accountsRoutes,
    exportsRoutes,
    correctionsRoutes,
    withdrawalRoutes,
    auditRoutes,
  ]) {
    await app.register(routes, routeDeps);
  }
  if (deps.devWeb) await registerDevWeb(app);
  else await registerSpa(app, deps.webRoot ?? join(repoRoot, 'dist', 'web'));
  return app;
}
