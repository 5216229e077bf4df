import type { CoinReason, PointReason, VipSource } from '@opsdeck/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { DAY_MS } from '../../db/business-day.js';
import { members } from '../../db/schema/business.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import type { AuditEntry } from '../audit/service.js';
import { appendGrant, appendLedger } from './append.js';

/**
 * The ledger service: the ONE path through which coins, points and VIP time change (docs/domain.md,
 * money rules). Each function runs inside the caller's transaction and, in order: locks the member
 * row (SELECT … FOR UPDATE), computes the new balance (refusing to go below zero), appends the ledger
 * row (or VIP grant), updates the member's cached balance, and writes the audit row when an operator
 * caused the change. The caller's transaction makes all of it one unit with its own rows (an order).
 */

/** The member columns the money paths need, read under the row lock. */
export interface LockedMember {
  id: number;
  visibleId: string;
  nickname: string;
  phone: string;
  status: 'active' | 'banned';
  coinBalance: number;
  pointsBalance: number;
  vipExpiresAt: Date | null;
}

/** The member columns a money change reads (a LockedMember). */
export const lockedColumns = {
  id: members.id,
  visibleId: members.visibleId,
  nickname: members.nickname,
  phone: members.phone,
  status: members.status,
  coinBalance: members.coinBalance,
  pointsBalance: members.pointsBalance,
  vipExpiresAt: members.vipExpiresAt,
};

/** Locks and reads a member (undefined when there is none). Concurrent changes of one member queue here. */
async function lockMember(tx: Tx, memberId: number): Promise<LockedMember | undefined> {
  const [row] = await tx.select(lockedColumns).from(members).where(eq(members.id, memberId)).for('update');
  return row;
}

/** Locks a member or answers 404. */
export async function lockMemberOr404(tx: Tx, memberId: number): Promise<LockedMember> {
  const member = await lockMember(tx, memberId);
  if (!member) throw new HttpError(404, 'money.errors.memberNotFound', { id: memberId });
  return member;
}

/** A balance change: signed `delta` (never 0) with its reason and what caused it. */
export interface BalanceChange<R extends string> {
  memberId: number;
  delta: number;
  reason: R;
  refType?: 'order' | 'unlock' | 'checkin' | 'invite';
  refId?: number;
  operatorId?: number | null;
  at?: Date;
  /** Written in the same transaction when an operator made the change (payload gets the balances). */
  audit?: AuditEntry;
  /** The member as already locked by THIS transaction (skips the second SELECT … FOR UPDATE). */
  locked?: LockedMember;
}

/** The outcome of a balance change. */
export interface BalanceResult {
  ledgerId: number;
  balanceBefore: number;
  balanceAfter: number;
  createdAt: Date;
  member: LockedMember;
}

function checkDelta(delta: number): void {
  if (!Number.isSafeInteger(delta) || delta === 0)
    throw new Error(`ledger delta must be a non-zero integer, got ${delta}`);
}

/** The member the change names, locked: the caller's lock when it passed one, else taken here. */
async function lockedOr404(
  tx: Tx,
  change: { memberId: number; locked?: LockedMember },
): Promise<LockedMember> {
  if (change.locked && change.locked.id === change.memberId) return change.locked;
  return lockMemberOr404(tx, change.memberId);
}

/** The ledger row, balance and audit of a change, in one statement (see append.ts). */
async function appendChange<R extends string>(
  tx: Tx,
  table: 'coin_ledger' | 'point_ledger',
  change: BalanceChange<R>,
  before: number,
  after: number,
): Promise<{ id: number; createdAt: Date }> {
  const createdAt = change.at ?? new Date();
  const id = await appendLedger(tx, {
    table,
    memberId: change.memberId,
    delta: change.delta,
    balanceBefore: before,
    balanceAfter: after,
    reason: change.reason,
    refType: change.refType ?? null,
    refId: change.refId ?? null,
    operatorId: change.operatorId ?? null,
    createdAt,
    audit: change.audit,
  });
  return { id, createdAt };
}

