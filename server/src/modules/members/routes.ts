import {
  envelopeSchema,
  memberDetailSchema,
  memberListQuerySchema,
  memberRefParamsSchema,
  memberRowSchema,
  pageSchema,
  reissueCoinsBodySchema,
  reissueCoinsResultSchema,
  reissuePendingSchema,
  reissueVipBodySchema,
  reissueVipResultSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { holdForApproval } from '../approvals/reissue-gate.js';
import { memberDetail } from './detail-service.js';
import { idempotencyKeyOf } from './idempotency.js';
import { listMembers } from './list-service.js';
import { reissueCoins } from './reissue-coins.js';
import { reissueVip } from './reissue-vip.js';

/**
 * Members: list, detail and the two re-issues (any signed-in role may use them, spec §6). A re-issue
 * above the approval threshold is held for a second admin (HTTP 202).
 */
export const memberRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/members',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['members'],
        querystring: memberListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(memberRowSchema)) },
      },
    },
    async (request) => ok(await listMembers(app.db, request.query)),
  );

  api.get(
    '/admin/members/:id',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['members'],
        params: memberRefParamsSchema,
        response: { 200: envelopeSchema(memberDetailSchema) },
      },
    },
    async (request) => ok(await memberDetail(app.db, request.params.id)),
  );

  api.post(
    '/admin/member/patch-coin',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['members'],
        body: reissueCoinsBodySchema,
        response: {
          200: envelopeSchema(reissueCoinsResultSchema),
          202: envelopeSchema(reissuePendingSchema),
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request, request.body.dryRun === true);
      const ctx = { operatorId: request.operator!.id, ip: request.ip, idempotencyKey };
      const pending = await holdForApproval(app.db, { op: 'coins', body: request.body }, ctx);
      if (pending) return reply.code(202).send(ok(pending));
      return ok(await reissueCoins(app.db, request.body, ctx));
    },
  );

  api.post(
    '/admin/member/patch-vip',
    {
      config: { roles: ['*'] },
      schema: {
        tags: ['members'],
        body: reissueVipBodySchema,
        response: { 200: envelopeSchema(reissueVipResultSchema), 202: envelopeSchema(reissuePendingSchema) },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request, request.body.dryRun === true);
      const ctx = { operatorId: request.operator!.id, ip: request.ip, idempotencyKey };
      const pending = await holdForApproval(app.db, { op: 'vip', body: request.body }, ctx);
      if (pending) return reply.code(202).send(ok(pending));
      return ok(await reissueVip(app.db, request.body, ctx));
    },
  );
};
