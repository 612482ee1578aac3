import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTarget } from '../../../test/databases.ts';
import type { Database } from '../db/client.ts';
import { verifyPassword } from './passwords.ts';
import { prepareSeedPasswords, SEED_ACCOUNTS, seedAccounts, usersRepository } from './users.ts';

describe('seed passwords hashed before the database is opened', () => {
  let database: Database;
  beforeAll(async () => {
    database = await (await pgliteTarget()).open();
    await database.migrate();
  }, 120_000);
  afterAll(() => database.close());

  it('creates the missing accounts with the prepared passwords and hashes, and says which were generated', async () => {
    const prepared = await prepareSeedPasswords({
      adminPassword: 'admin-secret-1',
      residentPassword: undefined,
    });
    expect(prepared.map((p) => p.email)).toEqual(SEED_ACCOUNTS.map((a) => a.email));
    const [admin, resident] = prepared;
    expect(admin).toMatchObject({ password: 'admin-secret-1', generated: false });
    expect(resident?.generated).toBe(true);

    const repo = usersRepository(database.db);
    const created = await seedAccounts(
      repo,
      { adminPassword: 'admin-secret-1', residentPassword: undefined },
      prepared,
    );
    expect(created).toEqual(
      prepared.map(({ email, password, generated }) => ({ email, password, generated })),
    );
    for (const p of prepared) {
      const user = await repo.findByEmail(p.email);
      // The stored hash is the prepared one, and it checks the password that is announced.
      expect(user?.passwordHash).toBe(p.hash);
      expect(await verifyPassword(p.password, user?.passwordHash ?? '')).toBe(true);
    }

    // A later start finds both accounts: the new hashes are not used, nothing changes.
    const again = await seedAccounts(
      repo,
      { adminPassword: 'other-secret-2', residentPassword: undefined },
      await prepareSeedPasswords({ adminPassword: 'other-secret-2', residentPassword: undefined }),
    );
    expect(again).toEqual([]);
    expect((await repo.findByEmail(admin?.email ?? ''))?.passwordHash).toBe(admin?.hash);
  }, 120_000);

  it('refuses a configured password too short before anything is stored', async () => {
    await expect(
      prepareSeedPasswords({ adminPassword: 'short', residentPassword: undefined }),
    ).rejects.toThrow();
  });
});
