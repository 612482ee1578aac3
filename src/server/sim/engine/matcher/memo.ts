/**
 * A bounded cache for pure functions of one string: the engine normalises the same case texts and reads the
 * same case on every turn. Results never depend on anything but the key, so caching changes no output.
 *
 * The bound keeps memory flat however many different inputs arrive: at most `limit` entries, in two generations
 * of half that each; when the newer one is full it becomes the older and the older is dropped whole, and a hit in
 * the older generation is carried into the newer. Evicting the oldest entry one at a time instead (a Map's
 * first key) cost more and more as a Map filled with the holes deletions leave, which a text of thousands of
 * new words made the largest cost of reading it.
 */
export function memoize<T>(fn: (key: string) => T, limit: number): (key: string) => T {
  const generation = Math.max(1, Math.floor(limit / 2));
  let newer = new Map<string, T>();
  let older = new Map<string, T>();
  return (key: string) => {
    const hit = newer.get(key);
    if (hit !== undefined || newer.has(key)) return hit as T;
    let value: T;
    if (older.has(key)) value = older.get(key) as T;
    else value = fn(key);
    if (newer.size >= generation) {
      older = newer;
      newer = new Map();
    }
    newer.set(key, value);
    return value;
  };
}
