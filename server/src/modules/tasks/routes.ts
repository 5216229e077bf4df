import {
  checkinListQuerySchema,
  checkinRecordBodySchema,
  checkinRecordResultSchema,
  checkinRowSchema,
  checkinRuleSchema,
  inviteListQuerySchema,
  inviteRecordBodySchema,
  inviteRecordResultSchema,
  inviteRowSchema,
} from '@opsdeck/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pageRoute, route, routesOf } from '../../http/routes.js';
import { idempotencyKeyOf } from '../members/idempotency.js';
import { recordCheckin } from './record-checkin.js';
import { recordInvite } from './record-invite.js';
import { listCheckinRules, listCheckins, listInvites } from './service.js';

/** Who records, and the Idempotency-Key the record requires. */
const recordCtx = (request: FastifyRequest) => ({
  operatorId: request.operator!.id,
  ip: request.ip,
  idempotencyKey: idempotencyKeyOf(request, false) as string,
});

/**
 * Tasks: sign-in records and rules, invites; support records a missed sign-in or an invite (any
 * signed-in role, Idempotency-Key required), paying the rule's reward unless its switch is off.
 */
export const taskRoutes = routesOf('tasks', [
  pageRoute('/admin/tasks/checkin', checkinListQuerySchema, checkinRowSchema, listCheckins),
  route({
    url: '/admin/tasks/checkin/rules',
    response: z.array(checkinRuleSchema),
    handler: ({ db }) => listCheckinRules(db),
  }),
  pageRoute('/admin/tasks/invite', inviteListQuerySchema, inviteRowSchema, listInvites),
  route({
    method: 'POST',
    url: '/admin/tasks/checkin',
    body: checkinRecordBodySchema,
    response: checkinRecordResultSchema,
    handler: ({ db, body, request }) => recordCheckin(db, body, recordCtx(request)),
  }),
  route({
    method: 'POST',
    url: '/admin/tasks/invite',
    body: inviteRecordBodySchema,
    response: inviteRecordResultSchema,
    handler: ({ db, body, request }) => recordInvite(db, body, recordCtx(request)),
  }),
]);
