import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startPgliteThread } from './pglite-thread.ts';
import { makeDataDirPrivate } from './private-files.ts';
import * as schema from './schema.ts';
import { instrumentPool, type StatementListener, statementHooks } from './statements.ts';

/** An arbitrary constant naming the "migrating" lock among the app's advisory locks (see cases/seed.ts). */
const MIGRATION_LOCK = 7_310_000;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Calls `listener` with every statement the app sends, until the returned function is called. */
  onStatement(listener: StatementListener): () => void;
  /** The connection pool's state (for /metrics), where there is one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The embedded engine when it runs on the caller's thread (an operator command's socket bridge needs it). */
  pglite?: PGlite;
};

export type DatabaseOptions = {
  /** postgres://... for PostgreSQL; undefined for the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; 'memory' keeps everything in memory (tests). */
  dataDir: string | 'memory';
  /**
   * PGlite on the caller's own thread instead of its database thread: for the operator commands,
   * which do one thing and exit. (In memory it is always on the caller's thread.)
   */
  inProcess?: boolean;
  /**
   * In memory only: start from this copy of a data directory (a PGlite dump, made by the tests once
   * per run) instead of creating a new cluster, which is most of an in-memory start.
   */
  template?: Blob | undefined;
};

const migrationsFolder = join(import.meta.dirname, 'migrations');

/** Socket errors that mean "the database server cannot be reached" (Node's codes, also on AggregateError). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away, starting, overloaded or too slow: class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 53300 too_many_connections, 57014 query_canceled (our statement_timeout).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;

/** What node-postgres says, without a code, when a connection dies, cannot be made in time or stops answering. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed/i;

/** What callers are told while the database cannot be reached: nothing is wrong with their request. */
/** The rows of a raw execute() result: PGlite and node-postgres both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export const DATABASE_UNAVAILABLE = 'The database is unavailable right now. Try again in a moment.';

/**
 * Whether an error (or any error it wraps: drizzle wraps driver errors in `cause`) says the
 * database cannot be used right now, as opposed to a bug or bad data. Those become 503s: the
 * caller may simply try again in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = error; e instanceof Error && !seen.has(e); e = e.cause) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir === 'memory' || options.inProcess) return openPglite(options.dataDir, options.template);
  return openPgliteThread(options.dataDir);
}

async function openPglite(dataDir: string, template: Blob | undefined): Promise<Database> {
  // Loaded only here: the server runs PGlite on its database thread, and its main thread would
  // otherwise carry the engine's JavaScript and drizzle's PGlite driver for nothing.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { pgliteOptions }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('./pglite-settings.ts'),
    ]);
  let client: PGlite;
  if (dataDir === 'memory') {
    client = new PGlite({ ...pgliteOptions(), ...(template ? { loadDataDir: template } : {}) });
  } else {
    await makeDataDirPrivate(dataDir);
    client = new PGlite(join(dataDir, 'pglite'), pgliteOptions());
  }
  await client.waitReady;
  // PGlite sets 0666 on the files of a new database itself, whatever the umask: taken back at once.
  if (dataDir !== 'memory') await makeDataDirPrivate(dataDir);
  const hooks = statementHooks();
  const db = drizzlePglite(client, { schema, logger: hooks.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    onStatement: hooks.listen,
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** The embedded database on its own thread, reached over its socket like PostgreSQL (see pglite-worker.ts). */
async function openPgliteThread(dataDir: string): Promise<Database> {
  await makeDataDirPrivate(dataDir);
  const thread = await startPgliteThread(dataDir);
  // A new database's files are 0666 whatever the umask (PGlite sets them): taken back at once.
  await makeDataDirPrivate(dataDir);
  const hooks = statementHooks();
  const writeTimes = instrumentPool(thread.pool, process.env.BENCH_STATEMENT_TIMES_FILE);
  const db = drizzlePg(thread.pool, { schema, logger: hooks.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    onStatement: hooks.listen,
    migrate: () => migratePg(drizzlePg(thread.pool, { schema }), { migrationsFolder }),
    poolStats: () => poolStats(thread.pool),
    ping: async () => {
      await thread.pool.query({ text: 'select 1', query_timeout: PING_TIMEOUT_MS } as pg.QueryConfig);
    },
    close: async () => {
      writeTimes();
      await thread.stop();
    },
  };
}

/**
 * How long a request may wait on PostgreSQL. The server cancels a statement after
 * STATEMENT_TIMEOUT_MS (the connection stays usable); the client gives up a little later in case
 * the server does not answer at all (a hung host), and the pool drops that connection. So no
 * request hangs on the database for more than about CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS.
 */
const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 8_000;
const QUERY_TIMEOUT_MS = 10_000;
/** Readiness probes want a quick answer; a database this slow is not ready. */
const PING_TIMEOUT_MS = 2_000;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // A connection that loses its server must not crash the process: the pool drops it and the next
  // query reconnects. The pool listens only while a connection is idle; one checked out (between two
  // statements of a transaction) would emit 'error' to nobody, which throws, so each gets a listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const hooks = statementHooks();
  const writeTimes = instrumentPool(pool, process.env.BENCH_STATEMENT_TIMES_FILE);
  const db = drizzlePg(pool, { schema, logger: hooks.logger }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    onStatement: hooks.listen,
    poolStats: () => poolStats(pool),
    // On a connection of its own, without the request timeouts: a migration may rightly take long.
    migrate: async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      await client.connect();
      try {
        // Instances starting together on a fresh database would otherwise create the same tables at
        // once and all but one fail (duplicate key in pg_type). The first migrates; the others wait
        // for it here and then find nothing left to apply. Released when the connection ends.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    ping: async () => {
      // node-postgres honours a per-query query_timeout; its type definitions do not list it.
      const probe = { text: 'select 1', query_timeout: PING_TIMEOUT_MS };
      await pool.query(probe);
    },
    close: async () => {
      writeTimes();
      await pool.end();
    },
  };
}

function poolStats(pool: pg.Pool) {
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
