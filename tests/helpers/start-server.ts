import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type SpawnedServer, spawnServer } from './spawn-server.js';

/** Repository root. */
export const ROOT = new URL('../..', import.meta.url).pathname;

/** A real OpsDeck server (the built `server/dist/server.js`) on a free port and a temp data dir. */
export interface RunningServer {
  url: string;
  apiUrl: string;
  dataDir: string;
  process: ChildProcess;
  logs: () => string;
  /** Kills it and removes its data dir (a suite's teardown). */
  stop: () => Promise<void>;
  /** Shuts it down as an operator would (SIGTERM: in-flight answers finish) and removes its data. */
  shutdown: () => Promise<void>;
}

/** The run's seeded data dir (tests/helpers/global-setup.ts), or '' outside such a run. */
function seededDataDir(): string {
  try {
    return inject('seededDataDir') ?? '';
  } catch {
    return '';
  }
}

/** Starts the built server, waits for /api/health, and returns how to reach and stop it. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'opsdeck-test-'));
  const seeded = seededDataDir();
  // on PGlite, start from a copy of the run's seeded data dir (same data as a first start's seed)
  if (seeded && !env.DATABASE_URL) cpSync(seeded, dataDir, { recursive: true });
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let server: SpawnedServer;
  try {
    server = await spawnServer(ROOT, {
      baseEnv: process.env,
      env: { DATA_DIR: dataDir, ...env },
      healthyWithinMs: 90_000,
      stopGraceMs: 10_000,
    });
  } catch (error) {
    removeData();
    throw error;
  }
  return {
    ...server,
    apiUrl: `${server.url}/api`,
    dataDir,
    // The data dir is thrown away next, so nothing is gained by a clean shutdown (PGlite's closing
    // checkpoint alone takes about 2 s of CPU, paid by every suite on a machine the others share).
    stop: async () => {
      await server.kill();
      removeData();
    },
    shutdown: async () => {
      await server.stop();
      removeData();
    },
  };
}
