/**
 * A bounded cache for pure functions of one string: the engine normalises the same case texts and reads the
 * same case on every turn. Results never depend on anything but the key, so caching changes no output; the
 * bound keeps memory flat however many different inputs arrive (the oldest entry goes first).
 */
export function memoize<T>(fn: (key: string) => T, limit: number): (key: string) => T {
  const cache = new Map<string, T>();
  return (key: string) => {
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) return hit as T;
    const value = fn(key);
    if (cache.size >= limit) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(key, value);
    return value;
  };
}
