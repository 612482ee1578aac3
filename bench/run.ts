/**
 * npm run bench [-- --postgres] [-- --n 1,50,200,500] [-- --breakdown-n 50] [-- --no-instances]
 * N residents at once play the sample case over SSE against the app, then the same load against a
 * bare node:http floor; on PostgreSQL also against two app instances behind a local proxy. Then one
 * profiled run says where a turn's server CPU goes. Figures, ratios to the floor, the breakdown and
 * front-end weights go to bench/results/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { startApp } from './app-server.ts';
import { bundleSizes } from './bundle.ts';
import { type LoadResult, percentile, runLoad } from './load.ts';
import { cpuBreakdown } from './profile.ts';
import { type BenchRun, type Breakdown, machineDescription, writeResults } from './report.ts';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    n: { type: 'string', default: '1,50,200,500' },
    /** Writes a CPU profile of each app server run to bench/profiles/ (open it in Chrome DevTools). */
    profile: { type: 'boolean', default: false },
    /** The load of the profiled run that breaks a turn's CPU down (0: none). */
    'breakdown-n': { type: 'string', default: '50' },
    /** Leaves out the two-instance run (PostgreSQL). */
    'no-instances': { type: 'boolean', default: false },
  },
});
const levels = values.n.split(',').map(Number);
const postgresUrl = values.postgres
  ? process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
  : undefined;
const db = postgresUrl ? 'postgres' : 'pglite';

function summarise(
  server: BenchRun['server'],
  n: number,
  load: LoadResult,
  peakRssMb: number,
  rss?: { readyRssMb: number; idleRssMb?: number },
): BenchRun {
  const first = load.turns.map((t) => t.firstChunkMs);
  const whole = load.turns.map((t) => t.turnMs);
  return {
    server,
    db,
    n,
    turnsPerSec: Math.round((load.turns.length / (load.wallMs / 1000)) * 10) / 10,
    firstChunkMs: { p50: percentile(first, 50), p95: percentile(first, 95), p99: percentile(first, 99) },
    turnMs: { p50: percentile(whole, 50), p99: percentile(whole, 99) },
    errors: load.errors,
    peakRssMb,
    ...(rss ? { readyRssMb: rss.readyRssMb } : {}),
    ...(rss?.idleRssMb === undefined ? {} : { idleRssMb: rss.idleRssMb }),
  };
}

async function startFloorProcess(chunks: number, bytes: number) {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'floor.ts'), String(chunks), String(bytes)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve) =>
    createInterface({ input: child.stdout }).once('line', resolve),
  );
  return {
    url,
    peakRssMb: () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readStatus(child.pid))?.[1] ?? 0) / 1024),
    stop: () => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM')),
  };
}

function readStatus(pid: number | undefined): string {
  return spawnSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' }).stdout;
}

// Always build: the weights must be those of the code being measured.
const built = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) throw new Error('the web build failed');
const runs: BenchRun[] = [];
for (const n of levels) {
  const app = await startApp({
    n,
    settle: true,
    ...(postgresUrl ? { postgresUrl } : {}),
    ...(values.profile ? { profileDir: join(root, 'bench/profiles') } : {}),
  });
  const appLoad = await runLoad(app.url, app.residents, { init: true });
  const appRun = summarise('app', n, appLoad, app.peakRssMb(), app);
  await app.stop();
  runs.push(appRun);

  const replies = appLoad.turns.length || 1;
  const chunks = Math.round(appLoad.turns.reduce((s, t) => s + t.chunks, 0) / replies);
  const bytes = Math.round(appLoad.turns.reduce((s, t) => s + t.bytes, 0) / replies);
  const floor = await startFloorProcess(chunks, bytes);
  const floorLoad = await runLoad(floor.url, app.residents, { init: false });
  const floorRun = summarise('floor', n, floorLoad, floor.peakRssMb());
  await floor.stop();
  runs.push(floorRun);
  console.log(
    `n=${n}: app ${appRun.turnsPerSec} turns/s (${Math.round((appRun.turnsPerSec / floorRun.turnsPerSec) * 100)}% of floor), ` +
      `first chunk p99 ${appRun.firstChunkMs.p99} ms (floor ${floorRun.firstChunkMs.p99} ms), errors ${appRun.errors}, ` +
      `peak RSS ${appRun.peakRssMb} MB`,
  );
}
if (postgresUrl && !values['no-instances']) {
  for (const n of levels) {
    const app = await startApp({ n, postgresUrl, instances: 2 });
    const load = await runLoad(app.url, app.residents, { init: true });
    const run = summarise('app x2', n, load, app.peakRssMb(), app);
    await app.stop();
    runs.push(run);
    console.log(`n=${n}: two instances ${run.turnsPerSec} turns/s, errors ${run.errors}`);
  }
}

const breakdownN = Number(values['breakdown-n']);
const breakdown = breakdownN > 0 ? await profiledRun(breakdownN) : undefined;

/**
 * One run of N residents with the server profiled (--cpu-prof) and its SQL statements timed: the
 * CPU per turn of each part of the server, from the samples taken while the load ran, and each
 * statement the load made (those made at least once per resident), per turn and how long it took.
 */
async function profiledRun(n: number): Promise<Breakdown> {
  const dir = mkdtempSync(join(tmpdir(), 'airway-bench-profile-'));
  const statementTimesFile = join(dir, 'statements.json');
  try {
    const app = await startApp({
      n,
      profileDir: dir,
      statementTimesFile,
      ...(postgresUrl ? { postgresUrl } : {}),
    });
    // The profiles count time on the monotonic clock in µs, as process.hrtime does.
    const from = Number(process.hrtime.bigint() / 1000n);
    const load = await runLoad(app.url, app.residents, { init: true });
    const to = Number(process.hrtime.bigint() / 1000n);
    await app.stop();
    const turns = load.turns.length || 1;
    const times = JSON.parse(readFileSync(statementTimesFile, 'utf8')) as Record<
      string,
      { count: number; totalMs: number }
    >;
    const statements = Object.entries(times)
      .filter(([, t]) => t.count >= n)
      .map(([sql, t]) => ({
        sql,
        perTurn: Math.round((t.count / turns) * 100) / 100,
        meanMs: Math.round((t.totalMs / t.count) * 100) / 100,
      }))
      .sort((a, b) => b.perTurn - a.perTurn);
    return { n, turns, threads: cpuBreakdown(dir, from, to, turns), statements };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const bundle = bundleSizes(join(root, 'dist/web'));
const results = {
  date: new Date().toISOString(),
  machine: machineDescription(),
  runs,
  bundleKbGzip: bundle.total,
  jsKbGzip: bundle.js,
  ...(breakdown ? { breakdown } : {}),
};
const written = writeResults(join(root, 'bench/results'), results);
console.log(`\nResults: ${written.join(', ')}`);
