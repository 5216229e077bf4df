import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { operators, sessions } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { hashToken } from '../../modules/auth/sessions.js';
import { buildTestApp, type TestApp, withTestApp } from '../../testing/build-test-app.js';

/** A test-only admin route, registered through the modules mechanism. */
const adminOnly: FastifyPluginAsync = async (app) => {
  app.get('/test/admin-only', { config: { roles: ['admin'] } }, async (request) => ok(request.operator));
};

const profile = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/account/profile', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ extraModules: [adminOnly] });
  });
  afterAll(() => t.close());

  test('no token → 401 code 401', async () => {
    const res = await profile(t);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: 'Not signed in' });
    const zh = await profile(t, { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toBe('未登录');
  });

  test('an unknown or malformed token → 401 code 50008', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', '']) {
      const res = await profile(t, token ? bearer(token) : { authorization: 'Basic abc' });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(token ? 50008 : 401);
    }
  });

  test('an expired token → 401 code 50014', async () => {
    const token = await t.login('user');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const res = await profile(t, bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 50014, message: 'Your session has expired; sign in again' });
  });

  test('logout revokes the token: the next call is 401 code 50008', async () => {
    const token = await t.login('admin');
    expect((await profile(t, bearer(token))).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ code: 200, message: 'ok', data: null });
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const after = await profile(t, bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(50008);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: bearer(token),
    });
    expect(again.json().code).toBe(50008);
  });

  test('logout is a POST: a GET (a prefetch, a link) is a 405 naming POST and the session stays', async () => {
    const token = await t.login('admin');
    const get = await t.app.inject({ method: 'GET', url: '/api/admin/auth/logout', headers: bearer(token) });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeNull();
    expect((await profile(t, bearer(token))).statusCode).toBe(200);
  });

  test('the token is stored only as its sha256', async () => {
    const token = await t.login('user');
    const rows = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(rows.map((r) => r.h)).toContain(hashToken(token));
    expect(rows.map((r) => r.h)).not.toContain(token);
  });

  test('a disabled operator cannot sign in (403) and loses open sessions', async () => {
    await withTestApp({}, async (t2) => {
      const token = await t2.login('user');
      await t2.database.db
        .update(operators)
        .set({ status: 'disabled' })
        .where(eq(operators.phone, '13800000002'));
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { phone: '13800000002', password: 'User@1234' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: 'This operator account is disabled' });
      expect((await profile(t2, bearer(token))).json().code).toBe(50008);
    });
  });

  test('roles: a user-role call to an admin-only route is 403, the admin passes', async () => {
    const user = await t.login('user');
    const res = await t.app.inject({ method: 'GET', url: '/api/test/admin-only', headers: bearer(user) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, message: 'Your role may not use this' });
    const adminToken = await t.login('admin');
    const okRes = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: bearer(adminToken),
    });
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().data).toMatchObject({ role: 'admin', phone: '13800000001' });
  });
});

describe('route role declarations', () => {
  test('an /api route without roles or public makes the app fail to start', async () => {
    const noRoles: FastifyPluginAsync = async (app) => {
      app.get('/test/forgotten', async () => ok(1));
    };
    await withTestApp({}, async (t) => {
      await expect(
        buildApp({ database: t.database, webRoot: null, extraModules: [noRoles] }),
      ).rejects.toThrow(/GET \/api\/test\/forgotten declares no roles/);
    });
  });

  test('an empty role list is refused too', async () => {
    const empty: FastifyPluginAsync = async (app) => {
      app.post('/test/empty', { config: { roles: [] } }, async () => ok(1));
    };
    await withTestApp({}, async (t) => {
      await expect(buildApp({ database: t.database, webRoot: null, extraModules: [empty] })).rejects.toThrow(
        /declares no roles/,
      );
    });
  });
});
