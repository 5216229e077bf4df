import { nodeProject } from '../vitest.node-project.js';

export default nodeProject({
  name: 'e2e',
  include: ['**/*.test.ts'],
  // one seeded data dir per run; each server a test starts copies it
  globalSetup: ['helpers/global-setup.ts'],
  hookTimeout: 120000,
  testTimeout: 60000,
});
