import { defineProject, mergeConfig } from 'vitest/config';
import server from './vitest.config.js';

/**
 * The server suite again, on the real PostgreSQL that .ci/run starts (OPSDECK_TEST_DATABASE_URL):
 * every test app gets its own copy of a migrated and seeded template database.
 */
export default mergeConfig(
  server,
  defineProject({
    test: {
      name: 'server-pg',
      env: { OPSDECK_TEST_ON_PG: '1' },
      // the test helpers read OPSDECK_TEST_ON_PG when they load: a worker must not carry them over
      // from a file of the server project, so each file loads them afresh
      isolate: true,
      // the PostgreSQL-only suites already run in the server project; these open a PGlite of their own
      exclude: ['src/**/*-pg.test.ts', 'src/db/migrate.test.ts', 'src/db/prepared.test.ts', 'src/seed/**'],
    },
  }),
);
