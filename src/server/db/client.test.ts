import { count } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { Database } from './client.ts';
import { cases } from './schema.ts';

describeEachDatabase('database', (target) => {
  let database: Database | undefined;
  afterAll(async () => database?.close());

  it('applies the migrations, answers queries, and re-applies as a no-op', async () => {
    database = await target.open();
    await database.migrate();
    await database.migrate();
    await database.ping();
    expect(await database.db.select({ n: count() }).from(cases)).toEqual([{ n: 0 }]);
  });
});
