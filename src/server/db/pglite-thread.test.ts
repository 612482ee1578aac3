import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { userState } from './schema.ts';
import { bridgeUrl } from './socket-bridge.ts';

/**
 * The embedded database on its own thread: the server reaches it like PostgreSQL, over DATA_DIR's
 * socket, with one connection. Concurrent statements and a transaction must not mix, prepared
 * statements must survive a new connection, and what was written is there after a restart.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'airway-thread-'));
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('serves concurrent statements, transactions, prepared statements and the operator socket', async () => {
  database = await openDatabase({ dataDir });
  await database.migrate();
  const { db } = database;
  const rows = Array.from({ length: 40 }, (_, i) => ({ userSub: `u${i}`, participantId: `P-${i}` }));
  // A transaction that rolls back, while forty single inserts run at the same time.
  const failing = db.transaction(async (tx) => {
    await tx.insert(userState).values({ userSub: 'in-tx', participantId: 'P-TX' });
    throw new Error('roll back');
  });
  await Promise.all([...rows.map((row) => db.insert(userState).values(row)), failing.catch(() => undefined)]);
  expect(await db.select({ n: count() }).from(userState)).toEqual([{ n: 40 }]);
  expect(await db.select().from(userState).where(eq(userState.userSub, 'in-tx'))).toEqual([]);

  const prepared = () => db.execute(sql`/*prepared:thread_test*/ select count(*)::int as n from user_state`);
  await prepared();
  // An operator command on the same socket, while the server's connection stays open.
  const cli = new pg.Client({ connectionString: bridgeUrl(dataDir) });
  await cli.connect();
  expect((await cli.query('select count(*)::int as n from user_state')).rows).toEqual([{ n: 40 }]);
  await cli.end();
  expect(JSON.stringify(await prepared())).toContain('40');
}, 180_000);

it('keeps what was written after a restart on the same folder', async () => {
  await database?.close();
  database = await openDatabase({ dataDir });
  await database.migrate();
  expect(await database.db.select({ n: count() }).from(userState)).toEqual([{ n: 40 }]);
  // A new session: the named statement is prepared again.
  const again = await database.db.execute(
    sql`/*prepared:thread_test*/ select count(*)::int as n from user_state`,
  );
  expect(JSON.stringify(again)).toContain('40');
}, 180_000);
