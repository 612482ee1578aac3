import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './seed/seed.ts';

/** Reads the environment, migrates the database, and serves until SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seeded = await seedDatabase(database, config);
  const app = await buildApp({ config, database });

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
  // Shown once, on the console only (never in the log stream): the passwords exist nowhere else.
  for (const { email, password } of seeded.generatedPasswords) {
    console.log(`Created local account ${email} with password: ${password}`);
  }
  app.log.info(
    `Pediatric Airway Management Assistant at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
