import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from './pglite-template.ts';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A reachable PostgreSQL URL, or null when tests that need one are skipped. */
    postgresUrl: string | null;
  }
}

/**
 * Probes PostgreSQL once per run: its tests are skipped (loudly) without one, except in CI where that fails.
 * Creates the migrated PGlite database every in-memory test database starts from (shared by the projects of the
 * run, and removed when the run's process exits, not at one project's teardown).
 */
export default async function setup(project: TestProject) {
  const template = await createPgliteTemplate();
  project.provide('pgliteTemplate', template.path);
  await probePostgres(project);
}

async function probePostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    project.provide('postgresUrl', url);
  } catch (error) {
    const why = `PostgreSQL is not reachable at ${url} (${(error as Error).message}).`;
    if (process.env.CI === 'true') {
      throw new Error(
        `${why} In CI the PostgreSQL tests must run: start PostgreSQL or set TEST_DATABASE_URL.`,
      );
    }
    console.warn(`\n*** SKIPPING the PostgreSQL tests: ${why} Set TEST_DATABASE_URL to run them. ***\n`);
    project.provide('postgresUrl', null);
  } finally {
    await client.end().catch(() => {});
  }
}
