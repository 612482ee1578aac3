/**
 * Prints an API access token for a local account, signed by the embedded provider, for API
 * scripts and the benchmark:   npm run token -- <email>
 */
import { usersRepository } from '../auth/users.ts';
import { loadConfig } from '../config.ts';
import { loadProviderSecrets } from '../idp/keys.ts';
import { mintAccessToken } from '../idp/mint.ts';
import { createEmbeddedProvider } from '../idp/provider.ts';
import { openCliDatabase } from './database.ts';

async function main(email: string | undefined): Promise<number> {
  if (!email) {
    console.error('Usage: npm run token -- <email>');
    return 2;
  }
  const config = loadConfig();
  if (config.oidc.externalIssuer) {
    console.error(
      `OIDC_ISSUER is set (${config.oidc.externalIssuer}): tokens come from that provider, not from this command.`,
    );
    return 2;
  }
  const database = await openCliDatabase(config);
  try {
    const users = usersRepository(database.db);
    const user = await users.findByEmail(email);
    if (!user) {
      console.error(`No account ${email}. Add one with: npm run user -- add ${email} --role resident`);
      return 1;
    }
    if (user.disabledAt !== null) {
      console.error(`${email} is disabled: enable it again on the Accounts screen first.`);
      return 1;
    }
    const secrets = await loadProviderSecrets(database.db);
    const provider = createEmbeddedProvider({ config, db: database.db, users, secrets });
    process.stdout.write(`${await mintAccessToken(provider, config, user.id)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
