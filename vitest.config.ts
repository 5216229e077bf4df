import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['{shared,server,web,cli,tests}/vitest.config.ts'],
    reporters: ['default', './vitest.summary-reporter.ts'],
  },
});
