/**
 * Local accounts of the embedded identity provider.
 *   npm run user -- list
 *   npm run user -- add <email> --role admin|resident [--name "Full Name"] [--password-stdin]
 *   npm run user -- set-password <email> [--password-stdin]
 *   npm run user -- set-roles <email> --role admin [--role resident]
 *   npm run user -- disable|enable <email>
 * Without --password-stdin a strong password is generated and printed once. Passwords are never
 * taken as arguments: they would stay in the shell history and show in `ps`.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { accountRules } from '../auth/accounts.ts';
import { loadConfig } from '../config.ts';
import { DomainError } from '../errors.ts';
import { openCliDatabase } from './database.ts';

const USAGE = `Usage:
  npm run user -- list
  npm run user -- add <email> --role admin|resident [--name "Full Name"] [--password-stdin]
  npm run user -- set-password <email> [--password-stdin]
  npm run user -- set-roles <email> --role admin|resident [--role ...]
  npm run user -- disable|enable <email>`;

class UsageError extends Error {}

/**
 * Who the audit log names for a change made here: the operator's login on the server's machine. Its
 * subject is no account's id, so the Accounts screen's self-protection rules do not apply to it.
 */
const CLI_ACTOR = { sub: 'cli', email: `cli:${userInfo().username}` };

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: 'string', multiple: true },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean' },
    },
  });
  const [command, email] = positionals;
  const roles = (values.role ?? []).map((r) => r.toLowerCase());
  const password = async () => (values['password-stdin'] ? await readStdin() : undefined);

  const config = loadConfig();
  if (config.oidc.externalIssuer) {
    throw new UsageError('OIDC_ISSUER is set: accounts live at that identity provider, not here.');
  }
  const database = await openCliDatabase(config);
  // The same rules as the admin Accounts screen: one copy, in auth/accounts.ts.
  const rules = accountRules(database.db);
  try {
    switch (command) {
      case 'list': {
        for (const u of await rules.users.list()) {
          const state = u.disabledAt ? '\tdisabled' : '';
          console.log(`${u.email}\t${u.roles.join(',') || '-'}\t${u.name}${state}`);
        }
        return;
      }
      case 'add': {
        if (!email || roles.length === 0)
          throw new UsageError('add needs an e-mail and at least one --role.');
        const pw = await password();
        const added = await rules.add(
          {
            email,
            roles,
            name: values.name,
            ...(pw === undefined ? {} : { password: pw }),
          },
          CLI_ACTOR,
        );
        console.log(
          `Added ${email} (${roles.join(', ')}).${added.generated ? ` Password: ${added.password}` : ''}`,
        );
        return;
      }
      case 'set-password': {
        if (!email) throw new UsageError('set-password needs an e-mail.');
        const reset = await rules.resetPassword(email, await password(), CLI_ACTOR);
        console.log(
          `Password of ${email} changed.${reset.generated ? ` New password: ${reset.password}` : ''}`,
        );
        return;
      }
      case 'set-roles': {
        if (!email || roles.length === 0)
          throw new UsageError('set-roles needs an e-mail and at least one --role.');
        await rules.setRoles(email, roles, CLI_ACTOR);
        console.log(`Roles of ${email}: ${roles.join(', ')}. They apply from the account's next request.`);
        return;
      }
      case 'disable':
      case 'enable': {
        if (!email) throw new UsageError(`${command} needs an e-mail.`);
        await rules.setDisabled(email, command === 'disable', CLI_ACTOR);
        console.log(
          command === 'disable' ? `${email} is disabled; its sign-ins are revoked.` : `${email} is enabled.`,
        );
        return;
      }
      default:
        throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
    }
  } catch (error) {
    if (error instanceof DomainError) throw new UsageError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? `${message}\n\n${USAGE}` : `Failed: ${message}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
