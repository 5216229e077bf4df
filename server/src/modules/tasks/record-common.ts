import type { MemberSummary, TaskReward } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { isUniqueViolation, type Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';
import { changeCoins, changePoints, type LockedMember } from '../ledger/service.js';
import { readMember, summary } from '../members/reissue-common.js';

/**
 * What support's task records (a missed sign-in, an invite) share: who records with which key, the
 * reward paid through the ledger, and the Idempotency-Key replay.
 */

/** Who records, from where, with which Idempotency-Key (the route requires one). */
export interface RecordContext {
  operatorId: number;
  ip: string;
  idempotencyKey: string;
}

/** A reward to pay: points and coins for one record (refType/refId name it in the ledgers). */
export interface RewardPayment {
  member: LockedMember;
  points: number;
  coins: number;
  reason: 'checkin' | 'invite';
  refId: number;
  operatorId: number;
  at: Date;
}

/**
 * Pays a reward through the ledger service (points, then coins; a zero part writes nothing) inside
 * the record's transaction; answers what was paid and the balances after it.
 */
export async function payReward(
  tx: Tx,
  p: RewardPayment,
): Promise<{ reward: TaskReward; member: LockedMember }> {
  let member = p.member;
  const common = { memberId: member.id, reason: p.reason, refType: p.reason, refId: p.refId, at: p.at };
  if (p.points !== 0)
    member = (
      await changePoints(tx, { ...common, delta: p.points, operatorId: p.operatorId, locked: member })
    ).member;
  if (p.coins !== 0)
    member = (await changeCoins(tx, { ...common, delta: p.coins, operatorId: p.operatorId, locked: member }))
      .member;
  return {
    reward: {
      points: p.points,
      coins: p.coins,
      pointsBalance: member.pointsBalance,
      coinBalance: member.coinBalance,
    },
    member,
  };
}

/** The reward, switch and member part of a record's answer. */
export interface RecordAnswerPart {
  reward: TaskReward | null;
  rewardRuleOff: boolean;
  replayed: boolean;
  member: MemberSummary;
}

/** A replayed answer: what the earlier record paid (if it was rewarded), the member as now. */
export async function replayed(
  db: Db | Tx,
  memberId: number,
  paid: { rewarded: boolean; points: number; coins: number },
): Promise<RecordAnswerPart> {
  const m = await readMember(db, memberId);
  const { rewarded, points, coins } = paid;
  const reward = rewarded
    ? { points, coins, pointsBalance: m.pointsBalance, coinBalance: m.coinBalance }
    : null;
  return { reward, rewardRuleOff: !rewarded, replayed: true, member: summary(m, new Date()) };
}

/** 409: the key was used for a record with other data. */
export function keyConflict(key: string): HttpError {
  return new HttpError(409, 'tasks.errors.keyConflict', { key });
}

/** How one kind of task record is written once per Idempotency-Key. */
export interface RecordFlow<L, R> {
  /** The unique index on the record's key (a concurrent call with the same key violates it). */
  keyIndex: string;
  /** The earlier record under the key, answered again (409 when it was for other data), or undefined. */
  replay(db: Db | Tx): Promise<R | undefined>;
  /** Locks the members the record names (404 for a missing one). */
  lock(tx: Tx): Promise<L>;
  /** Checks and writes the record when no earlier one answers. */
  write(tx: Tx, locked: L): Promise<R>;
}

/**
 * Runs a record's transaction: lock its members, answer an earlier call with the same key, else
 * write. When a concurrent call with the same key committed first (unique violation on the key's
 * index), answers that call's stored result instead.
 */
export async function recordOnce<L, R>(db: Db, flow: RecordFlow<L, R>): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await flow.lock(tx);
      return (await flow.replay(tx)) ?? (await flow.write(tx, locked));
    });
  } catch (err) {
    if (!isUniqueViolation(err, flow.keyIndex)) throw err;
    const earlier = await flow.replay(db);
    if (earlier === undefined) throw err;
    return earlier;
  }
}

/** A written record's reward (paid when its rule is on) and its audit row. */
export interface RecordOutcome {
  /** Whether the rule's automation switch is on (else nothing is paid). */
  on: boolean;
  /** The member paid, the reward the rule gives, and when. */
  member: LockedMember;
  reward: { points: number; coins: number };
  at: Date;
  /** What was recorded: the ledgers' reason and reference, the audit action `<reason>.record`. */
  reason: RewardPayment['reason'];
  refId: number;
  ctx: RecordContext;
  payload: Record<string, unknown>;
}

/**
 * Pays the reward when the rule is on, then writes the audit row (with what was paid, or that the
 * rule was off), in the record's transaction; answers the reward (null when off) and the member after
 * as the answer's part.
 */
export async function rewardAndAudit(tx: Tx, o: RecordOutcome): Promise<RecordAnswerPart> {
  const { member, reward, reason, refId, at, ctx } = o;
  const payment = { member, ...reward, reason, refId, operatorId: ctx.operatorId, at };
  const paid = o.on ? await payReward(tx, payment) : { reward: null, member };
  await writeAudit(tx, {
    operatorId: ctx.operatorId,
    action: `${reason}.record`,
    targetType: 'member',
    targetId: String(paid.member.id),
    payload: { ...o.payload, reward: paid.reward, rewardRuleOff: !o.on, idempotencyKey: ctx.idempotencyKey },
    ip: ctx.ip,
  });
  return { reward: paid.reward, rewardRuleOff: !o.on, replayed: false, member: summary(paid.member, at) };
}
