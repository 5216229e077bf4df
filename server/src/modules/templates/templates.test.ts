import type { Page, Template, TemplateLayoutInput } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { auditCount, categoryOnly, dataOf, snapshot, useContentApi } from '../../testing/content-api.js';

const t = useContentApi();
let templateCategory: number;
let wallpaperOnlyCategory: number;
beforeAll(async () => {
  templateCategory = await categoryOnly(t, 'template');
  wallpaperOnlyCategory = await categoryOnly(t, 'wallpaper');
});

const base = '/api/admin/templates';

const layout: TemplateLayoutInput = {
  canvas: { width: 600, height: 800, background: '#fff7e6' },
  layers: [
    {
      id: 'title',
      kind: 'text',
      x: 40,
      y: 60,
      width: 520,
      height: 100,
      text: 'Hello',
      fontSize: 72,
      color: '#d4380d',
      align: 'center',
    },
    { id: 'photo', kind: 'image', slot: 'photo', x: 100, y: 220, width: 400, height: 400, radius: 20 },
  ],
};

describe('templates', () => {
  test('list: 120 seeded with real layouts and covers; filters by kind, category, access, status', async () => {
    const page = dataOf<Page<Template>>(await t.call('GET', `${base}?pageSize=100`));
    expect(page.total).toBe(120);
    expect(page.list.every((x) => x.layout.layers.length > 0 && x.coverUrl.startsWith('/uploads/'))).toBe(
      true,
    );
    const cover = await t.app.inject({ method: 'GET', url: page.list[0]!.coverUrl });
    expect(cover.statusCode).toBe(200);
    for (const [q, ok] of [
      ['kind=poster', (x: Template) => x.kind === 'poster'],
      [`categoryId=${page.list[0]!.categoryId}`, (x: Template) => x.categoryId === page.list[0]!.categoryId],
      ['access=vip', (x: Template) => x.access === 'vip'],
      ['status=online', (x: Template) => x.status === 'online'],
    ] as const) {
      const res = dataOf<Page<Template>>(await t.call('GET', `${base}?${q}&pageSize=100`));
      expect(res.total, q).toBeGreaterThan(0);
      expect(res.total, q).toBeLessThan(120);
      expect(res.list.every(ok), q).toBe(true);
    }
    const uses = dataOf<Page<Template>>(await t.call('GET', `${base}?sort=uses:desc&pageSize=10`)).list.map(
      (x) => x.uses,
    );
    expect(uses).toEqual([...uses].sort((a, b) => b - a));
  });

  test('create without a cover draws one from the layout; defaults fill the layers; update and delete', async () => {
    const audits = await auditCount(t);
    const created = dataOf<Template>(
      await t.call('POST', base, { name: 'Hello card', categoryId: templateCategory, layout }),
    );
    expect(created.coverUrl).toMatch(/^\/uploads\/cover-[0-9a-f]{32}\.png$/);
    expect(created.layout.layers[0]).toMatchObject({
      kind: 'text',
      fontFamily: 'sans-serif',
      fontWeight: 'normal',
      rotation: 0,
      opacity: 1,
    });
    expect(created.layout.layers[1]).toMatchObject({ kind: 'image', src: null, fit: 'cover' });
    const png = await t.app.inject({ method: 'GET', url: created.coverUrl });
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ width: 480, height: 640, format: 'png' });

    const moved = structuredClone(created.layout);
    moved.layers[0]!.y = 300;
    const updated = dataOf<Template>(
      await t.call('PATCH', `${base}/${created.id}`, {
        layout: moved,
        name: 'Hello card 2',
        updatedAt: created.updatedAt,
      }),
    );
    expect(updated.layout.layers[0]!.y).toBe(300);
    expect(updated.coverUrl).not.toBe(created.coverUrl);
    expect(updated.coverUrl).toMatch(/^\/uploads\/cover-/);
    const kept = dataOf<Template>(
      await t.call('PATCH', `${base}/${created.id}`, {
        coverUrl: 'https://cdn.example.com/c.png',
        updatedAt: updated.updatedAt,
      }),
    );
    expect(kept.coverUrl).toBe('https://cdn.example.com/c.png');
    const published = dataOf<{ updated: number }>(
      await t.call('POST', `${base}/bulk-status`, { ids: [created.id], status: 'online' }, { token: t.user }),
    );
    expect(published.updated).toBe(1);
    expect(dataOf(await t.call('DELETE', `${base}/${created.id}`))).toEqual({
      id: created.id,
      deleted: true,
    });
    expect(await auditCount(t)).toBe(audits + 5);
  });

  test('bad layouts and fields are 400 naming the field; nothing changes', async () => {
    const before = await snapshot(t, 'templates');
    const audits = await auditCount(t);
    const dupIds = { ...layout, layers: [layout.layers[0]!, { ...layout.layers[0]!, x: 5 }] };
    const cases: [Record<string, unknown>, string][] = [
      [{ layout: dupIds }, 'layout.layers.1.id'],
      [{ layout: { ...layout, canvas: { width: 50, height: 800 } } }, 'layout.canvas.width'],
      [{ layout: { ...layout, layers: [{ ...layout.layers[0]!, color: 'red' }] } }, 'layout.layers.0.color'],
      [{ kind: 'video' }, 'kind'],
      [{ categoryId: 99999 }, 'categoryId'],
      [{ categoryId: wallpaperOnlyCategory }, 'categoryId'],
      [{ access: 'vip', priceCoins: 5 }, 'priceCoins'],
      [{ access: 'coin' }, 'priceCoins'],
    ];
    for (const [patch, field] of cases) {
      const res = await t.call('POST', base, { name: 'Bad', categoryId: templateCategory, layout, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(
        res.json().details.map((d: { field: string }) => d.field),
        JSON.stringify(patch),
      ).toContain(field);
    }
    const kind = await t.call('POST', base, {
      name: 'Bad',
      categoryId: templateCategory,
      layout,
      kind: 'video',
    });
    expect(kind.json().message).toBe('Template kind must be one of: greeting card, poster, wallpaper');
    expect(await snapshot(t, 'templates')).toBe(before);
    expect(await auditCount(t)).toBe(audits);
  });

  test('a stale edit is 409; delete is refused while a collection or unlocks refer to it', async () => {
    const x = dataOf<Template>(
      await t.call('POST', base, {
        name: 'Race',
        categoryId: templateCategory,
        layout,
        coverUrl: 'https://cdn.example.com/r.png',
      }),
    );
    dataOf(
      await t.call(
        'POST',
        `${base}/${x.id}/status`,
        { status: 'online', updatedAt: x.updatedAt },
        { token: t.user },
      ),
    );
    const stale = await t.call('PATCH', `${base}/${x.id}`, { name: 'Mine', updatedAt: x.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Someone else changed this template/);

    const [used] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT content_id AS id FROM collection_items WHERE content_type = 'template' ORDER BY id LIMIT 1`,
    );
    const before = await snapshot(t, 'templates');
    const refused = await t.call('DELETE', `${base}/${used!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cannot be deleted: it is used by .*collections?/);
    expect(await snapshot(t, 'templates')).toBe(before);
  });

  test('the user role may use the routes; no token is 401', async () => {
    expect((await t.call('GET', `${base}/1`, undefined, { token: t.user })).statusCode).toBe(200);
    expect(
      (await t.call('POST', base, { name: 'x', categoryId: templateCategory, layout }, { token: null }))
        .statusCode,
    ).toBe(401);
  });
});
