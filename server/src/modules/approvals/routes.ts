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
import { requireStepUp } from '../two-factor/step-up.js';
import { approve, reject } from './decide.js';
import { expireDue } from './expire.js';
import { approvalByKeyOf } from './key.js';
import { approvalLog, findApproval, listApprovals } from './rows.js';

/** APPROVAL_TTL_HOURS: how long a pending request may wait. */
const ttlOf = (request: FastifyRequest) => request.server.env.APPROVAL_TTL_HOURS;

/** The deciding admin. */
const decider = (request: FastifyRequest) => ({
  operator: request.operator!,
  ip: request.ip,
  ttlHours: ttlOf(request),
  locale: request.locale,
});

/**
 * Approvals: any role lists and reads (a non-admin only their own requests); only admins approve or
 * reject, never their own request.
 */
export const approvalRoutes = routesOf('approvals', [
  route({
    url: '/admin/approvals',
    query: approvalListQuerySchema,
    response: z.array(approvalSchema),
    handler: async ({ db, query, request }) => {
      const op = request.operator!;
      // requests past their expiry show as expired (and their requesters are told) before any read
      await expireDue(db, ttlOf(request));
      return listApprovals(db, query, op.role === 'admin' ? null : op.id, ttlOf(request), request.locale);
    },
  }),
  route({
    url: '/admin/approvals/:id',
    params: approvalIdParamsSchema,
    response: approvalDetailSchema,
    handler: async ({ db, params, request }) => {
      const op = request.operator!;
      const { id } = params;
      await expireDue(db, ttlOf(request));
      const a = await findApproval(db, id, ttlOf(request), request.locale);
      if (!a || (op.role !== 'admin' && a.requester.id !== op.id))
        throw new HttpError(404, 'approvals.errors.notFound', { id });
      return { ...a, log: await approvalLog(db, a, await approvalByKeyOf(db, id), request.locale) };
    },
  }),
  route({
    method: 'POST',
    url: '/admin/approvals/:id/approve',
    roles: ['admin'],
    params: approvalIdParamsSchema,
    body: z.object({}).nullish(),
    response: approvalSchema,
    handler: async ({ db, params, request }) => {
      // an admin with TOTP gives a fresh code (X-OpsDeck-OTP) to approve
      await requireStepUp(request, 'approve');
      return approve(db, params.id, decider(request));
    },
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
