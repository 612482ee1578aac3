import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { Database } from '../db/client.ts';
import { oidcPayloads } from '../db/schema.ts';
import { databaseAdapterFactory, purgeExpiredPayloads } from './adapter.ts';

describeEachDatabase('oidc-provider storage', (target) => {
  let database: Database | undefined;
  afterAll(async () => database?.close());

  it('stores, finds, consumes and revokes payloads, and purges expired rows', async () => {
    database = await target.open();
    await database.migrate();
    const Adapter = databaseAdapterFactory(database.db);
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('live', { grantId: 'g1', accountId: 'a' }, 60);
    await codes.upsert('other', { grantId: 'g2' }, 60);
    expect(await codes.find('live')).toMatchObject({ grantId: 'g1', accountId: 'a' });
    await codes.consume('live');
    expect((await codes.find('live'))?.consumed).toEqual(expect.any(Number));
    await codes.revokeByGrantId('g1');
    expect(await codes.find('live')).toBeUndefined();

    // An expired row is invisible at once and deleted by the purge; live rows stay.
    await database.db.insert(oidcPayloads).values({
      model: 'Session',
      id: 'old',
      payload: {},
      expiresAt: new Date(Date.now() - 2 * 60_000),
    });
    expect(await new Adapter('Session').find('old')).toBeUndefined();
    await purgeExpiredPayloads(database.db);
    const left = await database.db.select({ id: oidcPayloads.id }).from(oidcPayloads);
    expect(left.map((r) => r.id)).toEqual(['other']);
  });
});
