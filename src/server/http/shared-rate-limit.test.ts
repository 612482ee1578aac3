import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { Database } from '../db/client.ts';
import { rateLimits, signInFailures } from '../db/schema.ts';
import { DEFAULT_SIGN_IN_LIMITS, delayAfter, SignInFailures } from '../idp/sign-in-limits.ts';
import { countHit, purgeExpiredRateLimits } from './shared-rate-limit.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describeEachDatabase('limits kept in the database', (target) => {
  it('counts hits in a window, starts a new window once it has passed, and purges old ones', async () => {
    database = await target.open();
    await database.migrate();
    const { db } = database;
    expect((await countHit(db, 'k', 60_000)).current).toBe(1);
    const second = await countHit(db, 'k', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    // A window that has passed (moved into the past here rather than waited for).
    await db.update(rateLimits).set({ resetAt: sql`now() - interval '2 hours'` });
    expect((await countHit(db, 'k', 60_000)).current).toBe(1);
    await db.insert(rateLimits).values({ key: 'old', hits: 3, resetAt: sql`now() - interval '2 hours'` });
    await purgeExpiredRateLimits(db);
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['k']);
  });

  it('delays sign-ins progressively, forgets old failures, and a success clears its own count', async () => {
    database = await target.open();
    await database.migrate();
    const limits = DEFAULT_SIGN_IN_LIMITS;
    expect([4, 5, 6, 7].map((n) => delayAfter(n, limits.perAccountAndAddress))).toEqual([
      0, 1000, 2000, 4000,
    ]);
    expect(delayAfter(40, limits.perAccountAndAddress)).toBe(15 * 60_000);
    expect(delayAfter(40, limits.perAccount)).toBe(30_000);

    // Delays of minutes for the waits counted below: with the default first delay (1 s, 2 s after six failures) the
    // wait measured depends on how long the statements took, and a busy machine can take that long.
    const failures = new SignInFailures(database.db, {
      ...limits,
      perAccountAndAddress: {
        ...limits.perAccountAndAddress,
        firstDelayMs: 5 * 60_000,
        maxDelayMs: 60 * 60_000,
      },
    });
    for (let i = 0; i < 6; i++) await failures.recordFailure('a@example.org', '192.0.2.1');
    const wait = await failures.retryAfterMs('a@example.org', '192.0.2.1');
    // Six failures: the second delay (10 minutes) less the moments since the last one, more than the first.
    expect(wait).toBeGreaterThan(5 * 60_000);
    expect(wait).toBeLessThanOrEqual(10 * 60_000);
    expect(await failures.retryAfterMs('a@example.org', '192.0.2.2')).toBe(0);
    await failures.reset('a@example.org', '192.0.2.1');
    expect(await failures.retryAfterMs('a@example.org', '192.0.2.1')).toBe(0);

    // Failures last seen longer ago than they are remembered count for nothing, and are purged.
    for (let i = 0; i < 6; i++) await failures.recordFailure('b@example.org', '192.0.2.1');
    await database.db.update(signInFailures).set({ lastFailureAt: sql`now() - interval '1 hour'` });
    expect(await failures.retryAfterMs('b@example.org', '192.0.2.1')).toBe(0);
    await failures.recordFailure('b@example.org', '192.0.2.1');
    expect(await failures.retryAfterMs('b@example.org', '192.0.2.1')).toBe(0);
    await database.db.update(signInFailures).set({ lastFailureAt: sql`now() - interval '1 hour'` });
    await failures.purgeForgotten();
    expect(await database.db.select().from(signInFailures)).toEqual([]);
  });
});
