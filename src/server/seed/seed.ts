import { seedAccounts, usersRepository } from '../auth/users.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

export type SeedReport = { generatedPasswords: { email: string; password: string }[] };

/**
 * First-start content, each part only when missing, so it is safe at every start and on every
 * instance: the two local accounts (embedded provider only).
 */
export async function seedDatabase(database: Database, config: Config): Promise<SeedReport> {
  const generatedPasswords: SeedReport['generatedPasswords'] = [];
  if (!config.oidc.externalIssuer) {
    const created = await seedAccounts(usersRepository(database.db), config.seed);
    for (const c of created)
      if (c.generated) generatedPasswords.push({ email: c.email, password: c.password });
  }
  return { generatedPasswords };
}
