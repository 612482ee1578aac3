import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'eval/**/*.test.ts'],
          environment: 'node',
          // Generous, not tight: a sign-in spends scrypt hashes (128 MiB, ~100 ms of a core each when idle) and
          // a test app starts an embedded database; on a loaded 2-core machine both take many times longer.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time on 2 cores (vitest's default is one fewer worker than cores: one). Much of a
          // file's time is spent waiting on a database, a child process or a socket, not on the CPU.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page settles in well under a second alone, but the 2-core machine may be busy: polls
          // give it 30 s before an assertion fails (as Playwright's own waits do), not vitest's default of 1 s.
          // A poll waits for something that will happen; none measures how fast it does.
          expect: { poll: { timeout: 30_000 } },
          // One browser and one app server at a time: the machine has 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
