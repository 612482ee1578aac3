import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.ts';
import { bridgeUrl } from './socket-bridge.ts';

const workerFile = join(import.meta.dirname, 'pglite-worker.ts');

/**
 * The database thread's young generation. V8's default (16 MB semi-spaces) fills up while PGlite
 * starts and stays resident: 27 MB for a thread whose JavaScript only moves protocol bytes between
 * the socket and the engine, whose objects die at once. The engine's own memory is WASM, not V8 heap.
 */
const WORKER_YOUNG_GENERATION_MB = 6;

/**
 * Starts the embedded database on its worker thread and returns a connection pool to it. One
 * connection: PGlite is a single PostgreSQL session, and its socket server would interleave the
 * protocol messages of concurrent connections; the pool queues statements (and holds a whole
 * transaction) instead, while the worker runs them off the server's thread.
 */
/** Whether DATA_DIR already holds an embedded database (made by an earlier start). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
}

export async function startPgliteThread(dataDir: string): Promise<{ pool: pg.Pool; stop(): Promise<void> }> {
  const pgliteDir = join(dataDir, 'pglite');
  if (!embeddedDatabaseExists(dataDir)) {
    const created = spawnSync(process.execPath, [workerFile, pgliteDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (created.status !== 0) throw new Error(`creating the embedded database failed: ${created.stderr}`);
  }
  const worker = new Worker(workerFile, {
    workerData: { pgliteDir, dataDir } satisfies PgliteWorkerData,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  });
  const messages = (type: PgliteWorkerMessage['type']) =>
    new Promise<PgliteWorkerMessage>((resolve, reject) => {
      const onMessage = (message: PgliteWorkerMessage) => {
        if (message.type !== type && message.type !== 'failed') return;
        worker.off('message', onMessage);
        if (message.type === 'failed')
          reject(new Error(`the embedded database did not start: ${message.message}`));
        else resolve(message);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  await messages('ready');
  // The connection is kept while idle: PGlite's prepared statements belong to its one session, not
  // to a connection, so a new connection first drops those of the last (before its first statement).
  const pool = new pg.Pool({
    connectionString: bridgeUrl(dataDir),
    max: 1,
    idleTimeoutMillis: 0,
    // No connection timeout: node-postgres counts the wait for the pool's one connection in it, and
    // under load many statements rightly queue for longer than any such limit. A thread that died
    // refuses the socket at once instead.
    onConnect: async (client) => {
      await client.query('deallocate all');
    },
  });
  // As with PostgreSQL: a lost connection must not crash the process; the next statement reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return {
    pool,
    async stop() {
      await pool.end();
      const closed = messages('closed');
      worker.postMessage({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
}
