import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { DEFAULT_TURN_DEADLINE_MS } from './sim/llm/bounds.ts';

/** Blank environment variables count as unset, so `FOO=` in a .env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** Every setting, with .env.example listing each with its default (config.test.ts checks both). */
export const EnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  TRUST_PROXY: optional(z.string()),
  PUBLIC_URL: optional(z.url()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  OIDC_ISSUER: optional(z.url()),
  OIDC_CLIENT_ID: optional(z.string().min(1)),
  OIDC_AUDIENCE: optional(z.string().min(1)),
  ROLES_CLAIM: optional(z.string().min(1)),
  SEED_ADMIN_PASSWORD: optional(z.string().min(8)),
  SEED_RESIDENT_PASSWORD: optional(z.string().min(8)),
  TUTOR: optional(z.enum(['engine', 'llm', 'llm-prompt'])),
  LLM_BASE_URL: optional(z.url()),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: optional(z.string().min(1)),
  LLM_TIMEOUT_MS: optional(z.coerce.number().int().positive()),
  LLM_TURN_DEADLINE_MS: optional(z.coerce.number().int().positive()),
  LLM_READ_MODE: optional(z.enum(['json_schema', 'tool'])),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
});

export type Config = {
  port: number;
  host: string;
  /** The origin users reach the site at; redirects and token audiences are built from it. */
  publicUrl: string;
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY); false = none, the client's own address counts. */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Bearer token for GET /metrics; unset: /metrics answers the machine itself only. */
  metricsToken: string | undefined;
  oidc: {
    /** Undefined: the embedded provider at {publicUrl}/oidc is the issuer. */
    externalIssuer: string | undefined;
    clientId: string;
    audience: string;
    rolesClaim: string;
  };
  seed: { adminPassword: string | undefined; residentPassword: string | undefined };
  tutor: {
    kind: 'engine' | 'llm' | 'llm-prompt';
    /** How the model returns its reading (TUTOR=llm): a JSON-schema response or a forced tool call. */
    llmReadMode: 'json_schema' | 'tool';
    llmBaseUrl: string | undefined;
    llmApiKey: string | undefined;
    llmModel: string;
    llmTimeoutMs: number;
    /** Longest one turn's model calls may take together, however steadily the service sends. */
    llmTurnDeadlineMs: number;
  };
};

export class ConfigError extends Error {}

/**
 * The process's environment, plus the variables of `./.env` when there is one (see .env.example):
 * the server and the operator commands read the same settings. Variables already set win.
 */
export function environment(): NodeJS.ProcessEnv {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}

/** Reads every setting from the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = environment()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration: OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy)) {
    throw new ConfigError(`Invalid configuration: ${trustProxy.error}`);
  }
  return {
    port,
    host: e.HOST ?? '127.0.0.1',
    publicUrl,
    trustProxy,
    dataDir: resolve(e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL ?? 'info',
    metricsToken: e.METRICS_TOKEN,
    oidc: {
      externalIssuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID ?? 'airway-web',
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      rolesClaim: e.ROLES_CLAIM ?? 'https://airway.example.org/roles',
    },
    seed: { adminPassword: e.SEED_ADMIN_PASSWORD, residentPassword: e.SEED_RESIDENT_PASSWORD },
    tutor: {
      kind: e.TUTOR ?? 'engine',
      llmReadMode: e.LLM_READ_MODE ?? 'json_schema',
      llmBaseUrl: e.LLM_BASE_URL,
      llmApiKey: e.LLM_API_KEY,
      llmModel: e.LLM_MODEL ?? 'gpt-4o-mini',
      llmTimeoutMs: e.LLM_TIMEOUT_MS ?? 30_000,
      llmTurnDeadlineMs: e.LLM_TURN_DEADLINE_MS ?? DEFAULT_TURN_DEADLINE_MS,
    },
  };
}
