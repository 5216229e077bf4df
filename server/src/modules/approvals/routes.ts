import {
  approvalDetailSchema,
  approvalIdParamsSchema,
  approvalListQuerySchema,
  approvalRejectBodySchema,
  approvalSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../errors.js';
import { route, routesOf } from '../../http/routes.js';
import { approve, reject } from './decide.js';
import { approvalByKeyOf } from './key.js';
import { approvalLog, findApproval, listApprovals } from './rows.js';

/** The deciding admin. */
const decider = (request: FastifyRequest) => ({ operator: request.operator!, ip: request.ip });

/**
 * Approvals: any role lists and reads (a non-admin only their own requests); only admins approve or
 * reject, never their own request.
 */
export const approvalRoutes = routesOf('approvals', [
  route({
    url: '/admin/approvals',
    query: approvalListQuerySchema,
    response: z.array(approvalSchema),
    handler: ({ db, query, request }) => {
      const op = request.operator!;
      return listApprovals(db, query, op.role === 'admin' ? null : op.id);
    },
  }),
  route({
    url: '/admin/approvals/:id',
    params: approvalIdParamsSchema,
    response: approvalDetailSchema,
    handler: async ({ db, params, request }) => {
      const op = request.operator!;
      const { id } = params;
      const a = await findApproval(db, id);
      if (!a || (op.role !== 'admin' && a.requester.id !== op.id))
        throw new HttpError(404, 'approvals.errors.notFound', { id });
      return { ...a, log: await approvalLog(db, a, await approvalByKeyOf(db, id)) };
    },
  }),
  route({
    method: 'POST',
    url: '/admin/approvals/:id/approve',
    roles: ['admin'],
    params: approvalIdParamsSchema,
    body: z.object({}).nullish(),
    response: approvalSchema,
    handler: ({ db, params, request }) => approve(db, params.id, decider(request)),
  }),
  route({
    method: 'POST',
    url: '/admin/approvals/:id/reject',
    roles: ['admin'],
    params: approvalIdParamsSchema,
    body: approvalRejectBodySchema,
    response: approvalSchema,
    handler: ({ db, params, body, request }) => reject(db, params.id, body.reason, decider(request)),
  }),
]);
