import {
  setListQuerySchema,
  setRefParamsSchema,
  setRowSchema,
  setStatusBodySchema,
} from '@opsdeck/shared/schemas';
import { pageRoute, route, routesOf } from '../../http/routes.js';
import { listSets, setSetStatus } from './service.js';

/** Curated sets: any role lists them; admins take one online or offline. */
export const setRoutes = routesOf('sets', [
  pageRoute('/admin/sets', setListQuerySchema, setRowSchema, listSets),
  route({
    method: 'POST',
    url: '/admin/sets/:id/status',
    roles: ['admin'],
    params: setRefParamsSchema,
    body: setStatusBodySchema,
    response: setRowSchema,
    handler: ({ db, params, body, request }) =>
      setSetStatus(db, params.id, body.status, { operatorId: request.operator?.id ?? null, ip: request.ip }),
  }),
]);
