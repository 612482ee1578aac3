import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, rowsOf } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (table rate_limits)
 * instead of the process's memory: instances that share a PostgreSQL share every count, so a limit
 * of 10 a minute stays 10 with two instances, not 20. `namespace` keeps one limit's keys apart
 * from another's. A fixed window per key, as the plugin's own in-memory store counts.
 */
export function databaseRateLimitStore(db: Db, namespace: string): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${namespace}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseStore;
}

/**
 * One hit, atomically (one statement, so concurrent hits from several instances each count): a
 * key past its window starts a new one. Returns the hits in the window and the milliseconds left.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning hits, ceil(extract(epoch from reset_at - now()) * 1000) as ttl`);
  const [row] = rowsOf<{ hits: number; ttl: string | number }>(result);
  if (!row) throw new Error('rate limit upsert returned no row');
  // now() is when each statement's transaction began: one that waited on another's row lock began
  // earlier than the window it joins, so its raw figure can pass the window by a few milliseconds.
  return { current: Number(row.hits), ttl: Math.min(windowMs, Math.max(0, Number(row.ttl))) };
}

/** Counters whose window ended over an hour ago are of no use to anyone: deleted at start and hourly. */
export async function purgeExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
}

export function scheduleRateLimitPurge(app: FastifyInstance, db: Db) {
  const purge = () =>
    purgeExpiredRateLimits(db).catch((err: unknown) =>
      app.log.warn({ err }, 'purging rate-limit counters failed'),
    );
  const timer = setInterval(purge, 60 * 60 * 1000).unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(timer));
}
