import { chmodSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite admits one process. While the server holds it (on its database thread), the server itself
 * and the operator CLIs reach it through this unix socket, which speaks the PostgreSQL protocol. It
 * lives in DATA_DIR (mode 0700) and is itself 0600, so only the server's own account can connect.
 */
export const SOCKET_PORT = 5432;
export const socketPath = (dataDir: string) => join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);

/** The URL a `pg` client uses to reach the bridge (the socket directory goes in `host`). */
export const bridgeUrl = (dataDir: string) =>
  `postgres://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(dataDir)}`;

export async function startSocketBridge(pglite: PGlite, dataDir: string): Promise<() => Promise<void>> {
  // Loaded here, on the database thread: the server's main thread only needs the paths above.
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const path = socketPath(dataDir);
  // A socket file left by a killed server would make listen() fail.
  if (existsSync(path)) rmSync(path);
  // The server's one connection and up to four operator commands.
  const server = new PGLiteSocketServer({ db: pglite, path, maxConnections: 5 });
  await server.start();
  // Whoever can connect has the whole database: the owner only, whatever the umask was.
  chmodSync(path, 0o600);
  return async () => {
    await server.stop();
    if (existsSync(path)) rmSync(path, { force: true });
  };
}
