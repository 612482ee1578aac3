import { existsSync } from 'node:fs';
import pg from 'pg';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createOwnerOnlyFiles, makeDataDirPrivate } from '../db/private-files.ts';
import { bridgeUrl, socketPath } from '../db/socket-bridge.ts';

/**
 * The database for an operator command: PostgreSQL when configured; else the embedded database,
 * through the running server's socket bridge when there is one, or opened directly when not.
 */
export async function openCliDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (existsSync(socketPath(config.dataDir)) && (await bridgeAnswers(config.dataDir))) {
    // The server has migrated the database already; the bridge serves plain statements.
    return openDatabase({ databaseUrl: bridgeUrl(config.dataDir), dataDir: config.dataDir });
  }
  // Opened directly, the command writes the database files itself: owner-only, like the server does.
  createOwnerOnlyFiles();
  await makeDataDirPrivate(config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir, inProcess: true });
  await database.migrate();
  return database;
}

async function bridgeAnswers(dataDir: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: bridgeUrl(dataDir), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
