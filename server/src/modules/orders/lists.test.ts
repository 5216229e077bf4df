import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { countRows, expectTotal } from '../../testing/list-totals.js';
import { signedInApp } from '../../testing/suite.js';

const t = signedInApp();

const get = (url: string, locale = 'en-US') => t.request('GET', url, t.user, undefined, locale);

const count = (from: string) => countRows(t.database.db, from);

const sortedBy = <T>(list: T[], key: (x: T) => string | number, dir: 'asc' | 'desc') =>
  list.every(
    (x, i) => i === 0 || (dir === 'desc' ? key(list[i - 1] as T) >= key(x) : key(list[i - 1] as T) <= key(x)),
  );

/**
 * How the server's prepared statements whose text contains every part of `parts` were planned so far
 * (PGlite: one session, so these are the server's own statements; undefined on PostgreSQL, where
 * each pooled connection keeps its own).
 */
async function plansOf(...parts: string[]) {
  if (t.database.kind !== 'pglite') return undefined;
  const rows = await queryRows<{ statement: string; generic_plans: number; custom_plans: number }>(
    t.database.db,
    sql`SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements`,
  );
  const mine = rows.filter((r) => parts.every((part) => r.statement.includes(part)));
  return {
    generic: mine.reduce((n, r) => n + r.generic_plans, 0),
    custom: mine.reduce((n, r) => n + r.custom_plans, 0),
  };
}

