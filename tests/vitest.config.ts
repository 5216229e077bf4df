import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@opsdeck/source'] },
  ssr: { resolve: { conditions: ['@opsdeck/source'] } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    // one seeded data dir per run; each server a test starts copies it
    globalSetup: ['helpers/global-setup.ts'],
    hookTimeout: 120000,
    testTimeout: 60000,
  },
});
