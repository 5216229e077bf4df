import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      '{shared,server,web,cli,tests}/vitest.config.ts',
      // with a PostgreSQL to test against, the server suite runs on it too
      ...(process.env.OPSDECK_TEST_DATABASE_URL ? ['server/vitest.pg.config.ts'] : []),
    ],
    reporters: ['default', './vitest.summary-reporter.ts'],
  },
});
