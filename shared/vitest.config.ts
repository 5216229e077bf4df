import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@opsdeck/source'] },
  test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'] },
});