/** Moves one balance (coins or points) by `delta`; refuses with 422 if it would go below zero. */
async function changeBalance<R extends string>(
  tx: Tx,
  change: BalanceChange<R>,
  which: 'coins' | 'points',
): Promise<BalanceResult> {
  checkDelta(change.delta);
  const member = await lockedOr404(tx, change);
  const before = which === 'coins' ? member.coinBalance : member.pointsBalance;
  const after = before + change.delta;
  if (after < 0) {
    const key = which === 'coins' ? 'money.errors.insufficientCoins' : 'money.errors.insufficientPoints';
    throw new HttpError(422, key, { balance: before, delta: change.delta });
  }
  const row = await appendChange(
    tx,
    which === 'coins' ? 'coin_ledger' : 'point_ledger',
    change,
    before,
    after,
  );
  return {
    ledgerId: row.id,
    balanceBefore: before,
    balanceAfter: after,
    createdAt: row.createdAt,
    member: which === 'coins' ? { ...member, coinBalance: after } : { ...member, pointsBalance: after },
  };
}

/** Adds `delta` coins (negative to spend); refuses with 422 if the balance would go below zero. */
export function changeCoins(tx: Tx, change: BalanceChange<CoinReason>): Promise<BalanceResult> {
  return changeBalance(tx, change, 'coins');
}

/** Adds `delta` points (negative to spend); refuses with 422 if the balance would go below zero. */
export function changePoints(tx: Tx, change: BalanceChange<PointReason>): Promise<BalanceResult> {
  return changeBalance(tx, change, 'points');
}

/** A VIP grant of `days` from `source`. */
export interface VipGrantChange {
  memberId: number;
  days: number;
  source: VipSource;
  refId?: number;
  at?: Date;
  audit?: AuditEntry;
  /** The member as already locked by THIS transaction. */
  locked?: LockedMember;
}

/** The outcome of a VIP grant: the expiry before (null = never VIP) and the new grant's window. */
export interface VipGrantResult {
  grantId: number;
  expiresBefore: Date | null;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  member: LockedMember;
}

/** Where a grant of `days` made at `now` starts and ends: at max(now, current expiry), time stacks. */
export function vipWindow(current: Date | null, days: number, now: Date): { startsAt: Date; endsAt: Date } {
  const startsAt = current && current.getTime() > now.getTime() ? current : now;
  return { startsAt, endsAt: new Date(startsAt.getTime() + days * DAY_MS) };
}

/** Grants `days` of VIP; the grant starts at max(now, current expiry) and vip_expires_at moves to its end. */
export async function grantVip(tx: Tx, change: VipGrantChange): Promise<VipGrantResult> {
  if (!Number.isSafeInteger(change.days) || change.days < 1)
    throw new Error(`VIP days must be ≥ 1, got ${change.days}`);
  const member = await lockedOr404(tx, change);
  const now = change.at ?? new Date();
  const { startsAt, endsAt } = vipWindow(member.vipExpiresAt, change.days, now);
  const grantId = await appendGrant(tx, {
    memberId: member.id,
    days: change.days,
    startsAt,
    endsAt,
    expiresBefore: member.vipExpiresAt,
    source: change.source,
    refId: change.refId ?? null,
    createdAt: now,
    audit: change.audit,
  });
  const row = { id: grantId, createdAt: now };
  return {
    grantId: row.id,
    expiresBefore: member.vipExpiresAt,
    startsAt,
    endsAt,
    createdAt: row.createdAt,
    member: { ...member, vipExpiresAt: endsAt },
  };
}

/** The sums that must equal a member's cached balances (used by tests and the seed check). */
export const invariantViolationsSql = sql`
  SELECT m.id FROM members m
  LEFT JOIN LATERAL (SELECT coalesce(sum(delta), 0) AS s FROM coin_ledger WHERE member_id = m.id) c ON true
  LEFT JOIN LATERAL (SELECT balance_after FROM coin_ledger WHERE member_id = m.id ORDER BY id DESC LIMIT 1) cl ON true
  LEFT JOIN LATERAL (SELECT coalesce(sum(delta), 0) AS s FROM point_ledger WHERE member_id = m.id) p ON true
  LEFT JOIN LATERAL (SELECT balance_after FROM point_ledger WHERE member_id = m.id ORDER BY id DESC LIMIT 1) pl ON true
  LEFT JOIN LATERAL (SELECT max(ends_at) AS e FROM vip_grants WHERE member_id = m.id) v ON true
  WHERE m.coin_balance <> c.s OR m.coin_balance <> coalesce(cl.balance_after, 0)
     OR m.points_balance <> p.s OR m.points_balance <> coalesce(pl.balance_after, 0)
     OR m.vip_expires_at IS DISTINCT FROM v.e`;
