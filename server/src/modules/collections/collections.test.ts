import type { Collection, CollectionDetail, Page } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { auditCount, dataOf, snapshot, useContentApi } from '../../testing/content-api.js';

const t = useContentApi();

const base = '/api/admin/collections';
const cover = '/uploads/seed-000000000000000000000000.png';

async function fresh(slug: string): Promise<CollectionDetail> {
  return dataOf<CollectionDetail>(
    await t.call('POST', base, { title: `Collection ${slug}`, slug, coverUrl: cover }),
  );
}

describe('collections', () => {
  test('list: 12 seeded in sort order with item counts; detail lists resolved items in order', async () => {
    const page = dataOf<Page<Collection>>(await t.call('GET', `${base}?pageSize=50`));
    expect(page.total).toBe(12);
    expect(page.list[0]?.slug).toBe('editors-picks');
    expect(page.list.every((c) => c.itemCount >= 6)).toBe(true);
    expect(dataOf<Page<Collection>>(await t.call('GET', `${base}?status=offline`)).total).toBe(2);
    const detail = dataOf<CollectionDetail>(await t.call('GET', `${base}/${page.list[0]!.id}`));
    expect(detail.items).toHaveLength(page.list[0]!.itemCount);
    expect(detail.items.map((i) => i.sort)).toEqual(detail.items.map((_, i) => i));
    expect(detail.items.every((i) => i.title.length > 0 && i.imageUrl.startsWith('/uploads/'))).toBe(true);
  });

  test('create, update, status, delete (items go with it), all audited; duplicate slug 409', async () => {
    const audits = await auditCount(t);
    const c = await fresh('weekend-set');
    expect(c).toMatchObject({ status: 'offline', itemCount: 0, items: [] });
    const dup = await t.call('POST', base, { title: 'Again', slug: 'weekend-set', coverUrl: cover });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details[0]).toMatchObject({ field: 'slug', rule: 'unique' });
    const u = dataOf<CollectionDetail>(
      await t.call('PATCH', `${base}/${c.id}`, { description: 'Calm', updatedAt: c.updatedAt }),
    );
    expect(u.description).toBe('Calm');
    const on = dataOf<CollectionDetail>(
      await t.call('POST', `${base}/${c.id}/status`, { status: 'online' }, { token: t.user }),
    );
    expect(on.status).toBe('online');
    dataOf(await t.call('POST', `${base}/${c.id}/items`, { contentType: 'wallpaper', contentId: 5 }));
    expect(dataOf(await t.call('DELETE', `${base}/${c.id}`))).toEqual({ id: c.id, deleted: true });
    expect(await auditCount(t)).toBe(audits + 5);
    expect(await snapshot(t, 'collection_items')).not.toContain(`"collection_id":${c.id},`);
  });

  test('items: add by type and id, remove, reorder; the order is kept', async () => {
    const c = await fresh('ordering');
    let d = dataOf<CollectionDetail>(
      await t.call('POST', `${base}/${c.id}/items`, { contentType: 'wallpaper', contentId: 10 }),
    );
    d = dataOf<CollectionDetail>(
      await t.call('POST', `${base}/${c.id}/items`, { contentType: 'template', contentId: 3 }),
    );
    d = dataOf<CollectionDetail>(
      await t.call(
        'POST',
        `${base}/${c.id}/items`,
        { contentType: 'wallpaper', contentId: 11 },
        { token: t.user },
      ),
    );
    expect(d.items.map((i) => [i.contentType, i.contentId, i.sort])).toEqual([
      ['wallpaper', 10, 0],
      ['template', 3, 1],
      ['wallpaper', 11, 2],
    ]);
    expect(d.itemCount).toBe(3);
    const ids = d.items.map((i) => i.id);
    const reordered = dataOf<CollectionDetail>(
      await t.call('PUT', `${base}/${c.id}/items/order`, {
        itemIds: [ids[2], ids[0], ids[1]],
        updatedAt: d.updatedAt,
      }),
    );
    expect(reordered.items.map((i) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
    const reloaded = dataOf<CollectionDetail>(await t.call('GET', `${base}/${c.id}`));
    expect(reloaded.items.map((i) => [i.id, i.sort])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    const removed = dataOf<CollectionDetail>(await t.call('DELETE', `${base}/${c.id}/items/${ids[0]}`));
    expect(removed.items.map((i) => [i.id, i.sort])).toEqual([
      [ids[2], 0],
      [ids[1], 1],
    ]);
    expect(await auditCount(t, 'collection.reorder')).toBe(1);
  });

  test('bad item changes are 4xx and change nothing', async () => {
    const c = await fresh('strict');
    const d = dataOf<CollectionDetail>(
      await t.call('POST', `${base}/${c.id}/items`, { contentType: 'template', contentId: 7 }),
    );
    const before = await snapshot(t, 'collection_items');
    const audits = await auditCount(t);
    const dup = await t.call('POST', `${base}/${c.id}/items`, { contentType: 'template', contentId: 7 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Template 7 is already in this collection');
    const missing = await t.call('POST', `${base}/${c.id}/items`, {
      contentType: 'wallpaper',
      contentId: 99999,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ field: 'contentId', rule: 'exists' });
    const badType = await t.call('POST', `${base}/${c.id}/items`, { contentType: 'video', contentId: 1 });
    expect(badType.statusCode).toBe(400);
    const mismatch = await t.call('PUT', `${base}/${c.id}/items/order`, {
      itemIds: [d.items[0]!.id, 123456],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details[0]).toMatchObject({ field: 'itemIds', rule: 'set' });
    const stale = await t.call('PUT', `${base}/${c.id}/items/order`, {
      itemIds: [d.items[0]!.id],
      updatedAt: c.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details[0]).toMatchObject({ field: 'updatedAt', rule: 'stale' });
    const notHere = await t.call('DELETE', `${base}/${c.id}/items/999999`);
    expect(notHere.statusCode).toBe(404);
    expect(
      (await t.call('POST', `${base}/424242/items`, { contentType: 'template', contentId: 7 })).statusCode,
    ).toBe(404);
    expect(await snapshot(t, 'collection_items')).toBe(before);
    expect(await auditCount(t)).toBe(audits);
  });

  test('no token is 401; the user role may read', async () => {
    expect((await t.call('GET', base, undefined, { token: null })).statusCode).toBe(401);
    expect((await t.call('PUT', `${base}/1/items/order`, { itemIds: [] }, { token: null })).statusCode).toBe(
      401,
    );
    expect((await t.call('GET', `${base}/1`, undefined, { token: t.user })).statusCode).toBe(200);
  });
});
