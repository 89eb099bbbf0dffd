import { defineConfig } from 'vitest/config';

/**
 * Three projects, one runner:
 * - unit: pure code next to its source (`*.test.ts` under src/), no database;
 * - integration: HTTP and database tests on a real PostgreSQL (embedded unless DATABASE_URL is set);
 * - e2e: browser tests driving Chromium against the real site and API;
 * - cluster: the slowest, the production topology of `npm run cluster` (deploy/): HAProxy, two sites,
 *   two APIs, two workers, Redis, S3 and a replicated PostgreSQL, each a process, after a site build.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          globalSetup: ['test/setup/database.global.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          globalSetup: ['test/setup/database.global.ts', 'test/setup/servers.global.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 1_200_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
