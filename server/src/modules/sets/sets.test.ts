import { describe, expect, test } from 'vitest';
import { rawRows } from '../../db/raw.js';
import { SEED_SET_COUNT } from '../../seed/sets.js';
import type { TestApp } from '../../testing/build-test-app.js';
import { signedInApp } from '../../testing/suite.js';

const t = signedInApp();

const call = (...args: Parameters<TestApp['request']>) => t.request(...args);

const count = async (where: string, params: unknown[] = []) =>
  Number(
    (await rawRows<{ n: unknown }>(t.database.db, `SELECT count(*) AS n FROM sets ${where}`, params))[0]?.n,
  );

type Row = { id: number; number: string; name: string; count: number; createdAt: string; status: string };

describe('GET /admin/sets', () => {
  test('any role pages the seeded sets, newest first', async () => {
    const first = await call('GET', '/admin/sets?pageSize=20', t.user);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(SEED_SET_COUNT);
    expect(first.body.data.list).toHaveLength(20);
    const created = first.body.data.list.map((r: Row) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const last = await call('GET', '/admin/sets?pageSize=20&current=3', t.user);
    expect(last.body.data.list).toHaveLength(SEED_SET_COUNT - 40);
    const past = await call('GET', '/admin/sets?pageSize=20&current=9', t.user);
    expect(past.body.data.list).toEqual([]);
  });

  test('filters by content type, filter type, status, number and name prefix, and the creation range', async () => {
    const res = await call(
      'GET',
      '/admin/sets?contentType=img&filterType=rules&status=online&pageSize=100',
      t.user,
    );
    expect(res.body.data.total).toBe(
      await count(`WHERE content_type = 'img' AND filter_type = 'rules' AND status = 'online'`),
    );
    for (const r of res.body.data.list)
      expect(r).toMatchObject({ contentType: 'img', filterType: 'rules', status: 'online' });
    const [one] = await rawRows<{ number: string; name: string }>(
      t.database.db,
      'SELECT number, name FROM sets ORDER BY id LIMIT 1',
    );
    const byNumber = await call('GET', `/admin/sets?number=${one?.number}`, t.user);
    expect(byNumber.body.data.list.map((r: Row) => r.number)).toEqual([one?.number]);
    const prefix = one?.name.split(' ')[0] ?? '';
    const byName = await call('GET', `/admin/sets?name=${encodeURIComponent(prefix)}&pageSize=100`, t.user);
    expect(byName.body.data.total).toBe(await count('WHERE name LIKE $1', [`${prefix}%`]));
    for (const r of byName.body.data.list) expect(r.name.startsWith(prefix)).toBe(true);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const recent = await call('GET', `/admin/sets?createdFrom=${from}&pageSize=100`, t.user);
    expect(recent.body.data.total).toBe(await count('WHERE created_at >= $1', [from]));
  });

  test('sorts by count both ways', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const res = await call('GET', `/admin/sets?sort=count:${dir}&pageSize=100`, t.user);
      const counts = res.body.data.list.map((r: Row) => r.count);
      const sorted = [...counts].sort((a, b) => (dir === 'asc' ? a - b : b - a));
      expect(counts).toEqual(sorted);
    }
  });

  test.each([
    ['number=12a', 'number'],
    ['number=123456789', 'number'],
    ['contentType=audio', 'contentType'],
    ['filterType=auto', 'filterType'],
    ['status=gone', 'status'],
    ['sort=name:asc', 'sort'],
    ['pageSize=101', 'pageSize'],
    ['current=0', 'current'],
    ['createdFrom=2026-02-30', 'createdFrom'],
  ])('%s is 400 naming %s', async (query, field) => {
    const res = await call('GET', `/admin/sets?${query}`, t.user, undefined, 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  test('signed out is 401', async () => {
    expect((await call('GET', '/admin/sets', null)).status).toBe(401);
  });
});

describe('POST /admin/sets/{id}/status', () => {
  test('an admin takes a set offline and online, audited', async () => {
    const [row] = await rawRows<{ id: number }>(
      t.database.db,
      `SELECT id FROM sets WHERE status = 'online' ORDER BY id LIMIT 1`,
    );
    const off = await call('POST', `/admin/sets/${row?.id}/status`, t.admin, { status: 'offline' });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: row?.id, status: 'offline' });
    expect(await count(`WHERE id = $1 AND status = 'offline'`, [row?.id])).toBe(1);
    const on = await call('POST', `/admin/sets/${row?.id}/status`, t.admin, { status: 'online' });
    expect(on.body.data.status).toBe('online');
    const audit = await rawRows<{ payload: { from: string; to: string } }>(
      t.database.db,
      `SELECT payload FROM audit_log WHERE action = 'set.status' AND target_id = $1 ORDER BY id`,
      [String(row?.id)],
    );
    expect(audit.map((a) => a.payload)).toEqual([
      { from: 'online', to: 'offline' },
      { from: 'offline', to: 'online' },
    ]);
  });

  test('a user is refused (403) and nothing changes', async () => {
    const [row] = await rawRows<{ id: number; status: string }>(
      t.database.db,
      'SELECT id, status FROM sets ORDER BY id LIMIT 1',
    );
    const res = await call('POST', `/admin/sets/${row?.id}/status`, t.user, {
      status: row?.status === 'online' ? 'offline' : 'online',
    });
    expect(res.status).toBe(403);
    expect(await count('WHERE id = $1 AND status = $2', [row?.id, row?.status])).toBe(1);
  });

  test('bad status is 400, a missing set 404', async () => {
    const bad = await call('POST', '/admin/sets/1/status', t.admin, { status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('status');
    const missing = await call('POST', '/admin/sets/999999/status', t.admin, { status: 'online' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Set 999999 not found');
  });
});
