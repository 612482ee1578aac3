/**
 * `prestart`: builds the web app only when dist/web is missing or older than what it is built from,
 * so `npm start` does not spend ~10 s rebuilding on every start, and a server that ships a built
 * dist/web needs neither Vite nor the other dev dependencies to start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
/** What the bundle is made of: the web sources, the shared contract, and the build's own settings. */
const INPUTS = ['src/web', 'src/contract', 'vite.config.ts', 'package-lock.json'];
/** Written last by every build: its time is the build's. */
const BUILT = join(root, 'dist', 'web', '.vite', 'manifest.json');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function webBuildIsStale(): boolean {
  if (!existsSync(BUILT)) return true;
  const built = statSync(BUILT).mtimeMs;
  return INPUTS.some((input) => existsSync(join(root, input)) && newestChange(join(root, input)) > built);
}

if (!webBuildIsStale()) {
  console.log('Web app: dist/web is up to date.');
} else {
  console.log('Web app: building dist/web (missing or older than its sources)...');
  const vite = join(root, 'node_modules', '.bin', 'vite');
  if (!existsSync(vite)) {
    console.error(
      'dist/web is missing or stale and Vite is not installed: run `npm ci` (with dev dependencies) or copy a built dist/web.',
    );
    process.exit(1);
  }
  const result = spawnSync(vite, ['build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
