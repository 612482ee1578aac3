import { type PreparedSeedPassword, seedAccounts, usersRepository } from './auth/users.ts';
import { seedSampleCase } from './cases/seed.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { seedTeachingImages } from './images/seed.ts';
import { seedDefaultInstruction } from './instructions/seed.ts';

export type SeedReport = { generatedPasswords: { email: string; password: string }[] };

/**
 * First-start content, each part only when missing, so it is safe at every start and on every
 * instance: the two local accounts (embedded provider only), the sample case, the four teaching
 * images and the default instruction text. `passwords`: the accounts' passwords hashed beforehand.
 */
export async function seedDatabase(
  database: Database,
  config: Config,
  options: { content?: boolean; passwords?: PreparedSeedPassword[] } = {},
): Promise<SeedReport> {
  const generatedPasswords: SeedReport['generatedPasswords'] = [];
  if (!config.oidc.externalIssuer) {
    const created = await seedAccounts(usersRepository(database.db), config.seed, options.passwords);
    for (const c of created)
      if (c.generated) generatedPasswords.push({ email: c.email, password: c.password });
  }
  if (options.content !== false) {
    await seedSampleCase(database.db);
    await seedTeachingImages(database.db);
    await seedDefaultInstruction(database.db);
  }
  return { generatedPasswords };
}
