import { rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../src/server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an empty, migrated PGlite data directory, or null to create each database afresh. */
    pgliteTemplate: string | null;
  }
}

/**
 * Creating a PGlite cluster (its initdb) is most of an in-memory database's start: seconds on a busy
 * 2-core machine, for every test app. The run creates one migrated database, dumps it to a file, and every
 * in-memory database of the tests starts as a copy of it. Returns the file and a function removing it.
 */
export function createPgliteTemplate(): Promise<{ path: string; remove(): void }> {
  // Vitest runs the global setup once per project, in the same process: one template serves them all.
  const shared = globalThis as { airwayPgliteTemplate?: Promise<{ path: string; remove(): void }> };
  shared.airwayPgliteTemplate ??= makeTemplate();
  return shared.airwayPgliteTemplate;
}

async function makeTemplate(): Promise<{ path: string; remove(): void }> {
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await database.migrate();
    const dump = await database.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('PGlite gave no dump');
    const path = join(tmpdir(), `airway-pglite-template-${process.pid}-${Date.now()}.tar`);
    await writeFile(path, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    const remove = () => rmSync(path, { force: true });
    // Also at exit: a run that ends early (or a teardown that is not called) leaves no 40 MB file behind.
    process.once('exit', remove);
    return { path, remove };
  } finally {
    await database.close();
  }
}

let loaded: Promise<Blob | undefined> | undefined;

/** The run's template database (read once per test file), or undefined when there is none. */
export function pgliteTemplate(): Promise<Blob | undefined> {
  loaded ??= (async () => {
    const path = inject('pgliteTemplate');
    return path ? new Blob([await readFile(path)]) : undefined;
  })();
  return loaded;
}
