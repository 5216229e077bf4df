import { nodeProject } from '../vitest.node-project.js';

export default nodeProject({
  name: 'server',
  include: ['src/**/*.test.{ts,tsx}'],
  // one migrated + seeded PGlite per run; each test app loads a copy of it
  globalSetup: ['src/testing/global-setup.ts'],
  hookTimeout: 60000,
  testTimeout: 20000,
  passWithNoTests: true,
});
