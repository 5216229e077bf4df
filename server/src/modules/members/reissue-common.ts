import { createHash } from 'node:crypto';
import type { ReissueKind } from '@opsdeck/shared/reissue';
import type { MemberSummary, ReissueCoinsBody, ReissueVipBody } from '@opsdeck/shared/schemas';
import { maskPhone, ORDER_NO_PREFIX } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import { businessDay } from '../../db/business-day.js';
import type { Db } from '../../db/client.js';
import { txPreparedRows } from '../../db/prepared.js';
import { members, orders } from '../../db/schema/business.js';
import { isUniqueViolation, type Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { type LockedMember, lockedColumns } from '../ledger/service.js';

/**
 * Re-issues (docs/domain.md): one transaction makes the patch order, the ledger row or VIP grant (through
 * the ledger service) and the audit row. The Idempotency-Key makes retries safe: the same key and body
 * answer the first result and change nothing; the same key with another body is 409. This file holds
 * what coin and VIP re-issues share.
 */

/** Who asks, from where, with which key (required unless dry run; the route checks). */
export interface ReissueContext {
  operatorId: number;
  ip: string;
  idempotencyKey: string | undefined;
}

export type ReissueRequest = { op: 'coins'; body: ReissueCoinsBody } | { op: 'vip'; body: ReissueVipBody };

/**
 * The part every re-issue answer starts with: its patch order (null for a dry run's preview), the member
 * as it is after, the reason, and whether it is a dry run or a replay of an earlier call.
 */
export function answerOf(
  order: { orderNo: string; createdAt: Date } | null,
  member: LockedMember,
  now: Date,
  call: { reason: string; dryRun: boolean; replayed: boolean },
) {
  return {
    orderNo: order?.orderNo ?? null,
    memberId: member.id,
    ...call,
    createdAt: order?.createdAt.toISOString() ?? null,
    member: summary(member, now),
  };
}

/** sha256 of the canonical request (dryRun left out): what a replay must match. */
export function requestHash(req: ReissueRequest): string {
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
  const [m] = await db.select(lockedColumns).from(members).where(eq(members.id, memberId));
  if (!m) throw new HttpError(404, 'money.errors.memberNotFound', { id: memberId });
  return m;
}

export function refuseBanned(m: LockedMember): void {
  if (m.status === 'banned')
    throw new HttpError(422, 'money.errors.memberBanned', { visibleId: m.visibleId });
}

/** The patch order written under an Idempotency-Key, if any. */
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

/** The member (locked) and any earlier order with this key, as one statement's answer. */
export interface LockedWithKey {
  member: LockedMember | undefined;
  keyed: KeyedOrder | undefined;
}

interface LockKeyRow {
  k_id: number | null;
  k_order_no: string | null;
  k_hash: string | null;
  k_created_at: Date | string | null;
  id: number | null;
  visible_id: string;
  nickname: string;
  phone: string;
  status: 'active' | 'banned';
  coin_balance: number | string;
  points_balance: number | string;
  vip_expires_at: Date | string | null;
}

const asDate = (v: Date | string): Date => (v instanceof Date ? v : new Date(v));

/**
 * Locks the member row (SELECT … FOR UPDATE) and looks up the Idempotency-Key in ONE round-trip.
 * On PostgreSQL a same-key request that commits while this one waits for the lock may be missed by
 * the key lookup (statement snapshot); its order's unique key then fails this transaction's insert
 * and `issueOnce` answers the earlier result, so a key still issues once.
 */
const LOCK_WITH_KEY_SQL = `SELECT k.id AS k_id, k.order_no AS k_order_no, k.request_hash AS k_hash,
  k.created_at AS k_created_at, m.id, m.visible_id, m.nickname, m.phone, m.status, m.coin_balance, m.points_balance,
  m.vip_expires_at
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (SELECT id, visible_id, nickname, phone, status, coin_balance, points_balance, vip_expires_at
    FROM members WHERE id = $1 FOR UPDATE) m ON true
  LEFT JOIN orders k ON k.idempotency_key = $2`;

export async function lockMemberWithKey(tx: Tx, memberId: number, key: string): Promise<LockedWithKey> {
  const [r] = await txPreparedRows<LockKeyRow>(tx, LOCK_WITH_KEY_SQL, [memberId, key]);
  if (!r) throw new Error('lockMemberWithKey returned no row');
  return lockedWithKeyOf(r);
}

function lockedWithKeyOf(r: LockKeyRow): LockedWithKey {
  const keyed =
    r.k_id === null
      ? undefined
      : {
          id: Number(r.k_id),
          orderNo: String(r.k_order_no),
          requestHash: r.k_hash,
          createdAt: asDate(r.k_created_at ?? new Date(0)),
        };
  const member =
    r.id === null
      ? undefined
      : {
          id: Number(r.id),
          visibleId: r.visible_id,
          nickname: r.nickname,
          phone: r.phone,
          status: r.status,
          coinBalance: Number(r.coin_balance),
          pointsBalance: Number(r.points_balance),
          vipExpiresAt: r.vip_expires_at === null ? null : asDate(r.vip_expires_at),
        };
  return { member, keyed };
}

/**
 * `lockMemberWithKey` for many (member, key) pairs in ONE statement (a re-issue job's batch, whose
 * rows then run one by one through `reissueInTx` with what this found): each member locked in the
 * order given, each key looked up. Answers by position.
 */
const LOCK_MANY_WITH_KEYS_SQL = `SELECT r.n, k.id AS k_id, k.order_no AS k_order_no, k.request_hash AS k_hash,
  k.created_at AS k_created_at, m.id, m.visible_id, m.nickname, m.phone, m.status, m.coin_balance, m.points_balance,
  m.vip_expires_at
  FROM unnest(string_to_array($1::text, ',')::int[], string_to_array($2::text, ',')) WITH ORDINALITY AS r(member_id, key, n)
  LEFT JOIN LATERAL (SELECT id, visible_id, nickname, phone, status, coin_balance, points_balance, vip_expires_at
    FROM members WHERE id = r.member_id FOR UPDATE) m ON true
  LEFT JOIN orders k ON k.idempotency_key = r.key
  ORDER BY r.n`;

export async function lockMembersWithKeys(
  tx: Tx,
  pairs: readonly { memberId: number; key: string }[],
): Promise<LockedWithKey[]> {
  if (pairs.length === 0) return [];
  if (pairs.some((p) => p.key.includes(','))) throw new Error('a batch key must not contain a comma');
  const rows = await txPreparedRows<LockKeyRow & { n: number | string }>(tx, LOCK_MANY_WITH_KEYS_SQL, [
    pairs.map((p) => p.memberId).join(','),
    pairs.map((p) => p.key).join(','),
  ]);
  if (rows.length !== pairs.length) throw new Error('lockMembersWithKeys answered another number of rows');
  return rows.map(lockedWithKeyOf);
}

/** A patch order's columns (kind patch, paid, channel admin, amount 0). */
export interface PatchOrder {
  memberId: number;
  productCode: ReissueKind['productCode'];
  coins: number;
  vipDays: number;
  reason: string;
  operatorId: number;
  idempotencyKey: string;
  requestHash: string;
  at: Date;
}

/**
 * Takes a patch order number of the day and inserts the order in ONE statement. The number comes
 * from `opsdeck_next_order_seq` (migration 027): a block of numbers per database connection, so
 * concurrent re-issues do not queue on one counter row; only a new block (one in 100) updates the
 * day's `order_sequences` row. Formatted in SQL exactly as `formatOrderNo` does (zero-padded to at
 * least 6 digits).
 */
const PATCH_ORDER_SQL = `INSERT INTO orders (order_no, kind, member_id, status, product_code, amount_cents, channel,
    coins, vip_days, reason, operator_id, idempotency_key, request_hash, created_at, paid_at)
  SELECT $3::text || lpad(s.v::text, greatest(6, length(s.v::text)), '0'),
    'patch', $4::int, 'paid', $5::text, 0, 'admin', $6::int, $7::int, $8::text, $9::int, $10::text, $11::text,
    $12::timestamptz, $12::timestamptz
  FROM (SELECT opsdeck_next_order_seq($1::text, $2::date) AS v) s
  RETURNING id, order_no`;

export async function insertPatchOrder(
  tx: Tx,
  o: PatchOrder,
): Promise<{ id: number; orderNo: string; createdAt: Date }> {
  const day = businessDay(o.at);
  const prefix = ORDER_NO_PREFIX.patch;
  const [row] = await txPreparedRows<{ id: number | string; order_no: string }>(tx, PATCH_ORDER_SQL, [
    prefix,
    day,
    `${prefix}${day.replaceAll('-', '')}`,
    o.memberId,
    o.productCode,
    o.coins,
    o.vipDays,
    o.reason,
    o.operatorId,
    o.idempotencyKey,
    o.requestHash,
    o.at,
  ]);
  if (!row) throw new Error('orders insert returned nothing');
  return { id: Number(row.id), orderNo: row.order_no, createdAt: o.at };
}
