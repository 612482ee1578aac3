import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PGlite's memory, sized for this app. PGlite starts PostgreSQL with its desktop defaults
 * (shared_buffers 128 MB, maintenance_work_mem 64 MB), which the WASM heap grows into and never
 * gives back. This app's working set (accounts, cases, the active conversations) is a few MB,
 * and the files are in the OS page cache anyway, so small buffers cost no disk reads in practice.
 * (`initialMemory` cannot go below the 128 MB the WASM module declares, so it stays the default.)
 */
export const PGLITE_MEMORY_SETTINGS = [
  ['shared_buffers', '16MB'],
  ['wal_buffers', '1MB'],
  ['work_mem', '2MB'],
  ['maintenance_work_mem', '16MB'],
  ['temp_buffers', '2MB'],
] as const;

/** PGlite's own start parameters plus the memory settings above. */
export function pgliteOptions(): PGliteOptions {
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  return {
    startParams: [
      ...defaults,
      ...PGLITE_MEMORY_SETTINGS.flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  };
}
