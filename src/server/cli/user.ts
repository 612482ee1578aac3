/**
 * Local accounts of the embedded identity provider.
 *   npm run user -- list
 *   npm run user -- add <email> --role admin|resident [--name "Full Name"] [--password-stdin]
 *   npm run user -- set-password <email> [--password-stdin]
 *   npm run user -- set-roles <email> --role admin [--role resident]
 * Without --password-stdin a strong password is generated and printed once. Passwords are never
 * taken as arguments: they would stay in the shell history and show in `ps`.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ROLES, type Role, usersRepository } from '../auth/users.ts';
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './database.ts';

const USAGE = `Usage:
  npm run user -- list
  npm run user -- add <email> --role admin|resident [--name "Full Name"] [--password-stdin]
  npm run user -- set-password <email> [--password-stdin]
  npm run user -- set-roles <email> --role admin|resident [--role ...]`;

class UsageError extends Error {}

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
  const badRole = roles.find((r) => !(ROLES as readonly string[]).includes(r));
  if (badRole) throw new UsageError(`Unknown role "${badRole}": use ${ROLES.join(' or ')}.`);
  const password = async () => {
    if (values['password-stdin']) return { value: await readStdin(), generated: false };
    return { value: randomBytes(12).toString('base64url'), generated: true };
  };

  const config = loadConfig();
  if (config.oidc.externalIssuer) {
    throw new UsageError('OIDC_ISSUER is set: accounts live at that identity provider, not here.');
  }
  const database = await openCliDatabase(config);
  const users = usersRepository(database.db);
  try {
    switch (command) {
      case 'list': {
        for (const u of await users.list()) console.log(`${u.email}\t${u.roles.join(',') || '-'}\t${u.name}`);
        return;
      }
      case 'add': {
        if (!email || roles.length === 0)
          throw new UsageError('add needs an e-mail and at least one --role.');
        if (await users.findByEmail(email)) throw new UsageError(`${email} exists already.`);
        const pw = await password();
        await users.create({
          email,
          password: pw.value,
          roles: roles as Role[],
          ...(values.name ? { name: values.name } : {}),
        });
        console.log(`Added ${email} (${roles.join(', ')}).${pw.generated ? ` Password: ${pw.value}` : ''}`);
        return;
      }
      case 'set-password': {
        if (!email) throw new UsageError('set-password needs an e-mail.');
        const pw = await password();
        if (!(await users.setPassword(email, pw.value))) throw new UsageError(`No account ${email}.`);
        console.log(`Password of ${email} changed.${pw.generated ? ` New password: ${pw.value}` : ''}`);
        return;
      }
      case 'set-roles': {
        if (!email || roles.length === 0)
          throw new UsageError('set-roles needs an e-mail and at least one --role.');
        if (!(await users.setRoles(email, roles as Role[]))) throw new UsageError(`No account ${email}.`);
        console.log(`Roles of ${email}: ${roles.join(', ')}. They apply from the next sign-in or token.`);
        return;
      }
      default:
        throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? `${message}\n\n${USAGE}` : `Failed: ${message}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
