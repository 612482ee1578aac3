import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.ts';

/**
 * A PostgreSQL cluster of the test's own (initdb into a temp folder, a free port, trust auth), so a
 * test may stop, start and freeze it without touching the shared server other tests use. PostgreSQL
 * refuses to run as root: as root, every command runs as the `postgres` OS user through runuser.
 */
const run = promisify(execFile);

export type PostgresTools = { bindir: string; asUser: string | undefined };

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** `pg_ctl start`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended at once, as in an orderly database restart. */
  stop(): Promise<void>;
  /** Suspends every server process (SIGSTOP): connections stay open but nothing answers, like a hung host. */
  freeze(): void;
  thaw(): void;
  /** Stops the server whatever its state and deletes its files. */
  close(): Promise<void>;
};

/** The server binaries and the user to run them as, or why there are none usable here. */
export function findPostgresTools(): PostgresTools | string {
  const bindir = process.env.PG_BINDIR ?? newestDebianBindir() ?? pgConfigBindir();
  if (!bindir || !existsSync(join(bindir, 'initdb')) || !existsSync(join(bindir, 'pg_ctl'))) {
    return 'no PostgreSQL server binaries (initdb, pg_ctl) found: install PostgreSQL or set PG_BINDIR';
  }
  if (process.getuid?.() !== 0) return { bindir, asUser: undefined };
  if (!existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser') && !onPath('runuser')) {
    return 'running as root, and runuser is missing (PostgreSQL will not run as root)';
  }
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    return 'running as root, and there is no `postgres` OS user to run PostgreSQL as';
  }
  return { bindir, asUser: 'postgres' };
}

export async function startPrivatePostgres(tools: PostgresTools): Promise<PrivatePostgres> {
  const exec = (file: string, args: string[]) =>
    tools.asUser ? run('runuser', ['-u', tools.asUser, '--', file, ...args]) : run(file, args);
  const bin = (name: string) => join(tools.bindir, name);
  // Made by the user that runs the server, so it owns the folder (and its unix socket lives there too).
  const dir = (await exec('mktemp', ['-d', '/tmp/airway-pg-XXXXXX'])).stdout.trim();
  const data = join(dir, 'data');
  const port = await freePort();
  await exec(bin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;

  const postmasterPid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of [postmasterPid(), ...childrenOf(postmasterPid())]) process.kill(pid, signal);
  };

  const pg: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await exec(bin('pg_ctl'), [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-o',
        options,
        '-w',
        '-t',
        '30',
        'start',
      ]);
    },
    async stop() {
      await exec(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
    },
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    async close() {
      if (existsSync(join(data, 'postmaster.pid'))) {
        try {
          pg.thaw();
        } catch {
          // already gone
        }
        await exec(bin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await pg.start();
  } catch (error) {
    const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`private PostgreSQL did not start: ${(error as Error).message}\n${log}`);
  }
  return pg;
}

/** The server's backends and helper processes: the direct children of the postmaster (Linux /proc). */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the ")" that ends the command name: state, then the parent pid.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

function newestDebianBindir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(base, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

function pgConfigBindir(): string | undefined {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => existsSync(join(dir, command)));
}
