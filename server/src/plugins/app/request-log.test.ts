import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';

let t: TestApp;
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('request log', () => {
  test('one line per request, with method, url, status and time', async () => {
    const app = await buildApp({
      database: t.database,
      webRoot: null,
      logger: { level: 'info', stream: sink },
    });
    try {
      await app.ready();
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      const forRequest = lines.filter((l) => l.reqId !== undefined);
      expect(forRequest).toHaveLength(1);
      expect(forRequest[0]).toMatchObject({ method: 'GET', url: '/api/health', status: 200, msg: 'request' });
      expect(typeof forRequest[0]?.ms).toBe('number');
    } finally {
      await app.close();
    }
  });
});
