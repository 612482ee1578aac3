import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { pgliteTemplate } from './pglite-template.ts';

export type DatabaseTarget = {
  name: 'pglite' | 'postgres';
  /** PostgreSQL only: the server URL (tests that start several app instances share it). */
  url?: string;
  /** A fresh, empty database: in-memory PGlite, or a database of its own on PostgreSQL, dropped at close. */
  open(): Promise<Database & { databaseUrl?: string }>;
};

export function pgliteTarget(): DatabaseTarget {
  return {
    name: 'pglite',
    open: async () => openDatabase({ dataDir: 'memory', template: await pgliteTemplate() }),
  };
}

export function postgresTarget(url: string): DatabaseTarget {
  return {
    name: 'postgres',
    url,
    async open() {
      const name = `t_${randomBytes(6).toString('hex')}`;
      await adminQuery(url, `create database ${name}`);
      const databaseUrl = withDatabase(url, name);
      const database = await openDatabase({ databaseUrl, dataDir: 'memory' });
      return {
        ...database,
        databaseUrl,
        async close() {
          await database.close();
          await adminQuery(url, `drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Runs the same suite on embedded PGlite and on PostgreSQL (skipped, with a warning, when none is reachable). */
export function describeEachDatabase(title: string, body: (target: DatabaseTarget) => void) {
  describe(`${title} [pglite]`, () => body(pgliteTarget()));
  const url = inject('postgresUrl');
  describe.skipIf(!url)(`${title} [postgres]`, () => body(postgresTarget(url ?? '')));
}
