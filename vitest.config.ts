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
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          // give it 10 s before an assertion fails, not vitest's default of 1 s.
          expect: { poll: { timeout: 10_000 } },
          // One browser and one app server at a time: the machine has 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
