import { nodeProject } from '../vitest.node-project.js';

export default nodeProject({
  name: 'server',
  // The files share their worker's modules (Fastify, Drizzle, zod, the schemas and the per-run
  // template are loaded once per worker, not once per file): 57 files took 413 s of worker time
  // this way 210 s, on the same loaded machine. Each file builds its own app on its own database.
  isolate: false,
  include: ['src/**/*.test.{ts,tsx}'],
  // one migrated + seeded PGlite per run; each test app loads a copy of it
  globalSetup: ['src/testing/global-setup.ts'],
  hookTimeout: 60000,
  // a test waits for conditions, never for a time: the limit only ends a hung one, and a recount
  // over the seed or 100 parallel sign-ins takes 20-30 s at a load average of 25 on 2 cores
  testTimeout: 90000,
  passWithNoTests: true,
});
