import {
  type SetRow,
  setListQuerySchema,
  setRefParamsSchema,
  setStatusBodySchema,
} from '@opsdeck/shared/schemas';
import { recordAudit } from '../data/events.ts';
import { createdIn, is } from '../http/paging.ts';
import { bodyOf, MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import { listRoute, type Router } from './router.ts';

/** Curated sets (/list/search-table): any role lists them; admins take one online or offline. */
export function setHandlers(router: Router): void {
  const { on } = router;
  listRoute(
    router,
    '/admin/sets',
    setListQuerySchema,
    (w) => w.sets,
    (s: SetRow, q) =>
      (q.number === undefined || s.number.startsWith(q.number)) &&
      (q.name === undefined || s.name.startsWith(q.name)) &&
      is(q, 'contentType', s.contentType) &&
      is(q, 'filterType', s.filterType) &&
      is(q, 'status', s.status) &&
      createdIn(s, q),
    'createdAt:desc',
  );

  on('post', '/admin/sets/:id/status', ['admin'], async ({ request, params, world, operator }) => {
    const { id } = parseOr400(request, setRefParamsSchema, params);
    const { status } = parseOr400(request, setStatusBodySchema, await bodyOf(request));
    const set = world.sets.find((s) => s.id === id);
    if (!set) throw new MockHttpError(404, 'sets.errors.notFound', { params: { id } });
    if (set.status !== status) {
      set.status = status;
      set.updatedAt = new Date().toISOString();
      recordAudit(world, operator, {
        action: 'set.status',
        targetType: 'set',
        targetId: String(id),
        payload: { status },
      });
    }
    return ok(set);
  });
}
