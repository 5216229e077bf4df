import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { spawnServer } from '../helpers/spawn-server.js';
import { ROOT, startServer } from '../helpers/start-server.js';

/**
 * The longest wait allowed between two answered health probes while the seed runs: generous for a
 * loaded 2-core machine, far below the seconds a seed on the listener's thread held it.
 */
const MAX_PROBE_GAP_MS = 3_000;

/** How a server is started and stopped as npm start does it, on a data dir of its own. */
describe('server start', () => {
  test('on a network address with the demo passwords it refuses to start, naming HOST and ALLOW_DEMO_ON_NETWORK', async () => {
    await expect(startServer({ HOST: '0.0.0.0' })).rejects.toThrow(
      /exited with 1[\s\S]*Refusing to listen on 0\.0\.0\.0[\s\S]*ALLOW_DEMO_ON_NETWORK=1/,
    );
    const allowed = await startServer({ HOST: '0.0.0.0', ALLOW_DEMO_ON_NETWORK: '1', LOG_FORMAT: 'pretty' });
    try {
      // the banner is printed once the server is ready, which may be just after health answers
      await vi.waitFor(
        () => expect(allowed.logs()).toContain('Listening on 0.0.0.0: reachable from other machines'),
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      await allowed.stop();
    }
  }, 180_000);

  test('a first start answers live at once and throughout the seed (ready 503 until seeded), says what it does, then is ready', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'opsdeck-first-start-'));
    try {
      // started = answering live, long before the database is prepared
      const server = await spawnServer(ROOT, {
        baseEnv: process.env,
        env: { DATA_DIR: dataDir, LOG_FORMAT: 'pretty' },
        healthPath: '/api/health/live',
        healthyWithinMs: 300_000,
        stopGraceMs: 10_000,
      });
      try {
        const seeded = () => server.logs().includes('Seeded in');
        const seedingMembers = () =>
          server.logs().includes('Seeding demo data: 2,000 members and 20,000 orders') && !seeded();
        // live and ready, one after the other, while the seed runs (in a worker thread of the
        // server): each probe is sent when the one before it is answered, and the longest wait
        // between two answers while the seed runs stays short. A seed on the server's own thread
        // held the listener for seconds at a time (a handful of probes answered in all).
        const answeredDuringSeed: number[] = [];
        let seedEndedAt: number | undefined;
        const readyDuringSeed = new Set<number>();
        let metricsDuringSeed = false;
        while (!seeded()) {
          const live = await fetch(`${server.url}/api/health/live`);
          expect(live.status).toBe(200);
          expect(((await live.json()) as { data: unknown }).data).toEqual({ status: 'ok' });
          const ready = await fetch(`${server.url}/api/health/ready`, {
            headers: { 'accept-language': 'zh-CN' },
          });
          const readyBody = (await ready.json()) as { message: string };
          if (seedingMembers()) {
            answeredDuringSeed.push(performance.now());
            readyDuringSeed.add(ready.status);
            expect(readyBody.message).toContain('正在启动');
            if (!metricsDuringSeed) {
              // the process's figures too (from this machine), without the app
              const metrics = await fetch(`${server.url}/metrics`);
              expect(metrics.status).toBe(200);
              expect(await metrics.text()).toContain('nodejs_eventloop_lag_seconds');
              metricsDuringSeed = true;
            }
          } else if (answeredDuringSeed.length > 0) seedEndedAt ??= performance.now();
          expect(server.process.exitCode).toBeNull();
        }
        seedEndedAt ??= performance.now();
        // the seed was seen running, and no wait between answers (nor from the last one to the
        // seed's end) came near the seconds a blocked listener takes
        expect(answeredDuringSeed.length).toBeGreaterThan(0);
        const answers = [...answeredDuringSeed, seedEndedAt];
        const longestGapMs = Math.max(...answers.slice(1).map((t, i) => t - answers[i]!));
        expect(longestGapMs).toBeLessThan(MAX_PROBE_GAP_MS);
        expect([...readyDuringSeed]).toEqual([503]);
        expect(metricsDuringSeed).toBe(true);

        const logs = server.logs();
        expect(logs).toMatch(/Preparing the database \(PGlite in .*\): \d+ migrations to apply/);
        expect(logs).toMatch(/migration 1\/\d+: 001 core/);
        expect(logs).toContain('Seeding demo data: 2,000 members and 20,000 orders …');
        expect(logs).toMatch(/Seeded in \d+\.\d s\./);
        // then the app takes over the same listener: ready, and the banner follows
        await vi.waitFor(
          () => expect(server.logs()).toContain('To listen elsewhere: HOST=0.0.0.0 npm start'),
          { timeout: 30_000 },
        );
        expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
        expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      } finally {
        await server.kill();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 360_000);
});
