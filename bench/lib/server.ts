import { spawnServer } from '../../tests/helpers/spawn-server.js';

/** The built server (`server/dist/server.js`) running against a bench database. */
export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = env;
  return rest;
}

/** Starts the built server with `env` and waits for GET /api/health. */
export async function startBenchServer(root: string, env: Record<string, string>): Promise<BenchServer> {
  const { url, stop } = await spawnServer(root, {
    // the target database comes from `env` only (a DATABASE_URL of the bench run must not leak in)
    baseEnv: withoutDatabaseUrl(process.env),
    env,
    healthyWithinMs: 300_000,
    stopGraceMs: 15_000,
  });
  return { url, stop };
}
