/**
 * Guards of the login page beyond the per-client rate limit: failed attempts counted per account
 * (so guesses spread over many addresses still stop), and a bound on password hashes computed at
 * once (each scrypt check takes 128 MiB and about 100 ms of a core, so a burst must queue, and a
 * burst bigger than the queue is turned away instead of exhausting memory).
 */
export type SignInLimits = {
  /** Failed sign-ins allowed per e-mail address and window, counted whether or not the account exists. */
  perAccount: { maxFailures: number; windowMs: number };
  /** Password checks running at once, and how many more may wait for a turn. */
  hashing: { concurrency: number; queue: number };
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccount: { maxFailures: 10, windowMs: 15 * 60_000 },
  hashing: { concurrency: 2, queue: 32 },
};

/** The longest list of counted addresses kept; past it the oldest entries go first. */
const MAX_TRACKED_ACCOUNTS = 10_000;

/** Failed attempts per key (a normalised e-mail) in a fixed window that starts with the first failure. */
export class FailureCounter {
  private readonly entries = new Map<string, { failures: number; resetAt: number }>();
  private readonly limit: SignInLimits['perAccount'];
  constructor(limit: SignInLimits['perAccount']) {
    this.limit = limit;
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.failures >= this.limit.maxFailures ? entry.resetAt - now : 0;
  }

  recordFailure(key: string, now = Date.now()): void {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.failures++;
      return;
    }
    this.entries.delete(key);
    // A Map keeps insertion order, so the first key is the oldest window.
    if (this.entries.size >= MAX_TRACKED_ACCOUNTS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { failures: 1, resetAt: now + this.limit.windowMs });
  }

  reset(key: string): void {
    this.entries.delete(key);
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
