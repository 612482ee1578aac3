import './heap-growth.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { prepareSeedPasswords } from './auth/users.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { embeddedDatabaseExists } from './db/pglite-thread.ts';
import { createOwnerOnlyFiles, DataDirOwnerError, makeDataDirPrivate } from './db/private-files.ts';
import { type SeedReport, seedDatabase } from './seed.ts';
import { createTutor } from './sim/create-tutor.ts';

/** Reads the environment, migrates and seeds the database, and serves until SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  createOwnerOnlyFiles();
  const tightened = config.databaseUrl ? 0 : await makeDataDirPrivate(config.dataDir);
  // Hashed before the database is opened, not on top of it (see prepareSeedPasswords), and only when
  // the accounts may be missing: an embedded database made by an earlier start already has them.
  const mayNeedSeedAccounts =
    !config.oidc.externalIssuer && (Boolean(config.databaseUrl) || !embeddedDatabaseExists(config.dataDir));
  const passwords = mayNeedSeedAccounts ? await prepareSeedPasswords(config.seed) : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seeded = await seedDatabase(database, config, passwords ? { passwords } : {});
  // `npm run dev` passes --dev-web: the web app from its sources, hot-updated (see http/dev-web.ts).
  const devWeb = process.argv.includes('--dev-web');
  const app = await buildApp({ config, database, tutor: createTutor(config), devWeb });
  if (tightened > 0) {
    app.log.warn(
      `DATA_DIR ${config.dataDir} was readable by other accounts: ${tightened} files and folders are now owner-only (0700/0600)`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  announcePasswords(seeded, config.dataDir);
  app.log.info(
    `Pediatric Airway Management Assistant at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

/**
 * Generated first-start passwords are shown once on an interactive terminal. Otherwise (a service
 * whose output is collected as logs) they go to a file only the owner can read, never to the log.
 */
function announcePasswords(seeded: SeedReport, dataDir: string) {
  if (seeded.generatedPasswords.length === 0) return;
  const lines = seeded.generatedPasswords.map(({ email, password }) => `${email}  ${password}`);
  if (process.stdout.isTTY) {
    console.log(
      `\nLocal accounts created (shown once; change with npm run user -- set-password):\n  ${lines.join('\n  ')}\n`,
    );
    return;
  }
  const file = join(dataDir, 'initial-passwords.txt');
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  console.log(`Local accounts created: their passwords are in ${file} (readable by this user only).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirOwnerError ? error.message : error);
  process.exit(1);
});
