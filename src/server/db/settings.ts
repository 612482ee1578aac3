import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { settings } from './schema.ts';

/**
 * Returns the stored value of `key`, creating it with `make()` the first time. Concurrent first
 * starts (several instances) agree on one value: the insert that loses the race reads the winner's.
 */
export async function getOrCreateSetting<T>(db: Db, key: string, make: () => Promise<T> | T): Promise<T> {
  const [existing] = await db.select().from(settings).where(eq(settings.key, key));
  if (existing) return existing.value as T;
  const value = await make();
  await db
    .insert(settings)
    .values({ key, value: value as unknown as Record<string, unknown> })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return (row?.value ?? value) as T;
}
