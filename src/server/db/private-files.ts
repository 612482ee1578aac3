import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import { join, parse, resolve } from 'node:path';

/**
 * The embedded database's files hold the provider's signing key, cookie keys and password hashes
 * (in its write-ahead log too), so nobody but the server's own account may read them.
 */
const PRIVATE_DIR_MODE = 0o700;

/** DATA_DIR, or something in it, belongs to another user: the server does not start (the message says why). */
export class DataDirOwnerError extends Error {}

/**
 * Everything this process creates from now on (folders, database files, the CLI socket) is
 * owner-only. PGlite writes its files with mode 0666 and leaves the rest to the umask.
 */
export function createOwnerOnlyFiles(): void {
  process.umask(0o077);
}

/**
 * Creates DATA_DIR owner-only, and tightens a folder made by an older version (0755 folders,
 * 0666 files). Symbolic links inside it are left alone: chmod would change what they point to.
 * Returns how many entries had to be tightened, so the caller can say so in the log. A folder or
 * file (the CLI socket included) that belongs to another user is refused before anything is
 * changed: its owner could read the database or replace the socket whatever its mode.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<number> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await refuseForeignFolder(dataDir);
  const uid = process.getuid?.();
  let tightened = 0;
  const visit = async (path: string, root = false): Promise<void> => {
    // DATA_DIR itself may be a link to the real folder; links inside it are not followed.
    const stats = root ? await stat(path) : await lstat(path);
    if (stats.isSymbolicLink()) return;
    if (uid !== undefined && stats.uid !== uid) {
      throw new DataDirOwnerError(
        `DATA_DIR: ${path} belongs to user id ${stats.uid}, not to the user running the server (${uid}). Another user could read the database or replace its socket: give the folder to this user (chown -R) or choose another DATA_DIR.`,
      );
    }
    // Group and other bits are taken away; the owner's own bits stay as they are.
    if ((stats.mode & 0o077) !== 0) {
      await chmod(path, stats.mode & 0o700);
      tightened++;
    }
    if (stats.isDirectory()) {
      for (const entry of await readdir(path)) await visit(join(path, entry));
    }
  };
  await visit(dataDir, true);
  return tightened;
}

/** What the server keeps in DATA_DIR: a folder holding anything else is not its own. */
const OWN_ENTRIES = new Set(['pglite', '.s.PGSQL.5432', '.s.PGSQL.5432.lock', 'initial-passwords.txt']);

/**
 * Tightening walks the whole folder, so it must be the server's own: a DATA_DIR set by mistake to "/", a home folder
 * or a project folder would otherwise have every file in it made owner-only. An empty folder, or one that holds
 * only what the server writes there, is its own; anything else is refused before a single mode is changed.
 */
async function refuseForeignFolder(dataDir: string): Promise<void> {
  const path = resolve(dataDir);
  if (parse(path).root === path)
    throw new DataDirOwnerError(
      `DATA_DIR: ${path} is the root of the file system: choose a folder of its own.`,
    );
  const foreign = (await readdir(path)).filter((entry) => !OWN_ENTRIES.has(entry));
  if (foreign.length > 0) {
    throw new DataDirOwnerError(
      `DATA_DIR: ${path} holds files the server did not put there (${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', ...' : ''}). Choose an empty folder, or the folder an earlier start of the server made.`,
    );
  }
}
