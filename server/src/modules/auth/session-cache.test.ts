import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { observeRaw } from '../../db/raw.js';
import { operators, sessions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { freshPgDatabase } from '../../testing/pg-databases.js';
import { WAIT_FOR } from '../../testing/wait.js';
import { DEMO_OPERATORS } from '../demo/operators.js';
import { sessionCacheOf } from './session-cache.js';
import { authenticate, hashToken } from './sessions.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profile = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/account/profile', headers: bearer(token) });

/** The session lookups (SESSION_SQL reads sessions joined to operators) that `fn` sends. */
async function sessionReads(fn: () => Promise<unknown>): Promise<number> {
  let reads = 0;
  observeRaw((text) => {
    if (/FROM sessions s JOIN operators o/.test(text)) reads += 1;
  });
  try {
    await fn();
  } finally {
    observeRaw(null);
  }
  return reads;
}

describe('the session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  test('a session is read from the database once, then answered without a query', async () => {
    const token = await t.login('admin');
    expect(await sessionReads(() => profile(t, token))).toBe(1);
    expect(
      await sessionReads(async () => {
        for (let i = 0; i < 3; i++) expect((await profile(t, token)).statusCode).toBe(200);
      }),
    ).toBe(0);
  });

  test('a cached session is read again once its last-seen time is due (once a minute), and refreshed', async () => {
    const token = await t.login('user');
    const db = t.database.db;
    await authenticate(db, token);
    const later = new Date(Date.now() + 61_000);
    expect(await sessionReads(() => authenticate(db, token, later))).toBe(1);
    const [row] = await db
      .select({ seen: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.seen.getTime()).toBe(later.getTime());
    expect(await sessionReads(() => authenticate(db, token, new Date(later.getTime() + 1000)))).toBe(0);
  });

  test('a cached session past its expiry is refused with 50014', async () => {
    const token = await t.login('user');
    const db = t.database.db;
    await authenticate(db, token);
    const [row] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const expiry = row?.expiresAt ?? new Date();
    // the cache alone decides (a minute has not passed since the session was last seen)
    const cached = sessionCacheOf(db).get(hashToken(token));
    if (cached) cached.lastSeenAt = expiry.getTime();
    await expect(authenticate(db, token, new Date(expiry.getTime() + 1))).rejects.toMatchObject({
      status: 401,
      code: 50014,
    });
  });

  test('signing out, revoking other sessions and changing the password end cached sessions at once', async () => {
    const a = await t.login('admin', 1);
    const b = await t.login('admin', 1);
    const c = await t.login('admin', 1);
    for (const token of [a, b, c]) expect((await profile(t, token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(c) });
    expect(out.statusCode).toBe(200);
    expect((await profile(t, c)).json().code).toBe(50008);
    const others = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/sessions/revoke-others',
      headers: bearer(a),
    });
    expect(others.statusCode).toBe(200);
    expect((await profile(t, b)).json().code).toBe(50008);
    expect((await profile(t, a)).statusCode).toBe(200);
    const d = await t.login('admin', 1);
    expect((await profile(t, d)).statusCode).toBe(200);
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/admin/account/password',
      headers: bearer(a),
      payload: { oldPassword: 'Admin@456', newPassword: 'Changed@2026' },
    });
    expect(password.statusCode).toBe(200);
    expect(password.json().data.revokedSessions).toBe(1);
    expect((await profile(t, d)).json().code).toBe(50008);
    expect((await profile(t, a)).statusCode).toBe(200);
  });

  test('a revocation or an operator change written by another process reaches the cache by NOTIFY', async () => {
    const revoked = await t.login('user');
    const disabled = await t.login('admin');
    for (const token of [revoked, disabled]) expect((await profile(t, token)).statusCode).toBe(200);
    // written straight to the database, as another server process or a script would
    await t.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${hashToken(revoked)}`,
    );
    const [user] = await t.database.db
      .select({ id: operators.id })
      .from(sessions)
      .innerJoin(operators, eq(operators.id, sessions.operatorId))
      .where(eq(sessions.tokenHash, hashToken(disabled)));
    await t.database.db
      .update(operators)
      .set({ status: 'disabled' })
      .where(eq(operators.id, user?.id ?? 0));
    await vi.waitFor(async () => {
      expect((await profile(t, revoked)).json().code).toBe(50008);
      expect((await profile(t, disabled)).json().code).toBe(50008);
    }, WAIT_FOR);
    await t.database.db
      .update(operators)
      .set({ status: 'active' })
      .where(eq(operators.id, user?.id ?? 0));
  });
});

const pgUrl = process.env.OPSDECK_TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('the session cache across two servers on one PostgreSQL', () => {
  test('a sign-out on one server ends the session cached by the other (NOTIFY)', async () => {
    const first = await freshPgDatabase(pgUrl, { members: 20, orders: 40 });
    const second = await openDatabase({ url: first.url });
    const a = await buildApp({ database: first, webRoot: null, env: {} });
    const b = await buildApp({ database: second, webRoot: null, env: {} });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const admin = DEMO_OPERATORS.find((o) => o.role === 'admin');
      const login = await a.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { phone: admin?.phone, password: admin?.password },
      });
      const token = login.json().data.accessToken as string;
      const get = (app: typeof a) =>
        app.inject({ method: 'GET', url: '/api/admin/account/profile', headers: bearer(token) });
      expect((await get(b)).statusCode).toBe(200);
      expect(sessionCacheOf(second.db).get(hashToken(token))).toBeDefined();
      const out = await a.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await get(b)).json().code).toBe(50008), WAIT_FOR);
    } finally {
      await b.close();
      await a.close();
      await second.close();
      await first.close();
    }
  });
});
