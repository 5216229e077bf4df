import { lastFullDay } from '@opsdeck/shared/schemas';
import { thumbnailUrlOf } from '@opsdeck/shared/schemas/upload-names';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { countRows, expectTotal } from '../../testing/list-totals.js';
import { signedInApp } from '../../testing/suite.js';

const t = signedInApp();

const get = (url: string) => t.request('GET', url, t.admin);

const count = (from: string) => countRows(t.database.db, from);

describe('consumption lists', () => {
  test('vip and coin unlocks', async () => {
    const vip = (await get('/admin/consume/vip?pageSize=30')).body.data;
    expectTotal(vip, await count(`unlocks WHERE via = 'vip'`));
    expect(
      vip.list.every((u: { via: string; coinsSpent: number }) => u.via === 'vip' && u.coinsSpent === 0),
    ).toBe(true);
    const coin = (await get('/admin/consume/unlocked?contentType=template&pageSize=30&sort=createdAt:asc'))
      .body.data;
    expectTotal(coin, await count(`unlocks WHERE via = 'coin' AND content_type = 'template'`));
    expect(
      coin.list.every((u: { via: string; coinsSpent: number }) => u.via === 'coin' && u.coinsSpent > 0),
    ).toBe(true);
    const times = coin.list.map((u: { createdAt: string }) => u.createdAt);
    expect(times).toEqual([...times].sort());
    // each row names its content: the template's name and its cover's thumbnail, the wallpaper's title and thumbnail
    const named = await queryRows<{ id: number; name: string; cover_url: string }>(
      t.database.db,
      sql`SELECT id, name, cover_url FROM templates`,
    );
    for (const u of coin.list as { contentId: number; content: { title: string; thumbUrl: string } }[]) {
      const row = named.find((x) => x.id === u.contentId);
      expect(u.content).toEqual({ title: row?.name, thumbUrl: thumbnailUrlOf(row?.cover_url ?? '') });
      // the small image, not the full-size cover
      expect(u.content.thumbUrl).toMatch(/\.thumb\.webp$/);
    }
    const wallpaperTitles = await queryRows<{ id: number; title: string }>(
      t.database.db,
      sql`SELECT id, title FROM wallpapers`,
    );
    const shown = (await get('/admin/consume/vip?contentType=wallpaper&pageSize=10')).body.data.list as {
      contentId: number;
      content: { title: string };
    }[];
    expect(shown.length).toBeGreaterThan(0);
    for (const u of shown)
      expect(u.content.title).toBe(wallpaperTitles.find((w) => w.id === u.contentId)?.title);
  });

  test('coin consumption is the ledger rows with delta < 0', async () => {
    const all = (await get('/admin/consume/coin?pageSize=50')).body.data;
    expect(all.list.every((r: { delta: number }) => r.delta < 0)).toBe(true);
    const refunds = (await get('/admin/consume/coin?reason=refund&pageSize=100')).body.data;
    expectTotal(refunds, await count(`coin_ledger WHERE delta < 0 AND reason = 'refund'`));
    const first = all.list[0];
    const mine = (await get(`/admin/consume/coin?visibleId=${first.memberVisibleId}&pageSize=100`)).body.data;
    expectTotal(mine, await count(`coin_ledger WHERE delta < 0 AND member_id = ${first.memberId}`));
    expect((await get('/admin/consume/coin?reason=theft')).status).toBe(400);
  });

  test('coin consumption names the content an unlock paid for, from the unlock and the content tables', async () => {
    const paid = (await get('/admin/consume/coin?reason=unlock&pageSize=40')).body.data.list as {
      refType: string;
      refId: number;
      contentType: string | null;
      contentId: number | null;
      content: { title: string; thumbUrl: string } | null;
    }[];
    expect(paid.length).toBeGreaterThan(0);
    const expected = await queryRows<{
      id: number;
      content_type: string;
      content_id: number;
      title: string;
      thumb: string;
    }>(
      t.database.db,
      sql`SELECT u.id, u.content_type, u.content_id,
            COALESCE(w.title, tp.name) AS title, COALESCE(w.thumb_url, tp.cover_url) AS thumb
          FROM unlocks u
          LEFT JOIN wallpapers w ON u.content_type = 'wallpaper' AND w.id = u.content_id
          LEFT JOIN templates tp ON u.content_type = 'template' AND tp.id = u.content_id`,
    );
    for (const r of paid) {
      expect(r.refType).toBe('unlock');
      const u = expected.find((x) => x.id === r.refId);
      expect(r.contentType).toBe(u?.content_type);
      expect(r.contentId).toBe(u?.content_id);
      expect(r.content).toEqual(u?.title ? { title: u.title, thumbUrl: thumbnailUrlOf(u.thumb) } : null);
      if (r.content) expect(r.content.thumbUrl).toMatch(/\.thumb\.webp$/);
    }
    expect(paid.some((r) => r.content !== null)).toBe(true);
    // a row that paid for no unlock (a refund) names no content
    const refunds = (await get('/admin/consume/coin?reason=refund&pageSize=5')).body.data.list as {
      contentType: string | null;
      content: unknown;
    }[];
    for (const r of refunds) expect([r.contentType, r.content]).toEqual([null, null]);
  });
});

