import { collectionResource, templateResource } from '@opsdeck/shared/resources';
import type { Template } from '@opsdeck/shared/schemas';
import type { MockCollection } from '../data/editorial.ts';
import type { World } from '../data/world.ts';
import { is } from '../http/paging.ts';
import { contentResourceHandlers, searched, titledResourceHandlers } from './content-resource.ts';
import type { Router } from './router.ts';

/** Templates and collections over the shared content schemas. */
export function editorialHandlers(router: Router, world: World): void {
  contentResourceHandlers<Template>(router, {
    resource: templateResource,
    key: 'template',
    rows: () => world.templates,
    defaultSort: 'createdAt:desc',
    filter: (t, q) =>
      (searched(q, t.name) || String(t.id) === String(q.q)) &&
      is(q, 'categoryId', t.categoryId) &&
      is(q, 'kind', t.kind) &&
      is(q, 'access', t.access) &&
      is(q, 'status', t.status),
    build: (body, id, now) => {
      const category = world.categories.find((c) => c.id === body.categoryId);
      return {
        coverUrl: `/uploads/mock-template-${id}.jpg`,
        ...body,
        id,
        categoryName: category?.name ?? '',
        uses: 0,
        createdBy: 1,
        createdAt: now,
        updatedAt: now,
      } as Template;
    },
  });

  titledResourceHandlers<MockCollection>(router, {
    resource: collectionResource,
    key: 'collection',
    rows: () => world.collections,
    view: ({ items: _items, ...row }) => row,
    detail: (c) => c,
    build: (body, id, now) =>
      ({ ...body, id, itemCount: 0, items: [], createdAt: now, updatedAt: now }) as unknown as MockCollection,
  });
}
