import {
  collectionBulkStatusBodySchema,
  collectionCreateBodySchema,
  collectionListQuerySchema,
  collectionStatusBodySchema,
  collectionUpdateBodySchema,
  type Template,
  templateBulkStatusBodySchema,
  templateCreateBodySchema,
  templateListQuerySchema,
  templateStatusBodySchema,
  templateUpdateBodySchema,
} from '@opsdeck/shared/schemas';
import type { MockCollection } from '../data/editorial.ts';
import type { World } from '../data/world.ts';
import { contentResourceHandlers } from './content-resource.ts';
import type { Router } from './router.ts';

type Query = Record<string, unknown>;
const is = (q: Query, key: string, value: unknown) => q[key] === undefined || q[key] === value;

/** Templates and collections over the shared content schemas. */
export function editorialHandlers(router: Router, world: World): void {
  contentResourceHandlers<Template>(router, {
    path: 'templates',
    key: 'template',
    rows: () => world.templates,
    listQuery: templateListQuerySchema,
    create: templateCreateBodySchema,
    update: templateUpdateBodySchema,
    status: templateStatusBodySchema,
    bulkStatus: templateBulkStatusBodySchema,
    defaultSort: 'createdAt:desc',
    filter: (t, q) =>
      (q.q === undefined ||
        t.name.toLowerCase().includes(String(q.q).toLowerCase()) ||
        String(t.id) === String(q.q)) &&
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

  contentResourceHandlers<MockCollection>(router, {
    path: 'collections',
    key: 'collection',
    rows: () => world.collections,
    listQuery: collectionListQuerySchema,
    create: collectionCreateBodySchema,
    update: collectionUpdateBodySchema,
    status: collectionStatusBodySchema,
    bulkStatus: collectionBulkStatusBodySchema,
    defaultSort: 'sort:asc',
    filter: (c, q) =>
      (q.q === undefined ||
        c.title.toLowerCase().includes(String(q.q).toLowerCase()) ||
        c.slug.includes(String(q.q))) &&
      is(q, 'status', c.status),
    view: ({ items: _items, ...row }) => row,
    detail: (c) => c,
    build: (body, id, now) =>
      ({ ...body, id, itemCount: 0, items: [], createdAt: now, updatedAt: now }) as unknown as MockCollection,
  });
}
