import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine, when there is one (the CLI socket bridge needs it). */
  pglite?: PGlite;
};

export type DatabaseOptions = {
  /** postgres://... for PostgreSQL; undefined for the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; 'memory' keeps everything in memory (tests). */
  dataDir: string | 'memory';
};

const migrationsFolder = join(import.meta.dirname, 'migrations');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  let client: PGlite;
  if (dataDir === 'memory') {
    client = new PGlite();
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(join(dataDir, 'pglite'));
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const pgDb = drizzlePg(pool, { schema });
  const db = pgDb as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(pgDb, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
