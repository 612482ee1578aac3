/**
 * Values the page keeps in the browser's storage as JSON. Storage is a convenience, never a dependency: a full or
 * disabled storage is logged, not thrown, and what cannot be read back is as if nothing was kept.
 */

export function storeJson(storage: Storage, key: string, value: unknown, what: string) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`Could not keep ${what}`, error);
  }
}

/** The value kept under `key` if `accept` takes it (a zod schema's `safeParse(v).data`, a type guard...). */
export function readJson<T>(
  storage: Storage,
  key: string,
  accept: (value: unknown) => T | undefined,
): T | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return parsed === null ? undefined : accept(parsed);
  } catch {
    return undefined;
  }
}
