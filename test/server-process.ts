import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The real server as operators run it: `node src/server/main.ts` in a process of its own, so tests
 * can SIGKILL or SIGTERM it and start it again on the same data. Its output is kept for failure messages.
 */
const root = join(import.meta.dirname, '..');
const node = process.execPath;
const run = promisify(execFile);

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the process has exited, with its code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** An API token for an account, from the token CLI run against the same environment. */
  token(email: string): Promise<string>;
  /** Sends SIGKILL and waits for the exit. */
  kill(): Promise<void>;
  /** Sends SIGTERM (if still running) and waits for the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Environment every test server gets, before the caller's own settings. */
export function serverEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_ADMIN_PASSWORD: 'admin-test-password',
    SEED_RESIDENT_PASSWORD: 'resident-test-password',
    ...env,
  };
}

/** Starts the server on `port` and resolves once /readyz answers 200. */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  options: { readyTimeoutMs?: number; via?: 'node' | 'npm start' } = {},
): Promise<ServerProcess> {
  const fullEnv = serverEnv(port, env);
  // `npm start` as an operator types it, minus `prestart` (the web build, which these tests do not need).
  const [command, args] =
    options.via === 'npm start'
      ? ['npm', ['start', '--ignore-scripts', '--silent']]
      : [node, [join(root, 'src/server/main.ts')]];
  const child = spawn(command, args, { cwd: root, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    async token(email) {
      const { stdout } = await run(node, [join(root, 'src/server/cli/token.ts'), email], {
        env: fullEnv,
        timeout: 30_000,
      });
      return stdout.trim();
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };

  // A first start creates the embedded database (initdb): on a busy 2-core machine that alone can take over a minute.
  const deadline = Date.now() + (options.readyTimeoutMs ?? 150_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} at start:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill();
  throw new Error(`server did not become ready:\n${output}`);
}
