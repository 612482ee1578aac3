import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { casesRepository } from './repository.ts';
import { sampleCase } from './sample-case.ts';

/** An arbitrary constant naming the "seed the sample case" lock among the app's advisory locks. */
const SEED_CASE_LOCK = 7_310_001;

/**
 * Adds the sample case when there is no case at all, so a fresh install has something to play.
 * Runs under a transaction-scoped advisory lock: instances starting together on an empty database
 * would otherwise each see no case and each add one. Returns whether it added the case.
 */
export async function seedSampleCase(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_CASE_LOCK})`);
    const cases = casesRepository(tx);
    if ((await cases.count()) > 0) return false;
    await cases.create(sampleCase, 'seed');
    return true;
  });
}
