import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** Repository root. */
export const ROOT = new URL('../..', import.meta.url).pathname;

/** A real OpsDeck server (the built `server/dist/server.js`) on a free port and a temp data dir. */
export interface RunningServer {
  url: string;
  apiUrl: string;
  dataDir: string;
  process: ChildProcess;
  logs: () => string;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
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
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'opsdeck-test-'));
  const seeded = seededDataDir();
  // on PGlite, start from a copy of the run's seeded data dir (same data as a first start's seed)
  if (seeded && !env.DATABASE_URL) cpSync(seeded, dataDir, { recursive: true });
  let output = '';
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server did not become healthy in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    apiUrl: `${url}/api`,
    dataDir,
    process: child,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
