import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { blueprintCssPlugin } from './scripts/blueprint-css.ts';

export default defineProject({
  plugins: [react(), blueprintCssPlugin()],
  resolve: { conditions: ['@opsdeck/source', ...defaultClientConditions] },
  // Tests start the mock themselves (msw/node), never the browser worker.
  define: { __OPSDECK_MOCK_API__: 'false' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // a rendered screen takes a few hundred ms idle and several seconds on a loaded 2-core machine
    testTimeout: 20000,
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 30000,
  },
});
