import { describe, expect, test } from 'vitest';
import { withTestApp } from '../../testing/build-test-app.js';
import { Readiness } from './readiness.js';

describe('GET /api/health/live and /api/health/ready', { timeout: 60_000 }, () => {
  test('a ready server: both 200, and live needs no database', async () => {
    await withTestApp({}, async (t) => {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toEqual({ status: 'ready' });
      // with the database closed, live still answers
      await t.database.close();
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json().data).toEqual({ status: 'ok' });
    });
  });

  test('while the database is being prepared: live 200, ready and every other route 503; then ready', async () => {
    const readiness = new Readiness('starting');
    await withTestApp({ readiness }, async (t) => {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const ready = await t.app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toContain('正在启动');
      for (const url of ['/api/health', '/api/admin/members']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().message, url).toContain('starting');
      }
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { phone: '13800000001', password: 'Admin@123' },
      });
      expect(login.statusCode).toBe(503);

      readiness.ready();
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });

  test('shutting down: ready is 503 while live still answers; closing the app marks it', async () => {
    const readiness = new Readiness();
    await withTestApp({ readiness }, async (t) => {
      readiness.stopping();
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toBe('The server is shutting down');
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      // stopping is final
      readiness.ready();
      expect(readiness.phase).toBe('stopping');
    });
    const other = new Readiness();
    await withTestApp({ readiness: other }, async () => {});
    expect(other.phase).toBe('stopping');
  });
});
