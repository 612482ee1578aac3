import { writeFileSync } from 'node:fs';
import type pg from 'pg';

/** Told the text of every SQL statement the app sends, just before it goes (tests count them). */
export type StatementListener = (text: string) => void;

/** The listeners of one database, and the drizzle logger that feeds them. */
export function statementHooks() {
  const listeners = new Set<StatementListener>();
  return {
    listen(listener: StatementListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logger: {
      logQuery(text: string) {
        for (const listener of listeners) listener(text);
      },
    },
  };
}

/** A statement's text in one line, shortened: how the bench names it. */
export function statementLabel(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 90 ? `${line.slice(0, 90)}…` : line;
}

const PREPARED_TAG = /^\/\*prepared:([a-z_]+)\*\//;

/**
 * Statements whose text starts with a `/*prepared:name*\/` tag run as named prepared statements:
 * node-postgres parses them once per connection and then only binds them. (The tag is a comment to
 * every other driver.) For the bench (BENCH_STATEMENT_TIMES_FILE), each statement's wall time is
 * also summed per statement, from the request to its last row, and written to that file by the
 * returned function; waiting for a free connection is not counted, waiting on the database is.
 */
export function instrumentPool(pool: pg.Pool, timesFile: string | undefined): () => void {
  const times = new Map<string, { count: number; totalMs: number }>();
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const named = (config: unknown): unknown => {
    if (typeof config !== 'object' || config === null) return config;
    const name = PREPARED_TAG.exec((config as { text: string }).text)?.[1];
    return name ? { ...config, name } : config;
  };
  const timed = async (config: unknown, values?: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const client = await pool.connect();
    const started = performance.now();
    try {
      return await client.query(config as string, values as unknown[]);
    } finally {
      const ms = performance.now() - started;
      client.release();
      const label = statementLabel(text);
      const entry = times.get(label) ?? { count: 0, totalMs: 0 };
      entry.count++;
      entry.totalMs += ms;
      times.set(label, entry);
    }
  };
  (pool as unknown as { query: typeof query }).query = (config, values) =>
    timesFile ? timed(named(config), values) : query(named(config), values);
  return () => {
    if (timesFile) writeFileSync(timesFile, JSON.stringify(Object.fromEntries(times), null, 2));
  };
}
