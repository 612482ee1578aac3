import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInFailures } from '../db/schema.ts';

/**
 * Guards of the login page beyond the per-client rate limit: failed attempts counted per account,
 * and a bound on password hashes computed at once (each scrypt check takes 128 MiB and about
 * 100 ms of a core, so a burst must queue, and a burst bigger than the queue is turned away
 * instead of exhausting memory).
 *
 * Failures slow the next attempt down progressively instead of locking the account: counted per
 * account AND address, where the delay grows to many minutes (one address guessing), and per
 * account alone, where it stays short (guesses spread over many addresses are slowed, but a
 * stranger cannot keep the owner, signing in from another address, out for more than seconds).
 * Counted in the database, so N instances enforce one limit.
 */
export type SignInLimits = {
  /** Failures of one account from one address before delays start, the first delay and the longest. */
  perAccountAndAddress: DelayLimit;
  /** Failures of one account from all addresses together before delays start, the first delay and the longest. */
  perAccount: DelayLimit;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
  /** Password checks running at once, and how many more may wait for a turn (per instance: it bounds its memory). */
  hashing: { concurrency: number; queue: number };
};

export type DelayLimit = { freeFailures: number; firstDelayMs: number; maxDelayMs: number };

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccountAndAddress: { freeFailures: 5, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 },
  perAccount: { freeFailures: 20, firstDelayMs: 1000, maxDelayMs: 30_000 },
  forgetAfterMs: 15 * 60_000,
  hashing: { concurrency: 2, queue: 32 },
};

/** The wait after `failures` failures: none for the free ones, then the first delay, doubling up to the longest. */
export function delayAfter(failures: number, limit: DelayLimit): number {
  if (failures < limit.freeFailures) return 0;
  return Math.min(limit.maxDelayMs, limit.firstDelayMs * 2 ** Math.min(30, failures - limit.freeFailures));
}

/** Failed sign-ins in the database (table sign_in_failures), keyed by account and by account + address. */
export class SignInFailures {
  private readonly db: Db;
  private readonly limits: SignInLimits;
  constructor(db: Db, limits: SignInLimits) {
    this.db = db;
    this.limits = limits;
  }

  private keys(account: string, address: string) {
    return { pair: `account+address:${account} ${address}`, account: `account:${account}` };
  }

  /** Milliseconds until this account may be tried again from this address, or 0 when it may now. */
  async retryAfterMs(account: string, address: string): Promise<number> {
    const keys = this.keys(account, address);
    const rows = await this.db
      .select({
        key: signInFailures.key,
        failures: signInFailures.failures,
        sinceMs: sql<number>`extract(epoch from now() - ${signInFailures.lastFailureAt}) * 1000`,
      })
      .from(signInFailures)
      .where(inArray(signInFailures.key, [keys.pair, keys.account]));
    let wait = 0;
    for (const row of rows) {
      const since = Number(row.sinceMs);
      if (since >= this.limits.forgetAfterMs) continue;
      const limit = row.key === keys.pair ? this.limits.perAccountAndAddress : this.limits.perAccount;
      wait = Math.max(wait, delayAfter(row.failures, limit) - since);
    }
    return Math.max(0, Math.ceil(wait));
  }

  async recordFailure(account: string, address: string): Promise<void> {
    const keys = this.keys(account, address);
    const forget = sql`make_interval(secs => ${this.limits.forgetAfterMs / 1000})`;
    // One statement for both keys: concurrent failures on several instances each count.
    await this.db
      .insert(signInFailures)
      .values([keys.pair, keys.account].map((key) => ({ key, failures: 1, lastFailureAt: sql`now()` })))
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${signInFailures.lastFailureAt} < now() - ${forget} then 1 else ${signInFailures.failures} + 1 end`,
          lastFailureAt: sql`now()`,
        },
      });
  }

  /** The right password from this address: its own count starts again (the account's decays on its own). */
  async reset(account: string, address: string): Promise<void> {
    await this.db
      .delete(signInFailures)
      .where(inArray(signInFailures.key, [this.keys(account, address).pair]));
  }

  /** Counts last seen longer ago than they are remembered: deleted at start and hourly. */
  async purgeForgotten(): Promise<void> {
    await this.db
      .delete(signInFailures)
      .where(
        sql`${signInFailures.lastFailureAt} < now() - make_interval(secs => ${this.limits.forgetAfterMs / 1000})`,
      );
  }
}

export class BusyError extends Error {}

/** Runs at most `concurrency` tasks at once; up to `queue` more wait their turn, the rest get a BusyError. */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly limit: SignInLimits['hashing'];
  constructor(limit: SignInLimits['hashing']) {
    this.limit = limit;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit.concurrency) {
      if (this.waiting.length >= this.limit.queue) throw new BusyError('too many password checks at once');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` stays counted for it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** E-mail addresses as counted: case and surrounding spaces do not make a new account to guess at. */
export const accountKey = (email: string) => email.trim().toLowerCase();
