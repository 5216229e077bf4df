import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';

const MAX = 6;
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: MAX } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** A real HTTP request whose request target is sent exactly as given (origin- or absolute-form). */
function send(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the API limit counts what the router serves: encoded and absolute-form targets count too', async () => {
  const targets = [
    '/api/health',
    '/%61pi/health',
    `http://127.0.0.1:${port}/api/health`,
    '/%61%70%69/health',
    `http://example.test/%61pi/health`,
    '/api/health?x=1',
  ];
  expect(targets).toHaveLength(MAX);
  const served = [];
  for (const target of targets) served.push(await send(target));
  // every one of them reached the health route (and was counted)
  expect(served.every((s) => s === 200)).toBe(true);
  for (const target of ['/%61pi/health', `http://127.0.0.1:${port}/api/health`, '/api/health']) {
    expect(await send(target), target).toBe(429);
  }
  // the console and uploads are not API routes and are not limited
  expect(await send('/uploads/nothing-0000.png')).toBe(404);
});
