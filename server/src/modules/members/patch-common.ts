import { createHash } from 'node:crypto';
import type { MemberSummary, PatchCoinBody, PatchVipBody } from '@opsdeck/shared/schemas';
import { maskPhone } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, orders } from '../../db/schema/business.js';
import { HttpError } from '../../errors.js';
import type { LockedMember } from '../ledger/service.js';
import { isUniqueViolation, type Tx } from '../ledger/tx.js';

/**
 * Re-issues (DOMAIN.md): one transaction makes the patch order, the ledger row or VIP grant (through
 * the ledger service) and the audit row. The Idempotency-Key makes retries safe: the same key and body
 * answer the first result and change nothing; the same key with another body is 409. This file holds
 * what coin and VIP re-issues share.
 */

/** Who asks, from where, with which key (required unless dry run; the route checks). */
export interface PatchContext {
  operatorId: number;
  ip: string;
  idempotencyKey: string | undefined;
}

export type PatchRequest = { op: 'coins'; body: PatchCoinBody } | { op: 'vip'; body: PatchVipBody };

/** sha256 of the canonical request (dryRun left out): what a replay must match. */
export function requestHash(req: PatchRequest): string {
  const canonical =
    req.op === 'coins'
      ? ['coins', req.body.memberId, req.body.coins, req.body.reason]
      : ['vip', req.body.memberId, req.body.days, req.body.reason];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export function summary(m: LockedMember, now: Date): MemberSummary {
  return {
    id: m.id,
    visibleId: m.visibleId,
    nickname: m.nickname,
    phone: maskPhone(m.phone),
    status: m.status,
    coinBalance: m.coinBalance,
    pointsBalance: m.pointsBalance,
    vipExpiresAt: m.vipExpiresAt?.toISOString() ?? null,
    vipActive: m.vipExpiresAt !== null && m.vipExpiresAt.getTime() > now.getTime(),
  };
}

export async function readMember(db: Db | Tx, memberId: number): Promise<LockedMember> {
  const [m] = await db
    .select({
      id: members.id,
      visibleId: members.visibleId,
      nickname: members.nickname,
      phone: members.phone,
      status: members.status,
      coinBalance: members.coinBalance,
      pointsBalance: members.pointsBalance,
      vipExpiresAt: members.vipExpiresAt,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!m) throw new HttpError(404, 'money.errors.memberNotFound', { id: memberId });
  return m;
}

export function refuseBanned(m: LockedMember): void {
  if (m.status === 'banned')
    throw new HttpError(422, 'money.errors.memberBanned', { visibleId: m.visibleId });
}

export const orderByKey = (db: Db | Tx, key: string) =>
  db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      requestHash: orders.requestHash,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key))
    .then((rows) => rows[0]);
export type KeyedOrder = NonNullable<Awaited<ReturnType<typeof orderByKey>>>;

export function conflict(key: string): HttpError {
  return new HttpError(409, 'money.errors.idempotencyConflict', { key });
}

/** An earlier order with this key: its result when the body matches, else 409. */
export async function earlier<R>(
  db: Db | Tx,
  key: string | undefined,
  hash: string,
  replay: (order: KeyedOrder) => Promise<R>,
): Promise<R | undefined> {
  if (!key) return undefined;
  const order = await orderByKey(db, key);
  if (!order) return undefined;
  if (order.requestHash !== hash) throw conflict(key);
  return replay(order);
}

/**
 * Runs a re-issue transaction; when a concurrent request with the same key committed first (unique
 * violation on the key), answers from that request's order instead.
 */
export async function issueOnce<R>(
  db: Db,
  key: string,
  hash: string,
  replay: (db: Db, order: KeyedOrder) => Promise<R>,
  work: (tx: Tx) => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (!isUniqueViolation(err, 'orders_idempotency_key')) throw err;
    const result = await earlier(db, key, hash, (order) => replay(db, order));
    if (result === undefined) throw err;
    return result;
  }
}
