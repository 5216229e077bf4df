/**
 * The built server (`server/dist/server.js`) of a checkout on a free loopback port, with a fresh
 * embedded database in a temp dir (seeded with the demo data), for the browser benches
 * (first-load, lighthouse). `stop()` ends it and removes the database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The demo administrator of the seed. */
export const ADMIN = { phone: '13800000001', password: 'Admin@123' };

function listenOn(port) {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(port, '127.0.0.1', () => {
      const { port: taken } = srv.address();
      srv.close(() => ok(taken));
    });
  });
}

let nextInRange = 0;
/**
 * A free loopback port: any, or with `BENCH_PORTS=8200-8299` set the first free one of that range
 * not handed out yet by this process (a shared machine gives each engineer a range of ports).
 */
export async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) return listenOn(0);
  const [first, last] = [Number(range[1]), Number(range[2])];
  for (let port = Math.max(first, nextInRange); port <= last; port++) {
    try {
      const taken = await listenOn(port);
      nextInRange = port + 1;
      return taken;
    } catch {
      // taken by someone else: the next one
    }
  }
  throw new Error(`no free port left in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

export async function startBuiltServer(root) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'opsdeck-bench-'));
  const { DATABASE_URL: _, ...env } = process.env;
  const child = spawn(process.execPath, [join(root, 'server/dist/server.js')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // a first start seeds the demo data: minutes on a loaded two-core machine
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not healthy:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
