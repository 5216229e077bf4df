import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { defaultEnv } from '../env.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { listenStarting, type StartingServer } from './starting-server.js';

describe('the starting listener hands over to the app only once the app is ready', () => {
  let starting: StartingServer | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    if (starting) {
      const { server } = starting;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    }
    starting = undefined;
    t = undefined;
  });

  test('a request while the app is being built gets 503 starting, never a route without its hooks', async () => {
    starting = await listenStarting(defaultEnv({ PORT: 0, HOST: '127.0.0.1' }));
    const { port } = starting.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    t = await buildTestApp({ serverFactory: starting.serverFactory });
    // The routes are registered now, but Fastify sets a route's hooks (authentication, roles,
    // readiness) and its validators only when the app becomes ready: a request routed before that
    // would run the handler unauthenticated and unvalidated.
    const members = await fetch(`${base}/api/admin/members`);
    expect(members.status).toBe(503);
    expect(((await members.json()) as { message: string }).message).toMatch(/starting/i);
    const reissue = await fetch(`${base}/api/admin/member/patch-coin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: 1, coins: 1, reason: 'no hooks yet' }),
    });
    expect(reissue.status).toBe(503);
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    await t.app.ready();
    starting.handOver();
    // from now on the app answers, with its hooks: signed out is 401
    expect((await fetch(`${base}/api/admin/members`)).status).toBe(401);
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
  });
});
