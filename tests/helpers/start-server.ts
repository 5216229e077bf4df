import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
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
export function seededDataDir(): string {
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

/** Fills `dataDir` with a copy of the run's seeded data dir, so a first start skips its seed (outside such a run, nothing). */
export function copySeededDataDir(dataDir: string): void {
  const seeded = seededDataDir();
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
}

/**
 * The servers a suite spawns on data dirs it owns (restarts, kill -9, two on one dir): `start`
 * spawns the built server on `dataDir` and waits for its health; after the file's tests all of them
 * are killed, then the folders in `removeAfter` (the suite's temp dirs) are removed.
 */
export function spawnedServers(
  opts: { healthyWithinMs?: number; stopGraceMs?: number; removeAfter?: readonly string[] } = {},
) {
  const servers: SpawnedServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    for (const dir of opts.removeAfter ?? []) rmSync(dir, { recursive: true, force: true });
  });
  return {
    async start(dataDir: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
      const server = await spawnServer(ROOT, {
        baseEnv: process.env,
        env: { DATA_DIR: dataDir, ...env },
        healthyWithinMs: opts.healthyWithinMs ?? 90_000,
        stopGraceMs: opts.stopGraceMs ?? 10_000,
      });
      servers.push(server);
      return server;
    },
  };
}
