import { nodeProject } from '../vitest.node-project.js';

export default nodeProject({
  name: 'cli',
  // the files share their worker's modules (Ink, React, commander, the catalogue are evaluated once per
  // worker, not once per file: 39 s of worker time became 9 s); no file mocks a module or keeps state
  isolate: false,
  include: ['src/**/*.test.{ts,tsx}'],
  hookTimeout: 60000,
  // Ink renders and spawned processes take seconds on a loaded 2-core machine
  testTimeout: 60000,
  passWithNoTests: true,
});
