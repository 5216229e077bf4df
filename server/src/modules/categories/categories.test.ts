import type { Category, Page } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { auditCount, dataOf, snapshot, useContentApi } from '../../testing/content-api.js';

const t = useContentApi();

const base = '/api/admin/categories';

describe('categories', () => {
  test('list: seeded rows in sort order with derived counts; filters by scope (both matches), status, q', async () => {
    const page = dataOf<Page<Category>>(await t.call('GET', `${base}?pageSize=100`));
    expect(page.total).toBe(14);
    expect(page.list.map((c) => c.sort)).toEqual([...page.list.map((c) => c.sort)].sort((a, b) => a - b));
    const landscapes = page.list.find((c) => c.slug === 'landscapes');
    expect(landscapes?.wallpaperCount).toBeGreaterThan(0);
    expect(landscapes?.templateCount).toBe(0);

    const forWallpapers = dataOf<Page<Category>>(await t.call('GET', `${base}?scope=wallpaper&pageSize=100`));
    expect(forWallpapers.list.every((c) => c.scope === 'wallpaper' || c.scope === 'both')).toBe(true);
    expect(forWallpapers.list.some((c) => c.scope === 'both')).toBe(true);

    const disabled = dataOf<Page<Category>>(await t.call('GET', `${base}?status=disabled`));
    expect(disabled.list.map((c) => c.slug)).toEqual(['retired']);

    const q = dataOf<Page<Category>>(await t.call('GET', `${base}?q=LAND`));
    expect(q.list.map((c) => c.slug)).toEqual(['landscapes']);

    const byName = dataOf<Page<Category>>(await t.call('GET', `${base}?sort=name:desc&pageSize=3&current=2`));
    expect(byName.list).toHaveLength(3);
    expect(byName.total).toBe(14);
  });

  test('a bad sort or filter is a 400 naming the field', async () => {
    const res = await t.call('GET', `${base}?sort=slug:asc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('sort');
    expect((await t.call('GET', `${base}?scope=videos`)).json().details[0].field).toBe('scope');
  });

  test('create, read, update with updatedAt, status, bulk status, delete — each audited', async () => {
    const audits = await auditCount(t);
    const created = dataOf<Category>(
      await t.call('POST', base, { name: 'Seasons', slug: 'seasons', scope: 'wallpaper', sort: 5 }),
    );
    expect(created).toMatchObject({
      name: 'Seasons',
      slug: 'seasons',
      status: 'enabled',
      icon: '',
      wallpaperCount: 0,
    });
    expect(dataOf<Category>(await t.call('GET', `${base}/${created.id}`))).toEqual(created);

    const updated = dataOf<Category>(
      await t.call('PATCH', `${base}/${created.id}`, { name: 'Four Seasons', updatedAt: created.updatedAt }),
    );
    expect(updated.name).toBe('Four Seasons');
    expect(updated.slug).toBe('seasons');
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    const off = dataOf<Category>(
      await t.call('POST', `${base}/${created.id}/status`, { status: 'disabled' }),
    );
    expect(off.status).toBe('disabled');
    const bulk = dataOf<{ updated: number; missing: number[] }>(
      await t.call('POST', `${base}/bulk-status`, { ids: [created.id, 99999], status: 'enabled' }),
    );
    expect(bulk).toMatchObject({ updated: 1, ids: [created.id], missing: [99999] });

    expect(dataOf(await t.call('DELETE', `${base}/${created.id}`))).toEqual({
      id: created.id,
      deleted: true,
    });
    expect((await t.call('GET', `${base}/${created.id}`)).statusCode).toBe(404);
    expect(await auditCount(t)).toBe(audits + 5);
    expect(await auditCount(t, 'category.delete')).toBeGreaterThanOrEqual(1);
  });

  test('a stale edit is 409 (someone else changed it) and changes nothing', async () => {
    const c = dataOf<Category>(await t.call('POST', base, { name: 'Stale', slug: 'stale-one' }));
    dataOf(await t.call('PATCH', `${base}/${c.id}`, { sort: 7, updatedAt: c.updatedAt }, { token: t.user }));
    const before = await snapshot(t, 'categories');
    const audits = await auditCount(t);
    const res = await t.call('PATCH', `${base}/${c.id}`, { name: 'Mine', updatedAt: c.updatedAt });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Someone else changed this category/);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'updatedAt', rule: 'stale' })]);
    const zh = await t.call(
      'PATCH',
      `${base}/${c.id}`,
      { name: 'Mine', updatedAt: c.updatedAt },
      { locale: 'zh-CN' },
    );
    expect(zh.json().message).toContain('有人修改了它');
    expect(await snapshot(t, 'categories')).toBe(before);
    expect(await auditCount(t)).toBe(audits);
  });

  test('a duplicate slug is 409 naming slug, on create and on update; nothing changes', async () => {
    const before = await snapshot(t, 'categories');
    const res = await t.call('POST', base, { name: 'Again', slug: 'landscapes' });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'slug', rule: 'unique' })]);
    expect(res.json().message).toContain('landscapes');
    const other = dataOf<Page<Category>>(await t.call('GET', `${base}?q=abstract`)).list[0]!;
    const upd = await t.call('PATCH', `${base}/${other.id}`, { slug: 'animals', updatedAt: other.updatedAt });
    expect(upd.statusCode).toBe(409);
    expect(await snapshot(t, 'categories')).toBe(before);
  });

  test('bad fields are 400 naming each field, in the caller’s language', async () => {
    const res = await t.call('POST', base, { name: '', slug: 'Not A Slug', scope: 'music', sort: -1 });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['name', 'scope', 'slug', 'sort']);
    const zh = await t.call('POST', base, { name: 'x', slug: 'Bad Slug' }, { locale: 'zh-CN' });
    expect(zh.json().details[0].message).toContain('标识');
    const noStamp = await t.call('PATCH', `${base}/1`, { name: 'x' });
    expect(noStamp.statusCode).toBe(400);
    expect(noStamp.json().details[0].field).toBe('updatedAt');
  });

  test('delete is refused with 409 naming what uses the category; the disabled empty one can go', async () => {
    const list = dataOf<Page<Category>>(await t.call('GET', `${base}?pageSize=100`)).list;
    const used = list.find((c) => c.slug === 'festivals')!;
    const before = await snapshot(t, 'categories');
    const res = await t.call('DELETE', `${base}/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Category "Festivals" cannot be deleted: it is used by ${used.wallpaperCount} wallpapers, ${used.templateCount} templates`,
    );
    expect(await snapshot(t, 'categories')).toBe(before);
    const retired = list.find((c) => c.slug === 'retired')!;
    expect((await t.call('DELETE', `${base}/${retired.id}`)).statusCode).toBe(200);
  });

  test('narrowing the scope is refused with 409 while content of the other kind uses it', async () => {
    const both = dataOf<Page<Category>>(await t.call('GET', `${base}?q=love`)).list[0]!;
    const before = await snapshot(t, 'categories');
    const res = await t.call('PATCH', `${base}/${both.id}`, { scope: 'template', updatedAt: both.updatedAt });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0]).toMatchObject({ field: 'scope', rule: 'inUse' });
    expect(res.json().message).toContain(`${both.wallpaperCount} wallpapers`);
    expect(await snapshot(t, 'categories')).toBe(before);
  });

  test('the user role may use every route (spec §6); no token is 401; unknown id is 404', async () => {
    expect((await t.call('GET', base, undefined, { token: t.user })).statusCode).toBe(200);
    const made = await t.call('POST', base, { name: 'By user', slug: 'by-user' }, { token: t.user });
    expect(made.statusCode).toBe(200);
    expect((await t.call('GET', base, undefined, { token: null })).statusCode).toBe(401);
    expect((await t.call('POST', base, { name: 'x', slug: 'x' }, { token: null })).statusCode).toBe(401);
    const missing = await t.call('GET', `${base}/424242`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category 424242 not found');
  });
});
