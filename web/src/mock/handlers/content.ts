import {
  type Category,
  categoryBulkStatusBodySchema,
  categoryCreateBodySchema,
  categoryListQuerySchema,
  categoryStatusBodySchema,
  categoryUpdateBodySchema,
  type Wallpaper,
  wallpaperBulkStatusBodySchema,
  wallpaperCreateBodySchema,
  wallpaperListQuerySchema,
  wallpaperStatusBodySchema,
  wallpaperUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import type { World } from '../data/world.ts';
import { MockHttpError } from '../http/reply.ts';
import { contentResourceHandlers } from './content-resource.ts';
import type { Router } from './router.ts';

type Query = Record<string, unknown>;
const has = (q: Query, key: string) => q[key] !== undefined;

/** Categories and wallpapers over the shared content schemas. */
export function contentHandlers(router: Router, world: World): void {
  contentResourceHandlers<Category>(router, {
    path: 'categories',
    key: 'category',
    rows: () => world.categories,
    listQuery: categoryListQuerySchema,
    create: categoryCreateBodySchema,
    update: categoryUpdateBodySchema,
    status: categoryStatusBodySchema,
    bulkStatus: categoryBulkStatusBodySchema,
    defaultSort: 'sort:asc',
    filter: (c, q) =>
      (!has(q, 'q') ||
        c.name.toLowerCase().includes(String(q.q).toLowerCase()) ||
        c.slug.includes(String(q.q))) &&
      (!has(q, 'scope') || c.scope === q.scope) &&
      (!has(q, 'status') || c.status === q.status),
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

  contentResourceHandlers<Wallpaper>(router, {
    path: 'wallpapers',
    key: 'wallpaper',
    rows: () => world.wallpapers,
    listQuery: wallpaperListQuerySchema,
    create: wallpaperCreateBodySchema,
    update: wallpaperUpdateBodySchema,
    status: wallpaperStatusBodySchema,
    bulkStatus: wallpaperBulkStatusBodySchema,
    defaultSort: 'createdAt:desc',
    filter: (w, q) =>
      (!has(q, 'q') || w.title.toLowerCase().includes(String(q.q).toLowerCase())) &&
      (!has(q, 'categoryId') || w.categoryId === q.categoryId) &&
      (!has(q, 'topicId') || w.topicIds.includes(Number(q.topicId))) &&
      (!has(q, 'access') || w.access === q.access) &&
      (!has(q, 'status') || w.status === q.status) &&
      (!has(q, 'type') || w.type === q.type) &&
      (!has(q, 'tag') || w.tags.includes(String(q.tag))),
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
