import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@opsdeck/source'] },
  ssr: { resolve: { conditions: ['@opsdeck/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // one migrated + seeded PGlite per run; each test app loads a copy of it
    globalSetup: ['src/testing/global-setup.ts'],
    hookTimeout: 60000,
    testTimeout: 20000,
    passWithNoTests: true,
  },
});
