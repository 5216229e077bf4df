import type { ReissuePending } from '@opsdeck/shared/schemas';
import {
  isReissuePending,
  memberDetailSchema,
  memberListQuerySchema,
  memberLookupBodySchema,
  memberLookupResultSchema,
  memberRefParamsSchema,
  memberRowSchema,
  reissueCoinsBodySchema,
  reissueCoinsResultSchema,
  reissueKeysBodySchema,
  reissueKeysResultSchema,
  reissuePendingSchema,
  reissueVipBodySchema,
  reissueVipResultSchema,
} from '@opsdeck/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { pageRoute, paramsRoute, route, routesOf } from '../../http/routes.js';
import { reserveTokenCoins } from '../api-tokens/coin-cap.js';
import { approvalNeedOf } from '../approvals/dry-run.js';
import { gatedReissue } from '../approvals/reissue-gate.js';
import { countReissue, refusalOutcome } from '../metrics/counters.js';
import { memberDetail } from './detail-service.js';
import { idempotencyKeyOf } from './idempotency.js';
import { listMembers } from './list-service.js';
import { lookupMembers } from './lookup-service.js';
import { reissueCoins } from './reissue-coins.js';
import type { ReissueContext, ReissueRequest } from './reissue-common.js';
import type { ReissueGate } from './reissue-flow.js';
import { findReissueKeys } from './reissue-keys.js';
import { reissueVip } from './reissue-vip.js';

/**
 * A re-issue route: the Idempotency-Key is required unless it is a dry run, and a re-issue that a
 * money control holds (the amount, the member's or the operator's rolling-window total above its
 * limit) waits for a second admin (HTTP 202) instead of running.
 */
function reissueRoute<B extends z.ZodType<ReissueRequest['body']>, R extends z.ZodType>(
  url: string,
  op: ReissueRequest['op'],
  body: B,
  response: R,
  run: (
    db: Db,
    body: z.output<B>,
    ctx: ReissueContext,
    gate: ReissueGate | undefined,
  ) => Promise<z.input<R> | ReissuePending>,
) {
  return route({
    method: 'POST',
    url,
    tokenScope: 'reissue',
    body,
    response,
    more: { 202: reissuePendingSchema },
    handler: async ({ db, body, request, reply }) => {
      const idempotencyKey = idempotencyKeyOf(request, body.dryRun === true);
      const ctx = { operatorId: request.operator!.id, ip: request.ip, idempotencyKey };
      // an API token's coins count against its daily cap before anything runs (released on failure)
      const coins =
        op === 'coins' && body.dryRun !== true ? Number((body as { coins?: number }).coins ?? 0) : 0;
      const release =
        request.apiToken && coins > 0 ? await reserveTokenCoins(db, request.apiToken, coins) : null;
      try {
        const answer = await gatedReissue(db, { op, body } as ReissueRequest, ctx, (gate) =>
          run(db, body as z.output<B>, ctx, gate),
        );
        if (isReissuePending(answer)) {
          countReissue(op, answer.replayed ? 'replayed' : 'held_for_approval');
          reply.code(202);
          return answer;
        }
        const done = answer as { dryRun?: boolean; replayed?: boolean };
        countReissue(op, done.dryRun ? 'dry_run' : done.replayed ? 'replayed' : 'issued');
        if (release && done.replayed === true) await release();
        // a dry run says whether confirming would wait for a second admin (a replay ran: no)
        if (body.dryRun === true)
          return {
            ...(answer as object),
            approval: done.replayed ? null : await approvalNeedOf(db, { op, body } as ReissueRequest, ctx),
          } as z.input<R>;
        return answer;
      } catch (err) {
        countReissue(op, refusalOutcome(err));
        await release?.();
        throw err;
      }
    },
  });
}

/**
 * Members: list, detail and the two re-issues (any signed-in role may use them, spec §6). A re-issue
 * above the approval threshold is held for a second admin (HTTP 202).
 */
export const memberRoutes = routesOf('members', [
  pageRoute('/admin/members', memberListQuerySchema, memberRowSchema, listMembers),
  paramsRoute('/admin/members/:id', memberRefParamsSchema, memberDetailSchema, (db, params, locale) =>
    memberDetail(db, params.id, locale),
  ),
  route({
    method: 'POST',
    url: '/admin/members/lookup',
    // a read, sent as POST for its many references: the CLI batch resolves a file with any token
    tokenScope: 'read',
    body: memberLookupBodySchema,
    response: memberLookupResultSchema,
    handler: ({ db, body }) => lookupMembers(db, body.refs),
  }),
  route({
    method: 'POST',
    url: '/admin/member/reissue-keys',
    // a read, sent as POST for its many keys: a CLI batch run again learns which rows are done
    tokenScope: 'read',
    body: reissueKeysBodySchema,
    response: reissueKeysResultSchema,
    handler: ({ db, body }) => findReissueKeys(db, body.keys),
  }),
  reissueRoute(
    '/admin/member/patch-coin',
    'coins',
    reissueCoinsBodySchema,
    reissueCoinsResultSchema,
    reissueCoins,
  ),
  reissueRoute('/admin/member/patch-vip', 'vip', reissueVipBodySchema, reissueVipResultSchema, reissueVip),
]);
