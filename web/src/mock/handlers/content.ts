import { categoryResource, wallpaperResource } from '@opsdeck/shared/resources';
import type { Category, Wallpaper } from '@opsdeck/shared/schemas';
import type { World } from '../data/world.ts';
import { is } from '../http/paging.ts';
import { MockHttpError } from '../http/reply.ts';
import { contentResourceHandlers, searched } from './content-resource.ts';
import type { Router } from './router.ts';

/** Categories and wallpapers over the shared content schemas. */
export function contentHandlers(router: Router, world: World): void {
  contentResourceHandlers<Category>(router, {
    resource: categoryResource,
    key: 'category',
    rows: () => world.categories,
    defaultSort: 'sort:asc',
    filter: (c, q) => searched(q, c.name, c.slug) && is(q, 'scope', c.scope) && is(q, 'status', c.status),
    build: (body, id, now) =>
      ({ ...body, id, wallpaperCount: 0, templateCount: 0, createdAt: now, updatedAt: now }) as Category,
    check: (body, self) => {
      const taken = world.categories.find((c) => c.slug === body.slug && c.id !== self?.id);
      if (!taken) return undefined;
      return new MockHttpError(409, 'content.errors.slugTaken', {
        params: { slug: body.slug, resource: 'category' },
        details: [{ field: 'slug', rule: 'unique', message: '' }],
      });
    },
    blockDelete: (c) =>
      c.wallpaperCount + c.templateCount > 0
        ? new MockHttpError(409, 'content.errors.inUse', {
            params: { resource: 'Category', name: c.name, refs: `${c.wallpaperCount} wallpapers` },
            details: [{ field: 'id', rule: 'inUse', message: '' }],
          })
        : undefined,
  });

  // The category's name as it is now (an edit may have moved the wallpaper to another category).
  const named = (w: Wallpaper): Wallpaper => ({
    ...w,
    categoryName: world.categories.find((c) => c.id === w.categoryId)?.name ?? w.categoryName,
  });
  contentResourceHandlers<Wallpaper>(router, {
    resource: wallpaperResource,
    key: 'wallpaper',
    rows: () => world.wallpapers,
    view: named,
    detail: named,
    defaultSort: 'createdAt:desc',
    filter: (w, q) =>
      searched(q, w.title) &&
      is(q, 'categoryId', w.categoryId) &&
      (q.topicId === undefined || w.topicIds.includes(Number(q.topicId))) &&
      is(q, 'access', w.access) &&
      is(q, 'status', w.status) &&
      is(q, 'type', w.type) &&
      (q.tag === undefined || w.tags.includes(String(q.tag))),
    build: (body, id, now) => {
      const category = world.categories.find((c) => c.id === body.categoryId);
      return {
        thumbUrl: body.imageUrl,
        width: 1080,
        height: 1920,
        ...body,
        id,
        categoryName: category?.name ?? '',
        downloads: 0,
        likes: 0,
        createdBy: 1,
        createdAt: now,
        updatedAt: now,
      } as Wallpaper;
    },
  });
}
