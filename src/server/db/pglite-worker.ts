/**
 * The embedded database on a thread of its own. PGlite runs PostgreSQL compiled to WASM: every
 * statement is synchronous CPU work, which on the server's thread stalls every request. Here it
 * runs on a worker thread and serves the PostgreSQL protocol on DATA_DIR's unix socket (the one
 * the operator CLIs already use); the server talks to it like to PostgreSQL.
 *
 * Run as a process of its own (`node pglite-worker.ts <folder>`), it only creates a new database
 * and exits: initdb's memory (several hundred MB of WASM heap, never given back) then never
 * belongs to the long-running server.
 */
import { setFlagsFromString } from 'node:v8';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-settings.ts';
import { startSocketBridge } from './socket-bridge.ts';

export type PgliteWorkerData = { pgliteDir: string; dataDir: string };
export type PgliteWorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'closed' };

async function serve({ pgliteDir, dataDir }: PgliteWorkerData) {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
  const send = (message: PgliteWorkerMessage) => port.postMessage(message);
  try {
    // PostgreSQL's WASM straight to V8's optimising compiler, without its baseline (Liftoff) code:
    // by default each function runs first as Liftoff code, the hot ones are compiled again, and both
    // copies stay resident, 55 MB more than the optimised code alone. It makes the engine's start
    // about 2 s longer and a turn no slower. V8's flags are per process: the server's main thread
    // runs no WASM of its own but Node's type stripping (for a .ts file loaded from then on).
    setFlagsFromString('--no-liftoff');
    const pglite = new PGlite(pgliteDir, pgliteOptions());
    await pglite.waitReady;
    const stopBridge = await startSocketBridge(pglite, dataDir);
    port.on('message', async (message: { type: 'close' }) => {
      if (message.type !== 'close') return;
      await stopBridge();
      await pglite.close();
      send({ type: 'closed' });
      port.close();
    });
    send({ type: 'ready' });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

async function create(pgliteDir: string) {
  const pglite = new PGlite(pgliteDir, pgliteOptions());
  await pglite.waitReady;
  await pglite.close();
}

if (!isMainThread) await serve(workerData as PgliteWorkerData);
else if (process.argv[1] === import.meta.filename && process.argv[2]) await create(process.argv[2]);