describe('tasks', () => {
  test('check-ins by day and streak, with rules 1..7', async () => {
    const rules = (await get('/admin/tasks/checkin/rules')).body.data;
    expect(rules.map((r: { day: number }) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const list = (await get('/admin/tasks/checkin?sort=streak:desc&minStreak=3&pageSize=20')).body.data;
    expectTotal(list, await count('checkin_records WHERE streak >= 3'));
    expect(list.list.every((c: { streak: number }) => c.streak >= 3)).toBe(true);
    const top = list.list[0];
    const rule = rules[(top.streak - 1) % 7];
    expect(top).toMatchObject({
      rewardPoints: rule.rewardPoints,
      rewardCoins: rule.rewardCoins,
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const oneDay = (await get(`/admin/tasks/checkin?dayFrom=${top.day}&dayTo=${top.day}&pageSize=100`)).body
      .data;
    expectTotal(oneDay, await count(`checkin_records WHERE day = '${top.day}'`));
    expect((await get('/admin/tasks/checkin?dayFrom=yesterday')).status).toBe(400);
  });

  test('invites with inviter and invitee', async () => {
    const list = (await get('/admin/tasks/invite?status=rewarded&pageSize=10')).body.data;
    expectTotal(list, await count(`invites WHERE status = 'rewarded'`));
    const inv = list.list[0];
    expect(inv).toMatchObject({ status: 'rewarded', rewardPoints: 100, rewardedAt: expect.any(String) });
    expect(inv.inviterVisibleId).toMatch(/^\d{8}$/);
    const byInviter = (await get(`/admin/tasks/invite?inviterVisibleId=${inv.inviterVisibleId}`)).body.data;
    expectTotal(byInviter, await count(`invites WHERE inviter_id = ${inv.inviterId}`));
  });
});

describe('points', () => {
  test('list filters by source and direction', async () => {
    const spent = (await get('/admin/points?direction=out&pageSize=20')).body.data;
    expectTotal(spent, await count('point_ledger WHERE delta < 0'));
    expect(spent.list.every((p: { delta: number }) => p.delta < 0)).toBe(true);
    const checkins = (await get('/admin/points?reason=checkin&direction=in')).body.data;
    expect(checkins.list.every((p: { reason: string }) => p.reason === 'checkin')).toBe(true);
  });

  test('overview: totals by source and a daily series (default the 30 days ending on the last full day)', async () => {
    const before = lastFullDay();
    const { status, body } = await get('/admin/points/overview');
    expect(status).toBe(200);
    const o = body.data;
    expect(o.days).toHaveLength(30);
    expect(o.days.at(-1)).toBe(o.to);
    expect([before, lastFullDay()]).toContain(o.to);
    expect(o.totals.map((x: { source: string }) => x.source)).toEqual([
      'checkin',
      'invite',
      'exchange',
      'patch',
      'expire',
    ]);
    for (const s of o.series) expect(s.earned).toHaveLength(30);
    const checkin = o.totals.find((x: { source: string }) => x.source === 'checkin');
    const sumSeries = o.series
      .find((s: { source: string }) => s.source === 'checkin')
      .earned.reduce((a: number, b: number) => a + b, 0);
    expect(checkin.earned).toBe(sumSeries);
    expect(checkin.earned).toBeGreaterThan(0);
    const [db] = await queryRows<{ s: string }>(
      t.database.db,
      sql`SELECT coalesce(sum(delta), 0) AS s FROM point_ledger WHERE reason = 'checkin'
        AND (created_at AT TIME ZONE 'Asia/Shanghai')::date BETWEEN ${o.from}::date AND ${o.to}::date`,
    );
    expect(checkin.earned).toBe(Number(db?.s));
    const week = (await get(`/admin/points/overview?from=${o.days[0]}&to=${o.days[6]}`)).body.data;
    expect(week.days).toHaveLength(7);
    const reversed = await get(`/admin/points/overview?from=${o.to}&to=${o.from}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.details[0].field).toBe('to');
    expect((await get('/admin/points/overview?from=2020-01-01&to=2026-01-01')).status).toBe(400);
  });
});

describe('creation range', () => {
  test('createdFrom/createdTo keep the rows of those business days (UTC+8), both ends included', async () => {
    const lists = [
      ['/admin/consume/unlocked', 'unlocks', `via = 'coin'`],
      ['/admin/consume/coin', 'coin_ledger', 'delta < 0'],
      ['/admin/points', 'point_ledger', 'true'],
      ['/admin/tasks/invite', 'invites', 'true'],
    ] as const;
    // the week before each table's newest day: a range with rows and newer rows outside it
    for (const [path, table, kept] of lists) {
      const [newest] = await queryRows<{ day: string }>(
        t.database.db,
        sql.raw(
          `SELECT to_char((max(created_at) AT TIME ZONE 'Asia/Shanghai')::date - 1, 'YYYY-MM-DD') AS day FROM ${table}`,
        ),
      );
      const to = newest?.day ?? '';
      const from = new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
      const page = (await get(`${path}?createdFrom=${from}&createdTo=${to}&pageSize=10`)).body.data;
      const expected = await count(
        `${table} WHERE ${kept} AND (created_at AT TIME ZONE 'Asia/Shanghai')::date BETWEEN '${from}' AND '${to}'`,
      );
      expect(expected, path).toBeGreaterThan(0);
      expectTotal(page, expected);
    }
  });
});
