import { spawnServer } from '../../tests/helpers/spawn-server.js';
import { mainThreadCpuMs, processCpuMs } from './cpu.js';

/** The built server (`server/dist/server.js`) running against a bench database. */
export interface BenchServer {
  url: string;
  /** Its process id. */
  pid: number | undefined;
  /** The server process's CPU time so far (user + system, ms; Linux /proc), or null where unknown. */
  cpuMs(): number | null;
  /** Its main thread's CPU time so far (ms), or null where unknown. */
  mainThreadCpuMs(): number | null;
  /** Whether it still runs, else how it ended; and the last of what it wrote (for a failed run's error). */
  state(): string;
  stop(): Promise<void>;
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = env;
  return rest;
}

/** Starts the built server with `env` and waits for GET /api/health. */
export async function startBenchServer(
  root: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<BenchServer> {
  const {
    url,
    stop,
    logs,
    process: child,
  } = await spawnServer(root, {
    // the target database comes from `env` only (a DATABASE_URL of the bench run must not leak in)
    baseEnv: withoutDatabaseUrl(process.env),
    env,
    healthyWithinMs: 300_000,
    stopGraceMs: 15_000,
    nodeArgs,
  });
  const state = () => {
    const ended =
      child.exitCode === null && child.signalCode === null
        ? 'still running'
        : `exited (code ${child.exitCode}, signal ${child.signalCode})`;
    return `the server ${ended}; its last output:\n${logs().slice(-2000)}`;
  };
  return {
    url,
    pid: child.pid,
    stop,
    state,
    cpuMs: () => processCpuMs(child.pid),
    mainThreadCpuMs: () => mainThreadCpuMs(child.pid),
  };
}
