import { describe, expect, inject, it } from 'vitest';
import { casesRepository } from '../src/server/cases/repository.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { countHit } from '../src/server/http/shared-rate-limit.ts';
import { DEFAULT_SIGN_IN_LIMITS, SignInFailures } from '../src/server/idp/sign-in-limits.ts';
import { CHAT_TURNS_PER_MINUTE } from '../src/server/routes/chat.ts';
import { RESIDENT_EMAIL, startTestApp } from './app.ts';
import { postgresTarget } from './databases.ts';
import { ONE_PHASE_CASE } from './fixtures/one-phase-case.ts';

/**
 * Two instances of the app on one fresh PostgreSQL database, each with its own connections, as N
 * instances behind a proxy run: both start (migrating at once), and every limit is counted once
 * for both, not once per instance.
 */
const url = inject('postgresUrl');

describe.skipIf(!url)('two instances on one PostgreSQL', () => {
  it('both start on a fresh database, migrating at once, and share the chat turn limit', async () => {
    const first = await postgresTarget(url ?? '').open();
    const second = await openDatabase({ databaseUrl: first.databaseUrl, dataDir: 'memory' });
    try {
      // Without the migration lock this failed 3 runs of 3 (duplicate key in pg_type).
      await Promise.all([first.migrate(), second.migrate()]);
      const [a, b] = await Promise.all([
        startTestApp({ database: first }),
        startTestApp({ database: second }),
      ]);
      await casesRepository(first.db).create(ONE_PHASE_CASE, 'test');
      const token = await a.tokenFor(RESIDENT_EMAIL);
      const send = (app: typeof a, payload: object, url: string) =>
        app.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
      expect((await send(a, { participantID: 'P-N' }, '/init-conversation')).statusCode).toBe(200);
      // The turns of one account, alternately to each instance: the limit is for both together.
      const statuses: number[] = [];
      for (let i = 0; i <= CHAT_TURNS_PER_MINUTE; i++) {
        const response = await send(i % 2 ? b : a, { text: `turn ${i}` }, '/submit-user-input');
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, CHAT_TURNS_PER_MINUTE).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      await b.app.close();
      await a.app.close();
    } finally {
      await second.close();
      await first.close();
    }
  }, 120_000);

  it('counts sign-in attempts and failures once for both instances', async () => {
    const first = await postgresTarget(url ?? '').open();
    const second = await openDatabase({ databaseUrl: first.databaseUrl, dataDir: 'memory' });
    try {
      await first.migrate();
      // Twenty attempts at once, half through each instance's connections: each gets its own count.
      const hits = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          countHit((i % 2 ? second : first).db, 'sign-in:203.0.113.9', 60_000),
        ),
      );
      expect(hits.map((h) => h.current).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect(Math.max(...hits.map((h) => h.ttl))).toBeLessThanOrEqual(60_000);

      // A first delay of minutes: with the default second, "must wait" would depend on how quickly the
      // statements below follow the last failure.
      const limits = {
        ...DEFAULT_SIGN_IN_LIMITS,
        perAccountAndAddress: { ...DEFAULT_SIGN_IN_LIMITS.perAccountAndAddress, firstDelayMs: 10 * 60_000 },
      };
      const onFirst = new SignInFailures(first.db, limits);
      const onSecond = new SignInFailures(second.db, limits);
      const { freeFailures } = limits.perAccountAndAddress;
      for (let i = 0; i < freeFailures; i++)
        await (i % 2 ? onSecond : onFirst).recordFailure('admin@example.org', '203.0.113.9');
      // The failures recorded through both instances add up, and either instance makes the guesser wait...
      expect(await onFirst.retryAfterMs('admin@example.org', '203.0.113.9')).toBeGreaterThan(0);
      expect(await onSecond.retryAfterMs('admin@example.org', '203.0.113.9')).toBeGreaterThan(0);
      // ...but not the owner at another address.
      expect(await onSecond.retryAfterMs('admin@example.org', '198.51.100.4')).toBe(0);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
