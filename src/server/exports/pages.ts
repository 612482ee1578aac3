/** Rows fetched per database round trip: memory stays flat whatever the size of the study. */
export const PAGE_SIZE = 500;

/**
 * Every row of a keyset-paged query: `fetch(after)` returns up to `PAGE_SIZE` rows following the
 * cursor `after` (undefined for the first page), in cursor order. The next page is read only when
 * the consumer (the HTTP response, with its backpressure) has taken the previous one.
 */
export async function* keysetPages<T, C>(
  fetch: (after: C | undefined) => Promise<T[]>,
  cursorOf: (row: T) => C,
): AsyncGenerator<T[]> {
  let after: C | undefined;
  for (;;) {
    const page = await fetch(after);
    if (page.length === 0) return;
    yield page;
    if (page.length < PAGE_SIZE) return;
    after = cursorOf(page[page.length - 1] as T);
  }
}

/** Rows grouped by a key, each group in the rows' order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
