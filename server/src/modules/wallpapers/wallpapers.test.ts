import type { Page, Wallpaper } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import {
  auditCount,
  categoryOnly,
  dataOf,
  makeImage,
  uploadImage,
  useContentApi,
} from '../../testing/content-api.js';

const t = useContentApi();
let wallpaperCategory: number;
beforeAll(async () => {
  wallpaperCategory = await categoryOnly(t, 'wallpaper');
});

const base = '/api/admin/wallpapers';

describe('wallpapers', () => {
  test('list: 500 seeded, newest first, with category names and topic ids; every filter narrows', async () => {
    const page = dataOf<Page<Wallpaper>>(await t.call('GET', `${base}?pageSize=20`));
    expect(page.total).toBe(500);
    expect(page.list).toHaveLength(20);
    const times = page.list.map((w) => Date.parse(w.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.list[0]?.categoryName).toBeTruthy();

    const one = page.list.find((w) => w.topicIds.length > 0)!;
    const checks: [string, (w: Wallpaper) => boolean][] = [
      [`categoryId=${one.categoryId}`, (w) => w.categoryId === one.categoryId],
      [`topicId=${one.topicIds[0]}`, (w) => w.topicIds.includes(one.topicIds[0]!)],
      ['access=coin', (w) => w.access === 'coin' && w.priceCoins > 0],
      ['status=draft', (w) => w.status === 'draft'],
      ['type=live', (w) => w.type === 'live'],
      [`tag=${one.tags[0]}`, (w) => w.tags.includes(one.tags[0]!)],
      [
        `q=${encodeURIComponent(one.title.split(' ')[0]!.toLowerCase())}`,
        (w) => w.title.toLowerCase().includes(one.title.split(' ')[0]!.toLowerCase()),
      ],
    ];
    for (const [query, ok] of checks) {
      const res = dataOf<Page<Wallpaper>>(await t.call('GET', `${base}?${query}&pageSize=100`));
      expect(res.total, query).toBeGreaterThan(0);
      expect(res.total, query).toBeLessThan(500);
      expect(res.list.every(ok), query).toBe(true);
    }
    const byId = dataOf<Page<Wallpaper>>(await t.call('GET', `${base}?q=${one.id}`));
    expect(byId.list.map((w) => w.id)).toContain(one.id);
    const popular = dataOf<Page<Wallpaper>>(
      await t.call('GET', `${base}?sort=downloads:desc&pageSize=5`),
    ).list;
    expect(popular.map((w) => w.downloads)).toEqual(
      [...popular.map((w) => w.downloads)].sort((a, b) => b - a),
    );
  });

  test('create from an upload fills size and thumbnail; detail, update, status, delete; all audited', async () => {
    const up = await uploadImage(t, await makeImage('png', 300, 500, 4242));
    const audits = await auditCount(t);
    const created = dataOf<Wallpaper>(
      await t.call('POST', base, {
        title: 'Upload test',
        imageUrl: up.url,
        categoryId: wallpaperCategory,
        tags: ['calm', 'test'],
        topicIds: [1, 2],
        access: 'coin',
        priceCoins: 15,
      }),
    );
    expect(created).toMatchObject({
      title: 'Upload test',
      width: 300,
      height: 500,
      thumbUrl: up.thumbUrl,
      status: 'draft',
      topicIds: [1, 2],
      access: 'coin',
      priceCoins: 15,
      downloads: 0,
    });
    expect(dataOf<Wallpaper>(await t.call('GET', `${base}/${created.id}`))).toEqual(created);
    const found = dataOf<Page<Wallpaper>>(await t.call('GET', `${base}?q=Upload%20test`)).list;
    expect(found.map((w) => w.id)).toEqual([created.id]);

    // switching access to free resets the price; topics are replaced
    const free = dataOf<Wallpaper>(
      await t.call('PATCH', `${base}/${created.id}`, {
        access: 'free',
        topicIds: [3],
        updatedAt: created.updatedAt,
      }),
    );
    expect(free).toMatchObject({ access: 'free', priceCoins: 0, topicIds: [3] });
    const online = dataOf<Wallpaper>(
      await t.call('POST', `${base}/${created.id}/status`, { status: 'online', updatedAt: free.updatedAt }),
    );
    expect(online.status).toBe('online');
    expect(dataOf(await t.call('DELETE', `${base}/${created.id}`))).toEqual({
      id: created.id,
      deleted: true,
    });
    expect(await auditCount(t)).toBe(audits + 4);
    const [links] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM wallpaper_topic_links WHERE wallpaper_id = ${created.id}`,
    );
    expect(links?.n).toBe(0);
  });

  test('an upload of several MB works at the default 10 MB limit', async () => {
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const up = await uploadImage(t, big);
    expect(up).toMatchObject({ width: 1400, height: 1400, size: big.length });
  });

  test('an external image URL needs width and height (400 naming the field)', async () => {
    const res = await t.call('POST', base, {
      title: 'Ext',
      imageUrl: 'https://cdn.example.com/a.jpg',
      categoryId: wallpaperCategory,
      width: 100,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'height', rule: 'required' });
    const ok = dataOf<Wallpaper>(
      await t.call('POST', base, {
        title: 'Ext',
        imageUrl: 'https://cdn.example.com/a.jpg',
        categoryId: wallpaperCategory,
        width: 100,
        height: 200,
      }),
    );
    expect(ok.thumbUrl).toBe('https://cdn.example.com/a.jpg');
  });
});
