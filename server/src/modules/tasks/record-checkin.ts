import {
  CHECKIN_CYCLE_DAYS,
  type CheckinRecordBody,
  type CheckinRecordResult,
} from '@opsdeck/shared/schemas';
import { and, eq } from 'drizzle-orm';
import { DAY_MS } from '../../db/business-day.js';
import type { Db } from '../../db/client.js';
import { checkinRecords, checkinRules } from '../../db/schema/business.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { switchOn } from '../automation/switches.js';
import { lockMemberOr404 } from '../ledger/service.js';
import { refuseBanned } from '../members/reissue-common.js';
import { keyConflict, type RecordContext, recordOnce, replayed, rewardAndAudit } from './record-common.js';
import { checkinById } from './service.js';

/** The day before a `YYYY-MM-DD` day. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** The earlier sign-in recorded under this key, answered again (409 when it was for another member or day). */
async function replayCheckin(
  db: Db | Tx,
  body: CheckinRecordBody,
  key: string,
): Promise<CheckinRecordResult | undefined> {
  const [row] = await db
    .select({
      id: checkinRecords.id,
      memberId: checkinRecords.memberId,
      day: checkinRecords.day,
      rewarded: checkinRecords.rewarded,
    })
    .from(checkinRecords)
    .where(eq(checkinRecords.idempotencyKey, key));
  if (!row) return undefined;
  if (row.memberId !== body.memberId || row.day !== body.day) throw keyConflict(key);
  const checkin = await checkinById(db, row.id);
  const paid = { rewarded: row.rewarded, points: checkin.rewardPoints, coins: checkin.rewardCoins };
  return { checkin, ...(await replayed(db, row.memberId, paid)) };
}

/** The streak a sign-in on `day` continues (the day before's streak + 1) and that streak day's rule. */
async function streakAndRule(tx: Tx, memberId: number, day: string) {
  const [prev] = await tx
    .select({ streak: checkinRecords.streak })
    .from(checkinRecords)
    .where(and(eq(checkinRecords.memberId, memberId), eq(checkinRecords.day, dayBefore(day))));
  const streak = (prev?.streak ?? 0) + 1;
  const ruleDay = ((streak - 1) % CHECKIN_CYCLE_DAYS) + 1;
  const [rule] = await tx
    .select({ points: checkinRules.rewardPoints, coins: checkinRules.rewardCoins })
    .from(checkinRules)
    .where(eq(checkinRules.day, ruleDay));
  return { streak, rule: rule ?? { points: 0, coins: 0 } };
}

/**
 * POST /admin/tasks/checkin: support records a member's missed sign-in for a business day. In one
 * transaction: lock the member, answer an earlier call with the same key, refuse a banned member or a
 * day already signed in (409), write the record with the streak it continues and, when the sign-in
 * reward rule is on, pay that streak day's reward (checkin_rules) through the ledger; audited. A
 * later sign-in keeps the streak and reward it was recorded with.
 */
export function recordCheckin(
  db: Db,
  body: CheckinRecordBody,
  ctx: RecordContext,
): Promise<CheckinRecordResult> {
  const key = ctx.idempotencyKey;
  return recordOnce(db, {
    keyIndex: 'checkin_records_idempotency_key',
    replay: (d) => replayCheckin(d, body, key),
    lock: (tx) => lockMemberOr404(tx, body.memberId),
    write: async (tx, locked) => {
      refuseBanned(locked);
      const [taken] = await tx
        .select({ id: checkinRecords.id })
        .from(checkinRecords)
        .where(and(eq(checkinRecords.memberId, locked.id), eq(checkinRecords.day, body.day)));
      if (taken)
        throw new HttpError(409, 'tasks.errors.alreadySignedIn', {
          visibleId: locked.visibleId,
          day: body.day,
        });
      const { streak, rule } = await streakAndRule(tx, locked.id, body.day);
      const on = await switchOn(tx, 'checkinReward');
      const now = new Date();
      const [row] = await tx
        .insert(checkinRecords)
        .values({
          memberId: locked.id,
          day: body.day,
          streak,
          rewardPoints: on ? rule.points : 0,
          rewardCoins: on ? rule.coins : 0,
          createdAt: now,
          idempotencyKey: key,
          operatorId: ctx.operatorId,
          rewarded: on,
        })
        .returning({ id: checkinRecords.id });
      if (!row) throw new Error('checkin_records insert returned nothing');
      const payload = { checkinId: row.id, day: body.day, streak };
      const part = await rewardAndAudit(tx, {
        on,
        member: locked,
        reward: rule,
        at: now,
        reason: 'checkin',
        refId: row.id,
        ctx,
        payload,
      });
      return { checkin: await checkinById(tx, row.id), ...part };
    },
  });
}
