import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../../test/ports.ts';
import { type ServerProcess, startServerProcess } from '../../../test/server-process.ts';
import { socketPath } from './socket-bridge.ts';

/**
 * The embedded database's files hold the provider's signing key and the password hashes: the real
 * server process keeps DATA_DIR, every file in it and the CLI socket to its own account.
 */
const root = mkdtempSync(join(tmpdir(), 'airway-private-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  rmSync(root, { recursive: true, force: true });
});

/** Every entry under dir (dir included) whose mode gives anything to group or others. */
function exposedEntries(dir: string): string[] {
  const exposed: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if ((stats.mode & 0o077) !== 0) exposed.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return exposed;
}

function countEntries(dir: string): number {
  return readdirSync(dir, { recursive: true }).length;
}

const dataDir = join(root, 'data');
const start = async () =>
  (server = await startServerProcess(await freePort(), { DATA_DIR: dataDir }, { readyTimeoutMs: 150_000 }));
const stop = async () => {
  await server?.stop();
  server = undefined;
};

it('creates DATA_DIR 0700 with owner-only files and socket on the first start', async () => {
  const first = await start();
  expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
  expect(lstatSync(socketPath(dataDir)).mode & 0o777).toBe(0o600);
  // The database itself is hundreds of files, the write-ahead log among them.
  expect(countEntries(dataDir)).toBeGreaterThan(100);
  expect(exposedEntries(dataDir)).toEqual([]);
  expect(first.output()).not.toMatch(/owner-only/);
  await stop();
}, 200_000);

it('tightens a data folder left world-readable by an older version, and says so in the log', async () => {
  // What an older version left: folders 0755 (0777 here), database files 0666.
  const loosen = (path: string) => {
    const stats = lstatSync(path);
    chmodSync(path, stats.isDirectory() ? 0o777 : 0o666);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) loosen(join(path, entry));
  };
  writeFileSync(join(dataDir, 'initial-passwords.txt'), 'admin@example.org  x\n');
  loosen(dataDir);
  const entries = countEntries(dataDir) + 1;
  const restarted = await start();
  expect(exposedEntries(dataDir)).toEqual([]);
  expect(restarted.output()).toMatch(
    new RegExp(`readable by other accounts: ${entries} files and folders are now owner-only`),
  );
  await stop();
}, 200_000);

// Security finding 9: a folder pre-created by another user stays theirs whatever its mode.
it('refuses a DATA_DIR, or a file in it such as the socket, owned by another user', async () => {
  const { makeDataDirPrivate } = await import('./private-files.ts');
  const { chownSync, mkdirSync } = await import('node:fs');
  const other = (process.getuid?.() ?? 0) === 0 ? 65534 : 0;
  const theirs = join(root, 'theirs');
  mkdirSync(theirs, { mode: 0o777 });
  chmodSync(theirs, 0o777);
  // Never walked, whoever runs the test: the root, and a folder holding files the server did not put there.
  await expect(makeDataDirPrivate('/')).rejects.toThrow(/root of the file system/);
  const project = join(root, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'notes.txt'), '', { mode: 0o644 });
  await expect(makeDataDirPrivate(project)).rejects.toThrow(
    /holds files the server did not put there \(notes\.txt\)/,
  );
  expect(lstatSync(join(project, 'notes.txt')).mode & 0o777).toBe(0o644);
  if (other === 0) return; // Not root: a folder of another user cannot be made here.
  chownSync(theirs, other, other);
  await expect(makeDataDirPrivate(theirs)).rejects.toThrow(
    new RegExp(`DATA_DIR: ${theirs} belongs to user id ${other}, not to the user running the server`),
  );
  // Left as it was: nothing is tightened in a folder that is not ours.
  expect(lstatSync(theirs).mode & 0o777).toBe(0o777);
  // Ours, but with a file (a socket, say) of theirs inside.
  const mine = join(root, 'mine');
  mkdirSync(mine);
  writeFileSync(join(mine, '.s.PGSQL.5432'), '');
  chownSync(join(mine, '.s.PGSQL.5432'), other, other);
  await expect(makeDataDirPrivate(mine)).rejects.toThrow(/\.s\.PGSQL\.5432 belongs to user id 65534/);
});
