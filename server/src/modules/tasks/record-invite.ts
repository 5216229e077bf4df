import {
  INVITE_REWARD_DEFAULT,
  type InviteRecordBody,
  type InviteRecordResult,
} from '@opsdeck/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { invites, members } from '../../db/schema/business.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { switchOn } from '../automation/switches.js';
import { type LockedMember, lockMemberOr404 } from '../ledger/service.js';
import { refuseBanned } from '../members/reissue-common.js';
import { readSetting } from '../settings/store.js';
import { keyConflict, type RecordContext, recordOnce, replayed, rewardAndAudit } from './record-common.js';
import { inviteById } from './service.js';

/** The stored invite reward (setting `invite_reward`), else the default. */
const inviteRewardSchema = z.object({ points: z.number().int().min(0), coins: z.number().int().min(0) });

/** The earlier invite recorded under this key, answered again (409 when it named other members). */
async function replayInvite(
  db: Db | Tx,
  body: InviteRecordBody,
  key: string,
): Promise<InviteRecordResult | undefined> {
  const [row] = await db
    .select({ id: invites.id, inviterId: invites.inviterId, inviteeId: invites.inviteeId })
    .from(invites)
    .where(eq(invites.idempotencyKey, key));
  if (!row) return undefined;
  if (row.inviterId !== body.inviterId || row.inviteeId !== body.inviteeId) throw keyConflict(key);
  const invite = await inviteById(db, row.id);
  const paid = {
    rewarded: invite.status === 'rewarded',
    points: invite.rewardPoints,
    coins: invite.rewardCoins,
  };
  return { invite, ...(await replayed(db, row.inviterId, paid)) };
}

/** Locks both members in id order (two records naming the same pair never deadlock); 404 for either. */
async function lockPair(
  tx: Tx,
  body: InviteRecordBody,
): Promise<{ inviter: LockedMember; invitee: LockedMember }> {
  const [first, second] = [body.inviterId, body.inviteeId].sort((a, b) => a - b) as [number, number];
  const a = await lockMemberOr404(tx, first);
  const b = await lockMemberOr404(tx, second);
  return a.id === body.inviterId ? { inviter: a, invitee: b } : { inviter: b, invitee: a };
}

/** Refuses an invitee who already has an inviter, and an invite back to one's own inviter (409). */
async function refuseSecondInviter(tx: Tx, inviter: LockedMember, invitee: LockedMember): Promise<void> {
  const rows = await tx
    .select({ id: members.id, invitedBy: members.invitedBy })
    .from(members)
    .where(inArray(members.id, [inviter.id, invitee.id]));
  const [existing] = await tx
    .select({ id: invites.id })
    .from(invites)
    .where(eq(invites.inviteeId, invitee.id));
  if (existing || rows.find((r) => r.id === invitee.id)?.invitedBy)
    throw new HttpError(409, 'tasks.errors.hasInviter', { visibleId: invitee.visibleId });
  if (rows.find((r) => r.id === inviter.id)?.invitedBy === invitee.id)
    throw new HttpError(409, 'tasks.errors.invitedBack', { visibleId: inviter.visibleId });
}

/**
 * POST /admin/tasks/invite: support records that `inviterId` invited `inviteeId`. In one transaction:
 * lock both members, answer an earlier call with the same key, refuse a banned inviter (422) or an
 * invitee who already has an inviter (409), write the invite and the invitee's `invited_by` and, when
 * the invite reward rule is on, pay the inviter's reward through the ledger (status `rewarded`;
 * off: `registered`, nothing paid); audited.
 */
export function recordInvite(
  db: Db,
  body: InviteRecordBody,
  ctx: RecordContext,
): Promise<InviteRecordResult> {
  const key = ctx.idempotencyKey;
  return recordOnce(db, {
    keyIndex: 'invites_idempotency_key',
    replay: (d) => replayInvite(d, body, key),
    lock: (tx) => lockPair(tx, body),
    write: async (tx, { inviter, invitee }) => {
      refuseBanned(inviter);
      await refuseSecondInviter(tx, inviter, invitee);
      const on = await switchOn(tx, 'inviteReward');
      const pay = await readSetting(tx, 'invite_reward', inviteRewardSchema, INVITE_REWARD_DEFAULT);
      const now = new Date();
      const [row] = await tx
        .insert(invites)
        .values({
          inviterId: inviter.id,
          inviteeId: invitee.id,
          status: on ? 'rewarded' : 'registered',
          rewardPoints: on ? pay.points : 0,
          rewardCoins: on ? pay.coins : 0,
          createdAt: now,
          rewardedAt: on ? now : null,
          idempotencyKey: key,
          operatorId: ctx.operatorId,
        })
        .returning({ id: invites.id });
      if (!row) throw new Error('invites insert returned nothing');
      await tx.update(members).set({ invitedBy: inviter.id }).where(eq(members.id, invitee.id));
      const payload = { inviteId: row.id, inviteeId: invitee.id };
      const part = await rewardAndAudit(tx, {
        on,
        member: inviter,
        reward: pay,
        at: now,
        reason: 'invite',
        refId: row.id,
        ctx,
        payload,
      });
      return { invite: await inviteById(tx, row.id), ...part };
    },
  });
}
