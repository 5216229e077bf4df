import {
  approvalDetailSchema,
  approvalIdParamsSchema,
  approvalListQuerySchema,
  approvalRejectBodySchema,
  approvalSchema,
  envelopeSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors.js';
import { ok } from '../../http/envelope.js';
import { approve, reject } from './decide.js';
import { approvalByKeyOf } from './key.js';
import { approvalLog, findApproval, listApprovals } from './rows.js';

/**
 * Approvals: any role lists and reads (a non-admin only their own requests); only admins approve or
 * reject, never their own request.
 */
export const approvalRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/approvals',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['approvals'],
        querystring: approvalListQuerySchema,
        response: { 200: envelopeSchema(z.array(approvalSchema)) },
      },
    },
    async (request) => {
      const op = request.operator!;
      return ok(await listApprovals(app.db, request.query, op.role === 'admin' ? null : op.id));
    },
  );

  api.get(
    '/admin/approvals/:id',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['approvals'],
        params: approvalIdParamsSchema,
        response: { 200: envelopeSchema(approvalDetailSchema) },
      },
    },
    async (request) => {
      const op = request.operator!;
      const { id } = request.params;
      const a = await findApproval(app.db, id);
      if (!a || (op.role !== 'admin' && a.requester.id !== op.id))
        throw new HttpError(404, 'approvals.errors.notFound', { id });
      return ok({ ...a, log: await approvalLog(app.db, a, await approvalByKeyOf(app.db, id)) });
    },
  );

  api.post(
    '/admin/approvals/:id/approve',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['approvals'],
        params: approvalIdParamsSchema,
        body: z.object({}).nullish(),
        response: { 200: envelopeSchema(approvalSchema) },
      },
    },
    async (request) =>
      ok(await approve(app.db, request.params.id, { operator: request.operator!, ip: request.ip })),
  );

  api.post(
    '/admin/approvals/:id/reject',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['approvals'],
        params: approvalIdParamsSchema,
        body: approvalRejectBodySchema,
        response: { 200: envelopeSchema(approvalSchema) },
      },
    },
    async (request) =>
      ok(
        await reject(app.db, request.params.id, request.body.reason, {
          operator: request.operator!,
          ip: request.ip,
        }),
      ),
  );
};
