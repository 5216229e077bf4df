import {
  type CollectionDetail,
  collectionItemAddBodySchema,
  collectionItemParamsSchema,
  collectionReorderBodySchema,
  contentIdParamsSchema,
} from '@opsdeck/shared/schemas';
import type { MockCollection } from '../data/editorial.ts';
import type { World } from '../data/world.ts';
import { bodyOf, MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import type { Router } from './router.ts';

function collectionOf(world: World, id: number): MockCollection {
  const c = world.collections.find((x) => x.id === id);
  if (!c) throw new MockHttpError(404, 'content.errors.notFound', { params: { resource: 'Collection', id } });
  return c;
}

function touched(c: MockCollection): CollectionDetail {
  c.items.forEach((item, i) => {
    item.sort = i;
  });
  c.itemCount = c.items.length;
  c.updatedAt = new Date(Math.max(Date.now(), Date.parse(c.updatedAt) + 1)).toISOString();
  return c;
}

/** A collection's items: add a wallpaper or template, remove one, reorder them all. */
export function collectionItemHandlers({ on }: Router, world: World): void {
  on('post', '/admin/collections/:id/items', ['*'], async ({ request, params }) => {
    const { id } = parseOr400(request, contentIdParamsSchema, params);
    const body = parseOr400(request, collectionItemAddBodySchema, await bodyOf(request));
    const c = collectionOf(world, id);
    if (c.items.some((i) => i.contentType === body.contentType && i.contentId === body.contentId)) {
      throw new MockHttpError(409, 'content.errors.itemExists', {
        params: { type: body.contentType, id: body.contentId },
        details: [{ field: 'contentId', rule: 'unique', message: '' }],
      });
    }
    const content =
      body.contentType === 'wallpaper'
        ? world.wallpapers.find((w) => w.id === body.contentId)
        : world.templates.find((t) => t.id === body.contentId);
    if (!content) {
      throw new MockHttpError(400, 'content.errors.contentNotFound', {
        params: { type: body.contentType, id: body.contentId },
        details: [{ field: 'contentId', rule: 'exists', message: '' }],
      });
    }
    c.items.push({
      id: Math.max(0, ...world.collections.flatMap((x) => x.items.map((i) => i.id))) + 1,
      contentType: body.contentType,
      contentId: body.contentId,
      sort: c.items.length,
      title: 'title' in content ? content.title : content.name,
      imageUrl: 'thumbUrl' in content ? content.thumbUrl : content.coverUrl,
      status: content.status,
      access: content.access,
      createdAt: new Date().toISOString(),
    });
    return ok(touched(c));
  });

  on('delete', '/admin/collections/:id/items/:itemId', ['*'], ({ request, params }) => {
    const { id, itemId } = parseOr400(request, collectionItemParamsSchema, params);
    const c = collectionOf(world, id);
    const at = c.items.findIndex((i) => i.id === itemId);
    if (at < 0) throw new MockHttpError(404, 'content.errors.notFound', { params: { id: itemId } });
    c.items.splice(at, 1);
    return ok(touched(c));
  });

  on('put', '/admin/collections/:id/items/order', ['*'], async ({ request, params }) => {
    const { id } = parseOr400(request, contentIdParamsSchema, params);
    const body = parseOr400(request, collectionReorderBodySchema, await bodyOf(request));
    const c = collectionOf(world, id);
    const same = body.itemIds.length === c.items.length && c.items.every((i) => body.itemIds.includes(i.id));
    if (!same) {
      throw new MockHttpError(400, 'content.errors.reorderMismatch', {
        details: [{ field: 'itemIds', rule: 'set', message: '' }],
      });
    }
    c.items.sort((a, b) => body.itemIds.indexOf(a.id) - body.itemIds.indexOf(b.id));
    return ok(touched(c));
  });
}
