import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@opsdeck/source'] },
  ssr: { resolve: { conditions: ['@opsdeck/source'] } },
  test: {
    name: 'cli',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    hookTimeout: 60000,
    // Ink renders and spawned processes take seconds on a loaded 2-core machine
    testTimeout: 20000,
    passWithNoTests: true,
  },
});
