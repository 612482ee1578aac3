import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../test/ports.ts';

/**
 * The operator commands as an operator runs them: separate processes, while the server holds the
 * embedded database (they reach it through the server's socket bridge).
 */
const root = join(import.meta.dirname, '..', '..', '..');
const node = process.execPath;
let dataDir: string;
let server: ChildProcess;
let port: number;
let env: NodeJS.ProcessEnv;

const run = (script: string, args: string[], input?: string) =>
  spawnSync(node, [join(root, 'src/server/cli', script), ...args], {
    env,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'airway-cli-'));
  port = await freePort();
  env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_ADMIN_PASSWORD: 'admin-pass-1234',
  };
  server = spawn(node, [join(root, 'src/server/main.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${output}`);
}, 200_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

it('adds, lists and changes accounts while the server runs', () => {
  const added = run(
    'user.ts',
    ['add', 'nurse.joy@example.org', '--role', 'resident', '--password-stdin'],
    'a-long-password\n',
  );
  expect(added.status, added.stderr).toBe(0);
  expect(added.stdout).toContain('Added nurse.joy@example.org (resident).');
  expect(added.stdout).not.toContain('a-long-password');

  const roles = run('user.ts', [
    'set-roles',
    'nurse.joy@example.org',
    '--role',
    'admin',
    '--role',
    'resident',
  ]);
  expect(roles.status, roles.stderr).toBe(0);

  const changed = run('user.ts', ['set-password', 'nurse.joy@example.org']);
  expect(changed.stdout).toMatch(/New password: \S{12,}/);

  const list = run('user.ts', ['list']);
  expect(list.stdout.trim().split('\n')).toEqual([
    'admin@example.org\tadmin\tAdmin Example',
    'nurse.joy@example.org\tadmin,resident\tNurse Joy',
    'resident@example.org\tresident\tResident Example',
  ]);
  // Four processes, each starting Node: on a loaded machine that is more than the default 30 s.
}, 120_000);

it('disables and enables an account with the rules of the Accounts screen', () => {
  const disabled = run('user.ts', ['disable', 'nurse.joy@example.org']);
  expect(disabled.status, disabled.stderr).toBe(0);
  expect(run('user.ts', ['list']).stdout).toContain(
    'nurse.joy@example.org\tadmin,resident\tNurse Joy\tdisabled',
  );
  expect(run('token.ts', ['nurse.joy@example.org']).status).toBe(1);
  expect(run('user.ts', ['enable', 'nurse.joy@example.org']).status).toBe(0);
  // The last active admin stays: the operator is told why.
  const lastAdmin = run('user.ts', ['set-roles', 'admin@example.org', '--role', 'resident']);
  expect(lastAdmin.status).toBe(0);
  const demoteLast = run('user.ts', ['set-roles', 'nurse.joy@example.org', '--role', 'resident']);
  expect(demoteLast.status).toBe(2);
  expect(demoteLast.stderr).toContain('nurse.joy@example.org is the last active admin');
  // Give admin@example.org its role back: the token test below expects the seeded admin.
  expect(run('user.ts', ['set-roles', 'admin@example.org', '--role', 'admin']).status).toBe(0);
}, 120_000);

it('refuses bad input with a usage message', () => {
  const noRole = run('user.ts', ['add', 'x@example.org']);
  expect(noRole.status).toBe(2);
  expect(noRole.stderr).toContain('Usage:');
  const badRole = run('user.ts', ['add', 'x@example.org', '--role', 'superuser']);
  expect(badRole.stderr).toContain('Unknown role "superuser"');
  const badEmail = run('user.ts', ['add', 'not-an-email', '--role', 'resident']);
  expect(badEmail.status).not.toBe(0);
}, 120_000);

it('prints a token the running server accepts, with the account roles', async () => {
  const token = run('token.ts', ['admin@example.org']);
  expect(token.status, token.stderr).toBe(0);
  const response = await fetch(`http://127.0.0.1:${port}/api/me`, {
    headers: { Authorization: `Bearer ${token.stdout.trim()}` },
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ email: 'admin@example.org', isAdmin: true });
  expect(run('token.ts', ['nobody@example.org']).status).toBe(1);
});

// Security finding 8: the operator's account changes are audited like the Accounts screen's.
it("records the CLI's account changes in the audit log, under the operator's login", async () => {
  const token = run('token.ts', ['admin@example.org']).stdout.trim();
  const response = await fetch(`http://127.0.0.1:${port}/api/audit?limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { events } = (await response.json()) as {
    events: { action: string; subject: string; actorEmail: string }[];
  };
  const fromCli = events.filter((e) => e.actorEmail === `cli:${userInfo().username}`);
  expect(fromCli.filter((e) => e.subject === 'nurse.joy@example.org').map((e) => e.action)).toEqual([
    'account.enable',
    'account.disable',
    'account.password',
    'account.roles',
    'account.create',
  ]);
});

it('refuses to mint tokens when an external issuer is configured', () => {
  const refused = spawnSync(node, [join(root, 'src/server/cli/token.ts'), 'admin@example.org'], {
    env: { ...env, OIDC_ISSUER: 'https://tenant.example.auth0.com/', OIDC_CLIENT_ID: 'x' },
    encoding: 'utf8',
  });
  expect(refused.status).toBe(2);
  expect(refused.stderr).toContain('tokens come from that provider');
});
