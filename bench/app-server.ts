import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { usersRepository } from '../src/server/auth/users.ts';
import { openCliDatabase } from '../src/server/cli/database.ts';
import { loadConfig } from '../src/server/config.ts';
import { users } from '../src/server/db/schema.ts';
import { loadProviderSecrets } from '../src/server/idp/keys.ts';
import { mintAccessToken } from '../src/server/idp/mint.ts';
import { createEmbeddedProvider } from '../src/server/idp/provider.ts';
import type { Resident } from './load.ts';

const root = join(import.meta.dirname, '..');

export type AppUnderTest = {
  url: string;
  residents: Resident[];
  /** Resident set size of the server processes (the largest) once they answered /readyz, in MB. */
  readyRssMb: number;
  /**
   * The same after IDLE_SETTLE_MS with no request, before any load (when asked for): what an idle server
   * holds. V8 keeps the start's garbage until its memory reducer runs, some 10-30 s after the last allocation.
   */
  idleRssMb?: number;
  /** Peak resident set size of the server processes so far (VmHWM, the largest of them), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
};

const IDLE_SETTLE_MS = 30_000;

type ServerProcess = { url: string; pid: number | undefined; stop(): Promise<void> };

/**
 * Starts the real server (`node src/server/main.ts`) as its own process on a fresh database,
 * then creates `n` resident accounts and their access tokens with the project's own code. With
 * `instances: 2` (PostgreSQL only), a second server shares the database and a local proxy sends
 * each turn to the first and its stream to the second.
 */
export async function startApp(options: {
  n: number;
  postgresUrl?: string;
  /** A folder for a V8 CPU profile of the server process (`--cpu-prof`). */
  profileDir?: string;
  /** Where the server writes the time of each SQL statement when it stops. */
  statementTimesFile?: string;
  instances?: 1 | 2;
  /** Also measure the RSS after IDLE_SETTLE_MS with no request (the main runs; 30 s each). */
  settle?: boolean;
}): Promise<AppUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airway-bench-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  let dbName: string | undefined;
  let databaseUrl: string | undefined;
  if (options.postgresUrl) {
    dbName = `bench_${randomBytes(4).toString('hex')}`;
    await admin(options.postgresUrl, `create database ${dbName}`);
    const u = new URL(options.postgresUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    // Every instance names the same issuer and audience, so one token serves them all.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(options.statementTimesFile ? { BENCH_STATEMENT_TIMES_FILE: options.statementTimesFile } : {}),
  };
  const servers = [await startServer(env, port, options.profileDir)];
  if (options.instances === 2) {
    if (!databaseUrl) throw new Error('two instances need PostgreSQL');
    const second = port + 1;
    servers.push(await startServer({ ...env, PORT: String(second) }, second, options.profileDir));
  }
  const rssNow = () => Math.max(...servers.map((s) => rssMb(s.pid, 'VmRSS')));
  const readyRssMb = rssNow();
  let idleRssMb: number | undefined;
  if (options.settle) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    idleRssMb = rssNow();
  }
  const proxy = servers[1] ? await startProxyProcess(servers[0]?.url ?? '', servers[1].url) : undefined;

  const config = loadConfig(env);
  const database = await openCliDatabase(config);
  const residents: Resident[] = [];
  try {
    // Bench accounts sign in only with tokens: one unusable random password hash serves them all.
    const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
    const rows = Array.from({ length: options.n }, (_, i) => ({
      email: `bench.resident.${i}@example.org`,
      name: `Bench Resident ${i}`,
      passwordHash,
      roles: ['resident'],
    }));
    for (let i = 0; i < rows.length; i += 100) await database.db.insert(users).values(rows.slice(i, i + 100));
    const repo = usersRepository(database.db);
    const provider = createEmbeddedProvider({
      config,
      db: database.db,
      users: repo,
      secrets: await loadProviderSecrets(database.db),
    });
    for (const row of rows) {
      const user = await repo.findByEmail(row.email);
      if (!user) throw new Error(`account ${row.email} missing`);
      residents.push({
        token: await mintAccessToken(provider, config, user.id),
        participantId: `BENCH-${user.email.split('.')[2]}`,
      });
    }
  } finally {
    await database.close();
  }

  return {
    url: proxy?.url ?? servers[0]?.url ?? '',
    residents,
    readyRssMb,
    ...(idleRssMb === undefined ? {} : { idleRssMb }),
    peakRssMb: () => Math.max(...servers.map((s) => rssMb(s.pid, 'VmHWM'))),
    async stop() {
      await proxy?.stop();
      for (const server of servers) await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (options.postgresUrl && dbName)
        await admin(options.postgresUrl, `drop database if exists ${dbName} with (force)`);
    },
  };
}

async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  profileDir?: string,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), join(root, 'src/server/main.ts')],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url);
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startProxyProcess(first: string, second: string) {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'proxy.ts'), first, second], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) =>
    createInterface({ input: child.stdout }).once('line', resolve),
  );
  return {
    url,
    stop: () => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM')),
  };
}

function rssMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

async function waitReady(url: string) {
  // A first start creates the database (initdb), which takes a while on a busy machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app did not become ready at ${url}`);
}

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
