import { nodeProject } from '../vitest.node-project.js';

export default nodeProject({
  name: 'cli',
  include: ['src/**/*.test.{ts,tsx}'],
  hookTimeout: 60000,
  // Ink renders and spawned processes take seconds on a loaded 2-core machine
  testTimeout: 20000,
  passWithNoTests: true,
});
