import {
  type SetRow,
  setListQuerySchema,
  setRefParamsSchema,
  setStatusBodySchema,
} from '@opsdeck/shared/schemas';
import { recordAudit } from '../data/events.ts';
import { inRange } from '../http/paging.ts';
import { bodyOf, MockHttpError, ok, parseOr400 } from '../http/reply.ts';
import { pageRoute, type Router } from './router.ts';

/** Curated sets (/list/search-table): any role lists them; admins take one online or offline. */
export function setHandlers({ on }: Router): void {
  on(
    'get',
    '/admin/sets',
    ['*'],
    pageRoute(
      setListQuerySchema,
      (w) => w.sets,
      (s: SetRow, q) =>
        (q.number === undefined || s.number.startsWith(q.number)) &&
        (q.name === undefined || s.name.startsWith(q.name)) &&
        (q.contentType === undefined || s.contentType === q.contentType) &&
        (q.filterType === undefined || s.filterType === q.filterType) &&
        (q.status === undefined || s.status === q.status) &&
        inRange(s.createdAt, q.createdFrom, q.createdTo),
      'createdAt:desc',
    ),
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
