import { nodeProject } from '../vitest.node-project.js';

export default nodeProject({
  name: 'cli',
  include: ['src/**/*.test.{ts,tsx}'],
  hookTimeout: 60000,
  passWithNoTests: true,
});
