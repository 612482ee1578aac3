/**
 * `npm test`: every check a change must pass, in order, stopping at the first failure:
 * type-check, lint, web build, then unit + integration + end-to-end tests (Vitest).
 * It makes sure a Chromium is there first, and ends with one plain "N passed, N failed" line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

function run(title: string, command: string, args: string[]): boolean {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`--- ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  return ok;
}

/** Browser tests need Chromium: use CHROMIUM_PATH, else Debian's, installing it when we can (root + apt). */
function ensureChromium(): boolean {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return true;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canApt) {
    console.log(`No browser at ${path}: installing Debian's chromium with apt-get...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync('/usr/bin/chromium')) {
      process.env.CHROMIUM_PATH = '/usr/bin/chromium';
      return true;
    }
  }
  console.error(
    `\nThe end-to-end tests need Chromium and none was found at ${path}.\n` +
      'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.\n',
  );
  return false;
}

function summary(): { passed: number; failed: number; skipped: number } | undefined {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  let found = false;
  for (const name of ['vitest-unit.json', 'vitest-e2e.json']) {
    const path = join(root, 'test-results', name);
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    found = true;
    totals.passed += report.numPassedTests ?? 0;
    // A file that fails to load has no failed test of its own: count it so the line never says 0 failed.
    totals.failed += report.numFailedTests || report.numFailedTestSuites || 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return found ? totals : undefined;
}

mkdirSync(join(root, 'test-results'), { recursive: true });
for (const name of ['vitest-unit.json', 'vitest-e2e.json'])
  rmSync(join(root, 'test-results', name), { force: true });
const steps: [string, string, string[]][] = [
  ['type-check (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint (biome)', bin('biome'), ['check', '.']],
  ['build web (vite)', bin('vite'), ['build', '--logLevel', 'warn']],
  // Two runs, not one: browser tests next to the unit tests' workers would starve on 2 cores.
  [
    'unit and integration tests (vitest)',
    bin('vitest'),
    [
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-unit.json',
    ],
  ],
  [
    'end-to-end tests in Chromium (vitest + playwright-core)',
    bin('vitest'),
    [
      'run',
      '--project',
      'e2e',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-e2e.json',
    ],
  ],
];

let ok = ensureChromium();
for (const [title, command, args] of ok ? steps : []) {
  if (!run(title, command, args)) {
    ok = false;
    break;
  }
}
const counts = summary();
if (counts) console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok ? 0 : 1);