describe('GET /admin/orders', () => {
  test('filters by kind and status, newest first, exact total', async () => {
    const { status, body } = await get('/admin/orders?kind=vip&status=paid&pageSize=20');
    expect(status).toBe(200);
    expect(body.data.list).toHaveLength(20);
    expectTotal(body.data, await count(`orders WHERE kind = 'vip' AND status = 'paid'`));
    for (const o of body.data.list)
      expect(o).toMatchObject({ kind: 'vip', status: 'paid', orderNo: expect.stringMatching(/^VIP\d{14}$/) });
    expect(sortedBy(body.data.list, (o: { createdAt: string }) => o.createdAt, 'desc')).toBe(true);
    expect(body.data.list[0]).toMatchObject({
      memberVisibleId: expect.stringMatching(/^\d{8}$/),
      memberNickname: expect.any(String),
    });
  });

  test('a page whose index answers it whatever the values plans once; a status sorted otherwise plans each time', async () => {
    for (const kind of ['vip', 'pay', 'iap'])
      for (const url of [
        `/admin/orders?kind=${kind}&status=paid`,
        `/admin/orders?kind=${kind}&sort=paidAt:desc`,
        `/admin/orders?kind=${kind}&status=paid&sort=paidAt:desc`,
      ])
        expect((await get(url)).status).toBe(200);
    // on PGlite: the first two shapes are generic plans only, the third custom plans only
    const created = await plansOf('o.kind = $1 AND o.status = $2 ORDER BY o.created_at DESC');
    const paid = await plansOf('WHERE o.kind = $1 ORDER BY o.paid_at DESC');
    const statusPaid = await plansOf('o.kind = $1 AND o.status = $2 ORDER BY o.paid_at DESC');
    if (t.database.kind !== 'pglite') return;
    expect(created).toMatchObject({ custom: 0, generic: expect.any(Number) });
    expect(created?.generic).toBeGreaterThanOrEqual(3);
    expect(paid).toMatchObject({ custom: 0 });
    expect(paid?.generic).toBeGreaterThanOrEqual(3);
    expect(statusPaid).toMatchObject({ generic: 0, custom: 3 });
  });

  test('pages do not overlap and sort by amount', async () => {
    const p1 = (await get('/admin/orders?kind=pay&sort=amountCents:desc&pageSize=5&current=1')).body.data
      .list;
    const p2 = (await get('/admin/orders?kind=pay&sort=amountCents:desc&pageSize=5&current=2')).body.data
      .list;
    const ids = [...p1, ...p2].map((o: { id: number }) => o.id);
    expect(new Set(ids).size).toBe(10);
    expect(sortedBy([...p1, ...p2], (o: { amountCents: number }) => o.amountCents, 'desc')).toBe(true);
  });

  test('member, order number and date filters', async () => {
    const [o] = await queryRows<{
      order_no: string;
      member_id: number;
      visible_id: string;
      created_at: Date | string;
    }>(
      t.database.db,
      sql`SELECT o.order_no, o.member_id, m.visible_id, o.created_at FROM orders o JOIN members m ON m.id = o.member_id
        WHERE o.kind = 'patch' ORDER BY o.id LIMIT 1`,
    );
    if (!o) throw new Error('seeded patch orders');
    const byNo = (await get(`/admin/orders?orderNo=${o.order_no.toLowerCase()}`)).body.data;
    expect(byNo).toMatchObject({
      total: 1,
      list: [{ orderNo: o.order_no, operatorName: expect.any(String), reason: expect.any(String) }],
    });
    const byMember = (await get(`/admin/orders?visibleId=${o.visible_id}&pageSize=100`)).body.data;
    expectTotal(byMember, await count(`orders WHERE member_id = ${o.member_id}`));
    expect(byMember.list.every((x: { memberId: number }) => x.memberId === o.member_id)).toBe(true);
    const sameById = (await get(`/admin/orders?memberId=${o.member_id}&pageSize=100`)).body.data;
    expect(sameById.total).toBe(byMember.total);
    const day = new Date(new Date(o.created_at).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const byDay = (await get(`/admin/orders?kind=patch&createdFrom=${day}&createdTo=${day}&pageSize=100`))
      .body.data;
    expect(byDay.list.map((x: { orderNo: string }) => x.orderNo)).toContain(o.order_no);
  });

  test('bad filters are 400 naming the field', async () => {
    for (const [query, field] of [
      ['kind=gold', 'kind'],
      ['status=done', 'status'],
      ['sort=nickname:asc', 'sort'],
      ['pageSize=101', 'pageSize'],
      ['current=0', 'current'],
      ['memberId=abc', 'memberId'],
      ['visibleId=12', 'visibleId'],
      ['createdFrom=2026-02-30', 'createdFrom'],
      ['orderNo=%25', 'orderNo'],
    ] as const) {
      const { status, body } = await get(`/admin/orders?${query}`);
      expect(status, query).toBe(400);
      expect(
        body.details.map((d: { field: string }) => d.field),
        query,
      ).toContain(field);
    }
  });
});

describe('GET /admin/members', () => {
  test('search by visible id, phone prefix and nickname; phones masked', async () => {
    const [m] = await queryRows<{ id: number; visible_id: string; phone: string; nickname: string }>(
      t.database.db,
      sql`SELECT id, visible_id, phone, nickname FROM members ORDER BY id DESC LIMIT 1`,
    );
    if (!m) throw new Error('seeded members');
    const byVisible = (await get(`/admin/members?q=${m.visible_id}`)).body.data;
    expect(byVisible.list[0]).toMatchObject({
      id: m.id,
      phone: `${m.phone.slice(0, 3)}****${m.phone.slice(-4)}`,
    });
    const byPhone = (await get(`/admin/members?q=${m.phone.slice(0, 7)}`)).body.data;
    expect(byPhone.list.map((x: { id: number }) => x.id)).toContain(m.id);
    const prefix = m.nickname.slice(0, 2);
    const byName = (await get(`/admin/members?q=${encodeURIComponent(prefix)}&pageSize=100`)).body.data;
    expectTotal(byName, await count(`members WHERE strpos(nickname, '${prefix}') > 0`));
    expect(byName.list.every((x: { nickname: string }) => x.nickname.includes(prefix))).toBe(true);
  });

  test('8 to 11 digits find exactly the visible id and the phones they start (a last digit 9 too), planned once', async () => {
    const [m] = await queryRows<{ visible_id: string; phone: string }>(
      t.database.db,
      sql`SELECT visible_id, phone FROM members ORDER BY id LIMIT 1 OFFSET 7`,
    );
    if (!m) throw new Error('seeded members');
    const terms = [
      m.visible_id,
      m.phone.slice(0, 8),
      m.phone.slice(0, 9),
      m.phone.slice(0, 10),
      m.phone,
      `${m.phone.slice(0, 7)}9`,
      `${m.phone.slice(0, 8)}9`,
      '99999999',
    ];
    for (const q of terms) {
      const expected = await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM members WHERE phone LIKE ${`${q}%`} OR (length(${q}) = 8 AND visible_id = ${q}) ORDER BY id`,
      );
      const page = (await get(`/admin/members?q=${q}&pageSize=100`)).body.data;
      expect(page.list.map((x: { id: number }) => x.id).sort((a: number, b: number) => a - b)).toEqual(
        expected.map((r) => r.id),
      );
      expect(page.total).toBe(expected.length);
    }
    const plans = await plansOf('m.visible_id = $1 OR (m.phone ~>=~ $2 AND m.phone ~<~ $3)');
    if (t.database.kind !== 'pglite') return;
    expect(plans).toMatchObject({ custom: 0 });
    expect(plans?.generic).toBeGreaterThanOrEqual(4);
  });

  test('a short nickname search alone plans its page once; with another filter, each time', async () => {
    const q = encodeURIComponent('李');
    for (let i = 0; i < 3; i++) {
      expect((await get(`/admin/members?q=${q}`)).status).toBe(200);
      expect((await get(`/admin/members?q=${q}&status=active`)).status).toBe(200);
    }
    const alone = await plansOf('WHERE piece = lower($1)) ORDER BY');
    const filtered = await plansOf('WHERE piece = lower($1)) AND m.status = $2 ORDER BY');
    if (t.database.kind !== 'pglite') return;
    expect(alone).toMatchObject({ custom: 0 });
    expect(alone?.generic).toBeGreaterThanOrEqual(3);
    expect(filtered).toMatchObject({ generic: 0, custom: 3 });
  });

  test('one Chinese character anywhere in the nickname finds the member; % and _ match themselves', async () => {
    // A seeded Chinese nickname's last character: most nicknames holding it do not start with it.
    const [m] = await queryRows<{ id: number; nickname: string }>(
      t.database.db,
      sql`SELECT id, nickname FROM members WHERE nickname ~ '^[^0-9]+[一-龥]$' ORDER BY id LIMIT 1`,
    );
    if (!m) throw new Error('a seeded Chinese nickname');
    const ch = m.nickname.slice(-1);
    expect(m.nickname.startsWith(ch)).toBe(false);
    const page = (await get(`/admin/members?q=${encodeURIComponent(ch)}&pageSize=100`)).body.data;
    expectTotal(page, await count(`members WHERE strpos(nickname, '${ch}') > 0`));
    expect(page.list.every((x: { nickname: string }) => x.nickname.includes(ch))).toBe(true);
    expect(page.list.some((x: { nickname: string }) => !x.nickname.startsWith(ch))).toBe(true);
    const own = (await get(`/admin/members?q=${encodeURIComponent(m.nickname.slice(1))}&pageSize=100`)).body
      .data;
    expect(own.list.map((x: { id: number }) => x.id)).toContain(m.id);
    for (const wild of ['%', '_', '\\']) {
      const hits = (await get(`/admin/members?q=${encodeURIComponent(wild)}`)).body.data;
      expect(hits.total).toBe(await count(`members WHERE strpos(nickname, '${wild}') > 0`));
    }
    // Latin letters match in any case; a wildcard in a nickname matches only itself.
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`UPDATE members SET nickname = '阿Lee_50%' WHERE id = (SELECT id FROM members ORDER BY id LIMIT 1 OFFSET 5) RETURNING id`,
    );
    const ids = async (q: string) =>
      (await get(`/admin/members?q=${encodeURIComponent(q)}&pageSize=100`)).body.data.list.map(
        (x: { id: number }) => x.id,
      );
    expect(await ids('lEE')).toContain(other!.id);
    expect(await ids('e_5')).toContain(other!.id);
    expect(await ids('0%')).toEqual([other!.id]);
    expect(await ids('ee%')).toEqual([]);
  });

  test('filters and sorts', async () => {
    const vip = (await get('/admin/members?vip=true&status=active&sort=vipExpiresAt:asc&pageSize=50')).body
      .data;
    expectTotal(vip, await count(`members WHERE vip_expires_at > now() AND status = 'active'`));
    expect(
      vip.list.every((x: { vipActive: boolean; status: string }) => x.vipActive && x.status === 'active'),
    ).toBe(true);
    expect(sortedBy(vip.list, (x: { vipExpiresAt: string }) => x.vipExpiresAt, 'asc')).toBe(true);
    const rich = (await get('/admin/members?platform=ios&sort=coinBalance:desc&pageSize=10')).body.data;
    expect(sortedBy(rich.list, (x: { coinBalance: number }) => x.coinBalance, 'desc')).toBe(true);
    expect(
      rich.list.every(
        (x: { platform: string; channel: string }) => x.platform === 'ios' && x.channel === 'appstore',
      ),
    ).toBe(true);
    const banned = (await get('/admin/members?status=banned&vip=false&registeredFrom=2020-01-01')).body.data;
    expect(banned.total).toBe(
      await count(`members WHERE status = 'banned' AND (vip_expires_at IS NULL OR vip_expires_at <= now())`),
    );
    const none = (await get('/admin/members?registeredFrom=2099-01-01')).body.data;
    expect(none).toEqual({ list: [], total: 0 });
    const bad = await get('/admin/members?vip=maybe&platform=symbian', 'zh-CN');
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['platform', 'vip']);
  });

  test('detail by internal id, visible id or phone, with recent ledgers and orders', async () => {
    const [m] = await queryRows<{ id: number; visible_id: string; phone: string }>(
      t.database.db,
      sql`SELECT m.id, m.visible_id, m.phone FROM members m WHERE EXISTS (SELECT 1 FROM coin_ledger c WHERE c.member_id = m.id)
        AND EXISTS (SELECT 1 FROM orders o WHERE o.member_id = m.id) ORDER BY m.id LIMIT 1`,
    );
    if (!m) throw new Error('seeded member with history');
    const a = (await get(`/admin/members/${m.id}`)).body.data;
    const b = (await get(`/admin/members/${m.visible_id}`)).body.data;
    const c = (await get(`/admin/members/${m.phone}`)).body.data;
    expect(a.id).toBe(m.id);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(a.phone).toBe(m.phone);
    expect(a.recentCoinLedger[0].balanceAfter).toBe(a.coinBalance);
    expect(a.recentOrders.length).toBeGreaterThan(0);
    expect((await get('/admin/members/99999999')).status).toBe(404);
    expect((await get('/admin/members/abc')).status).toBe(400);
  });
});
