import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const address = srv.address();
      const taken = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(taken));
    });
  });
}

let nextInRange = 0;
/**
 * A free TCP port on loopback: any, or with `BENCH_PORTS=8400-8499` set (benches on a shared
 * machine, where each engineer has a range) the first free one of that range not handed out yet by
 * this process, as bench/lib/built-server.mjs does.
 */
export async function freePort(): Promise<number> {
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

/** The built server of a checkout, running and healthy. */
export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  /** What it wrote to stdout and stderr so far. */
  logs: () => string;
  /** SIGTERM, then SIGKILL when it has not exited after the grace time. */
  stop: () => Promise<void>;
  /** SIGKILL, and waits for the exit: for a server whose data is thrown away next. */
  kill: () => Promise<void>;
}

export interface SpawnOptions {
  /** The environment it starts from (PORT, HOST and LOG_LEVEL are set on top, then `env`). */
  baseEnv: NodeJS.ProcessEnv;
  env: Record<string, string>;
  /** How long it may take to answer GET /api/health (or `healthPath`). */
  healthyWithinMs: number;
  /** What it must answer 2xx before it counts as started (default /api/health, after the seed). */
  healthPath?: string;
  /** How long `stop()` waits for it to exit after SIGTERM. */
  stopGraceMs: number;
  /** Options for node itself before the script (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}

/**
 * Starts `server/dist/server.js` of `root` on a free loopback port and waits for GET /api/health
 * (or `healthPath`);
 * a server that exits or does not become healthy in time is killed and its output thrown.
 */
export async function spawnServer(root: string, opts: SpawnOptions): Promise<SpawnedServer> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), join(root, 'server/dist/server.js')], {
    cwd: root,
    env: { ...opts.baseEnv, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + opts.healthyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}${opts.healthPath ?? '/api/health'}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in ${opts.healthyWithinMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = () =>
    running() ? new Promise<void>((r) => child.once('exit', () => r())) : Promise.resolve();
  const kill = async () => {
    const done = exited();
    if (running()) child.kill('SIGKILL');
    await done;
  };
  return {
    url,
    process: child,
    logs: () => output,
    kill,
    stop: async () => {
      if (!running()) return;
      const done = exited();
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, opts.stopGraceMs))]);
      await kill();
    },
  };
}
