import type { WallpaperTopic } from '@opsdeck/shared/resources';
import type { Page } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { auditCount, dataOf, snapshot, useContentApi } from '../../testing/content-api.js';

const t = useContentApi();

const base = '/api/admin/wallpaper-topics';

describe('wallpaper topics', () => {
  test('list with wallpaper counts; create, update, status, delete when empty', async () => {
    const page = dataOf<Page<WallpaperTopic>>(await t.call('GET', `${base}?pageSize=20`));
    expect(page.total).toBe(10);
    expect(page.list.some((x) => x.wallpaperCount > 0)).toBe(true);
    const audits = await auditCount(t);
    const x = dataOf<WallpaperTopic>(
      await t.call(
        'POST',
        base,
        { title: 'Forest', slug: 'forest', coverUrl: page.list[0]!.coverUrl },
        { token: t.user },
      ),
    );
    expect(x).toMatchObject({ wallpaperCount: 0, status: 'offline' });
    const y = dataOf<WallpaperTopic>(
      await t.call('PATCH', `${base}/${x.id}`, { title: 'Deep Forest', updatedAt: x.updatedAt }),
    );
    expect(y.title).toBe('Deep Forest');
    dataOf(await t.call('POST', `${base}/${x.id}/status`, { status: 'online', updatedAt: y.updatedAt }));
    expect(dataOf(await t.call('DELETE', `${base}/${x.id}`))).toEqual({ id: x.id, deleted: true });
    expect(await auditCount(t)).toBe(audits + 4);
  });

  test('delete is refused with 409 while wallpapers belong to it; stale edit 409; nothing changes', async () => {
    const used = dataOf<Page<WallpaperTopic>>(await t.call('GET', `${base}?pageSize=20`)).list.find(
      (x) => x.wallpaperCount > 0,
    )!;
    const before = await snapshot(t, 'wallpaper_topics');
    const res = await t.call('DELETE', `${base}/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Wallpaper topic "${used.title}" cannot be deleted: it is used by ${used.wallpaperCount} wallpapers`,
    );
    const zh = await t.call('DELETE', `${base}/${used.id}`, undefined, { locale: 'zh-CN' });
    expect(zh.json().message).toBe(
      `壁纸专题“${used.title}”无法删除：${used.wallpaperCount} 张壁纸正在使用它`,
    );
    dataOf(await t.call('PATCH', `${base}/${used.id}`, { sort: 1, updatedAt: used.updatedAt }));
    const after = await snapshot(t, 'wallpaper_topics');
    expect(
      (await t.call('PATCH', `${base}/${used.id}`, { sort: 2, updatedAt: used.updatedAt })).statusCode,
    ).toBe(409);
    expect(await snapshot(t, 'wallpaper_topics')).toBe(after);
    expect(after).not.toBe(before);
  });

  test('no token is 401', async () => {
    expect((await t.call('GET', base, undefined, { token: null })).statusCode).toBe(401);
  });
});
