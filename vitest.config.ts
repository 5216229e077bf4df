import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vitest's results cache outside node_modules (npm reads a write there as a changed install, and
  // `npx opsdeck` then reads the whole tree again); `--configLoader runner` in every script keeps
  // the config's bundled copy (node_modules/.vite-temp) from being written too
  cacheDir: '.cache/vitest',
  test: {
    projects: [
      '{shared,server,web,cli,tests}/vitest.config.ts',
      'web/vitest.isolated.config.ts',
      // with a PostgreSQL to test against, the server suite runs on it too
      ...(process.env.OPSDECK_TEST_DATABASE_URL ? ['server/vitest.pg.config.ts'] : []),
    ],
    // Vitest runs one file per core less one, so a 2-core machine ran the suite one file at a time
    // with a core mostly idle: test files run two at a time at least (each is isolated: its own
    // database copy, server, browser and temp dirs)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './vitest.summary-reporter.ts'],
  },
});
