import type { Wallpaper } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import {
  auditCount,
  categoryOnly,
  dataOf,
  makeImage,
  snapshot,
  uploadImage,
  useContentApi,
} from '../../testing/content-api.js';

const t = useContentApi();
let wallpaperCategory: number;
let templateOnlyCategory: number;
beforeAll(async () => {
  wallpaperCategory = await categoryOnly(t, 'wallpaper');
  templateOnlyCategory = await categoryOnly(t, 'template');
});

const base = '/api/admin/wallpapers';

async function newWallpaper(extra: Record<string, unknown> = {}): Promise<Wallpaper> {
  const up = await uploadImage(t, await makeImage('png', 120, 200, Math.floor(Math.random() * 1e6)));
  return dataOf<Wallpaper>(
    await t.call('POST', base, { title: 'Fresh', imageUrl: up.url, categoryId: wallpaperCategory, ...extra }),
  );
}

describe('wallpaper rules', () => {
  test('bad inputs are 4xx naming the field and change nothing', async () => {
    const before = await snapshot(t, 'wallpapers');
    const links = await snapshot(t, 'wallpaper_topic_links');
    const audits = await auditCount(t);
    const up = await uploadImage(t, await makeImage('png', 40, 40, 31337));
    const audits2 = await auditCount(t);
    expect(audits2).toBe(audits + 1);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ categoryId: 99999 }, 400, 'categoryId', 'exists'],
      [{ categoryId: templateOnlyCategory }, 400, 'categoryId', 'scope'],
      [{ priceCoins: 10 }, 400, 'priceCoins', 'custom'],
      [{ access: 'coin' }, 400, 'priceCoins', 'custom'],
      [{ topicIds: [1, 99999] }, 400, 'topicIds', 'exists'],
      [{ imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png' }, 400, 'imageUrl', 'exists'],
      [{ imageUrl: 'javascript:alert(1)' }, 400, 'imageUrl', 'custom'],
      [{ title: 'x'.repeat(61) }, 400, 'title', 'maxLength'],
    ];
    for (const [patch, status, field, rule] of cases) {
      const res = await t.call('POST', base, {
        title: 'Bad',
        imageUrl: up.url,
        categoryId: wallpaperCategory,
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(status);
      const detail = res.json().details?.[0];
      expect(detail?.field, JSON.stringify(patch)).toBe(field);
      if (rule !== 'custom') expect(detail?.rule, JSON.stringify(patch)).toBe(rule);
    }
    const unknown = await t.call('POST', base, { title: 'Bad', imageUrl: up.url, categoryId: 99999 });
    expect(unknown.json().message).toBe('Category 99999 does not exist');
    const price = await t.call(
      'POST',
      base,
      { title: 'Bad', imageUrl: up.url, categoryId: wallpaperCategory, priceCoins: 10 },
      { locale: 'zh-CN' },
    );
    expect(price.json().details[0].message).toBe('访问方式不是福币时，价格（福币）必须为 0');
    expect(await snapshot(t, 'wallpapers')).toBe(before);
    expect(await snapshot(t, 'wallpaper_topic_links')).toBe(links);
    expect(await auditCount(t)).toBe(audits2);
  });

  test('update: a stale updatedAt is 409; the price rule holds on the merged row', async () => {
    const w = await newWallpaper();
    dataOf(
      await t.call(
        'PATCH',
        `${base}/${w.id}`,
        { title: 'Theirs', updatedAt: w.updatedAt },
        { token: t.user },
      ),
    );
    const before = await snapshot(t, 'wallpapers');
    const stale = await t.call('PATCH', `${base}/${w.id}`, { title: 'Mine', updatedAt: w.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details[0]).toMatchObject({ field: 'updatedAt', rule: 'stale' });
    const staleStatus = await t.call('POST', `${base}/${w.id}/status`, {
      status: 'online',
      updatedAt: w.updatedAt,
    });
    expect(staleStatus.statusCode).toBe(409);
    const fresh = dataOf<Wallpaper>(await t.call('GET', `${base}/${w.id}`));
    const coinNoPrice = await t.call('PATCH', `${base}/${w.id}`, {
      access: 'coin',
      updatedAt: fresh.updatedAt,
    });
    expect(coinNoPrice.statusCode).toBe(400);
    expect(coinNoPrice.json().details[0].field).toBe('priceCoins');
    expect(await snapshot(t, 'wallpapers')).toBe(before);
    const coin = dataOf<Wallpaper>(
      await t.call('PATCH', `${base}/${w.id}`, {
        access: 'coin',
        priceCoins: 30,
        updatedAt: fresh.updatedAt,
      }),
    );
    expect(coin).toMatchObject({ access: 'coin', priceCoins: 30, title: 'Theirs' });
  });

  test('duration: a live wallpaper has one (1 to 3600 s), created and edited; a still image has none', async () => {
    const live = await newWallpaper({ type: 'live', durationSeconds: 15 });
    expect(live).toMatchObject({ type: 'live', durationSeconds: 15 });
    expect((await newWallpaper()).durationSeconds).toBeNull();
    const before = await snapshot(t, 'wallpapers');
    const up = await uploadImage(t, await makeImage('png', 40, 40, 4242));
    const bad: [Record<string, unknown>, string][] = [
      [{ type: 'live', durationSeconds: 0 }, 'min'],
      [{ type: 'live', durationSeconds: 3601 }, 'max'],
      [{ type: 'live', durationSeconds: 2.5 }, 'integer'],
      [{ type: 'live', durationSeconds: '10' }, 'type'],
      [{ durationSeconds: 10 }, 'custom'],
    ];
    for (const [patch, rule] of bad) {
      const res = await t.call('POST', base, {
        title: 'Bad',
        imageUrl: up.url,
        categoryId: wallpaperCategory,
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().details[0].field, JSON.stringify(patch)).toBe('durationSeconds');
      if (rule === 'min' || rule === 'max') expect(res.json().details[0].rule).toBe(rule);
    }
    const zh = await t.call(
      'POST',
      base,
      { title: 'Bad', imageUrl: up.url, categoryId: wallpaperCategory, type: 'live', durationSeconds: 3601 },
      { locale: 'zh-CN' },
    );
    expect(zh.json().details[0].message).toContain('时长（秒）');
    const still = await t.call('POST', base, {
      title: 'Bad',
      imageUrl: up.url,
      categoryId: wallpaperCategory,
      durationSeconds: 10,
    });
    expect(still.json().details[0].message).toBe(
      'Duration (seconds) applies only to a live (video) wallpaper; leave it empty for a still image',
    );
    expect(await snapshot(t, 'wallpapers')).toBe(before);

    const edited = dataOf<Wallpaper>(
      await t.call('PATCH', `${base}/${live.id}`, { durationSeconds: 3600, updatedAt: live.updatedAt }),
    );
    expect(edited.durationSeconds).toBe(3600);
    const tooLong = await t.call('PATCH', `${base}/${live.id}`, {
      durationSeconds: 3601,
      updatedAt: edited.updatedAt,
    });
    expect(tooLong.statusCode).toBe(400);
    const stillWithTime = await t.call('PATCH', `${base}/${live.id}`, {
      type: 'static',
      durationSeconds: 20,
      updatedAt: edited.updatedAt,
    });
    expect(stillWithTime.statusCode).toBe(400);
    expect(stillWithTime.json().details[0].field).toBe('durationSeconds');
    // turning it into a still image clears the duration
    const still2 = dataOf<Wallpaper>(
      await t.call('PATCH', `${base}/${live.id}`, { type: 'static', updatedAt: edited.updatedAt }),
    );
    expect(still2).toMatchObject({ type: 'static', durationSeconds: null });
  });

  test('bulk status publishes many and reports missing ids; delete is refused while referenced', async () => {
    const a = await newWallpaper();
    const b = await newWallpaper();
    const res = dataOf<{ updated: number; ids: number[]; missing: number[] }>(
      await t.call(
        'POST',
        `${base}/bulk-status`,
        { ids: [a.id, b.id, 777777], status: 'online' },
        { token: t.user },
      ),
    );
    expect(res).toEqual({ updated: 2, ids: [a.id, b.id].sort((x, y) => x - y), missing: [777777] });
    expect(await auditCount(t, 'wallpaper.bulkStatus')).toBeGreaterThanOrEqual(2);
    const tooMany = await t.call('POST', `${base}/bulk-status`, {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
      status: 'online',
    });
    expect(tooMany.statusCode).toBe(400);

    const [unlocked] = await queryRows<{ id: number; n: number }>(
      t.database.db,
      sql`SELECT content_id AS id, count(*)::int AS n FROM unlocks WHERE content_type = 'wallpaper'
          AND content_id NOT IN (SELECT content_id FROM collection_items WHERE content_type = 'wallpaper')
          GROUP BY content_id ORDER BY content_id LIMIT 1`,
    );
    const before = await snapshot(t, 'wallpapers');
    const refused = await t.call('DELETE', `${base}/${unlocked!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`it is used by ${unlocked!.n} unlocks$`));
    const [inCollection] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT content_id AS id FROM collection_items WHERE content_type = 'wallpaper' ORDER BY id LIMIT 1`,
    );
    const refused2 = await t.call('DELETE', `${base}/${inCollection!.id}`, undefined, { locale: 'zh-CN' });
    expect(refused2.statusCode).toBe(409);
    expect(refused2.json().message).toMatch(/个合集/);
    expect(await snapshot(t, 'wallpapers')).toBe(before);
  });

  test('the user role may use the routes; no token is 401', async () => {
    expect((await t.call('GET', base, undefined, { token: t.user })).statusCode).toBe(200);
    expect((await t.call('GET', `${base}/1`, undefined, { token: t.user })).statusCode).toBe(200);
    expect((await t.call('GET', base, undefined, { token: null })).statusCode).toBe(401);
    expect((await t.call('DELETE', `${base}/1`, undefined, { token: null })).statusCode).toBe(401);
  });
});
