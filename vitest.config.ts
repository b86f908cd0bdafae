import { defineConfig } from 'vitest/config';
import './scripts/node20-polyfills.ts';

/**
 * One runner for the whole tree. `npm test` runs `unit`, `web` and `api` first, then the browser
 * journeys (`e2e`) once the rest is green.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Screen tests type and click through jsdom: seconds each on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'packages/db/tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['packages/db/src/testing/global-setup.ts', 'e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          // A journey that fails once under machine load is run once more (decision 009); a
          // journey that fails twice fails the run.
          retry: 1,
        },
      },
    ],
  },
});
