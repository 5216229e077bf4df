import type { Page, Topic } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { auditCount, dataOf, snapshot, useContentApi } from '../../testing/content-api.js';

const t = useContentApi();

const base = '/api/admin/topics';
const coverUrl = 'https://cdn.example.com/topic.png';

describe('topics', () => {
  test('list: 8 seeded in sort order; status filter; startsAt sort puts empty windows first', async () => {
    const page = dataOf<Page<Topic>>(await t.call('GET', base));
    expect(page.total).toBe(8);
    expect(page.list.map((x) => x.sort)).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(dataOf<Page<Topic>>(await t.call('GET', `${base}?status=offline`)).total).toBe(2);
    const starts = dataOf<Page<Topic>>(await t.call('GET', `${base}?sort=startsAt:asc`)).list;
    expect(starts[0]?.startsAt).toBeNull();
  });

  test('create, update, status, bulk status, delete — audited', async () => {
    const audits = await auditCount(t);
    const x = dataOf<Topic>(
      await t.call('POST', base, {
        title: 'Rainy Days',
        slug: 'rainy-days',
        coverUrl,
        startsAt: '2026-06-01T00:00:00Z',
        endsAt: '2026-07-01T00:00:00Z',
      }),
    );
    expect(x).toMatchObject({ status: 'offline', startsAt: '2026-06-01T00:00:00.000Z', subtitle: '' });
    const y = dataOf<Topic>(
      await t.call('PATCH', `${base}/${x.id}`, { endsAt: null, updatedAt: x.updatedAt }),
    );
    expect(y.endsAt).toBeNull();
    dataOf(await t.call('POST', `${base}/${x.id}/status`, { status: 'online' }));
    expect(
      dataOf<{ updated: number }>(
        await t.call('POST', `${base}/bulk-status`, { ids: [x.id], status: 'offline' }),
      ).updated,
    ).toBe(1);
    expect(dataOf(await t.call('DELETE', `${base}/${x.id}`, undefined, { token: t.user }))).toEqual({
      id: x.id,
      deleted: true,
    });
    expect(await auditCount(t)).toBe(audits + 5);
  });

  test('a window that ends before it starts is 400 (also on the merged row); stale 409; nothing changes', async () => {
    const bad = await t.call('POST', base, {
      title: 'X',
      slug: 'x-window',
      coverUrl,
      startsAt: '2026-02-01T00:00:00Z',
      endsAt: '2026-01-01T00:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('endsAt');
    const x = dataOf<Topic>(
      await t.call('POST', base, {
        title: 'W',
        slug: 'w-window',
        coverUrl,
        startsAt: '2026-02-01T00:00:00Z',
      }),
    );
    const before = await snapshot(t, 'topics');
    const merged = await t.call('PATCH', `${base}/${x.id}`, {
      endsAt: '2026-01-15T00:00:00Z',
      updatedAt: x.updatedAt,
    });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().details[0]).toMatchObject({ field: 'endsAt' });
    dataOf(await t.call('PATCH', `${base}/${x.id}`, { title: 'W2', updatedAt: x.updatedAt }));
    const after = await snapshot(t, 'topics');
    const stale = await t.call('PATCH', `${base}/${x.id}`, { title: 'W3', updatedAt: x.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(await snapshot(t, 'topics')).toBe(after);
    expect(after).not.toBe(before);
    const slug = await t.call('POST', base, { title: 'Dup', slug: 'summer-vibes', coverUrl });
    expect(slug.statusCode).toBe(409);
    const cover = await t.call('POST', base, { title: 'No cover', slug: 'no-cover' });
    expect(cover.json().details[0].field).toBe('coverUrl');
  });

  test('no token is 401; user allowed', async () => {
    expect((await t.call('GET', base, undefined, { token: null })).statusCode).toBe(401);
    expect((await t.call('GET', base, undefined, { token: t.user })).statusCode).toBe(200);
  });
});
