import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { installErrorHandling } from './http/errors.ts';
import { registerSpa } from './http/spa.ts';
import { healthRoutes } from './routes/health.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where the built web app lives; defaults to dist/web at the repository root. */
  webRoot?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a route: checked by the one auth guard for every route. */
    access?: 'public' | 'user' | 'admin';
  }
}

const repoRoot = join(import.meta.dirname, '..', '..');

/** Builds the whole server from explicit dependencies: no globals, so tests build their own. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      // Tokens, cookies and passwords never reach the logs.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password'],
        censor: '[redacted]',
      },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
  });
  installErrorHandling(app);
  await app.register(healthRoutes, { database: deps.database });
  await registerSpa(app, deps.webRoot ?? join(repoRoot, 'dist', 'web'));
  return app;
}
