import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@opsdeck/source'] },
  test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
