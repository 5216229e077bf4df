import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';
import { blueprintCssPlugin } from './scripts/blueprint-css.ts';

/**
 * Files that replace a module with `vi.mock`: a mock only takes where the module is imported fresh,
 * so these run isolated (vitest.isolated.config.ts) and the rest share their workers' modules.
 */
export const ISOLATED_FILES = [
  'src/mock/screens/analysis.test.tsx',
  'src/mock/screens/analysis-panels.test.tsx',
  'src/mock/screens/points-overview.test.tsx',
  'src/features/content/categories/category-checks-failed.test.tsx',
  'src/features/members/components/reissue-checks-failed.test.tsx',
];

export default defineProject({
  plugins: [react(), blueprintCssPlugin()],
  resolve: { conditions: ['@opsdeck/source', ...defaultClientConditions] },
  // Tests start the mock themselves (msw/node), never the browser worker.
  define: { __OPSDECK_MOCK_API__: 'false' },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
    // Each file still gets a fresh jsdom, but the modules it imports (React, Blueprint, i18next, the
    // console's own) are evaluated once per worker instead of once per file: 103 files took 290 s of
    // worker time, more than half of it importing and setting up, and take about 60 s this way.
    // Every file unmounts what it rendered (src/testing/setup.ts) and resets the state it sets.
    isolate: false,
    setupFiles: ['src/testing/setup.ts'],
    // a rendered screen takes a few hundred ms idle and several seconds on a loaded 2-core machine
    testTimeout: 60000,
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 30000,
  },
});
