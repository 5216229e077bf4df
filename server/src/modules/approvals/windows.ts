import type { ApprovalThresholds } from '@opsdeck/shared/schemas';
import { txOnPglite, txPreparedRows } from '../../db/prepared.js';
import type { Tx } from '../../db/tx.js';

/** Coins and VIP days summed over a window. */
export interface Sums {
  coins: number;
  days: number;
}

/** A member's and an operator's re-issues in their rolling windows: executed and pending. */
export interface WindowTotals {
  member: Sums;
  operator: Sums;
  /**
   * The request hashes of any order or request already stored under the call's Idempotency-Key
   * (read after the locks: a same-key call on another member by this operator that committed
   * meanwhile is seen here).
   */
  keyHashes: string[];
}

/**
 * Lock namespace of the per-operator advisory lock (`pg_advisory_xact_lock(ns, operatorId)`): one
 * operator's gated re-issues take turns, so two at once cannot both slip under the operator's total.
 */
const OPERATOR_LOCK_NS = 25_002;

/**
 * Executed re-issues are patch orders (coins, vip_days); pending ones are requests of kind
 * patch_coins / patch_vip whose payload holds the amount. Members by `member_id`, operators by the
 * order's operator and the request's requester.
 */
const TOTALS_SQL = `SELECT m.coins + mp.coins AS m_coins, m.days + mp.days AS m_days,
    o.coins + op.coins AS o_coins, o.days + op.days AS o_days,
    (SELECT request_hash FROM orders WHERE idempotency_key = $5) AS key_order,
    (SELECT request_hash FROM approvals WHERE idempotency_key = $5) AS key_request
  FROM (SELECT coalesce(sum(coins), 0)::bigint AS coins, coalesce(sum(vip_days), 0)::bigint AS days
      FROM orders WHERE member_id = $1 AND kind = 'patch' AND created_at > $3) m,
    (SELECT coalesce(sum((payload->>'coins')::bigint) FILTER (WHERE kind = 'patch_coins'), 0)::bigint AS coins,
        coalesce(sum((payload->>'days')::bigint) FILTER (WHERE kind = 'patch_vip'), 0)::bigint AS days
      FROM approvals WHERE member_id = $1 AND status = 'pending' AND kind IN ('patch_coins', 'patch_vip')
        AND created_at > $3) mp,
    (SELECT coalesce(sum(coins), 0)::bigint AS coins, coalesce(sum(vip_days), 0)::bigint AS days
      FROM orders WHERE operator_id = $2 AND kind = 'patch' AND created_at > $4) o,
    (SELECT coalesce(sum((payload->>'coins')::bigint) FILTER (WHERE kind = 'patch_coins'), 0)::bigint AS coins,
        coalesce(sum((payload->>'days')::bigint) FILTER (WHERE kind = 'patch_vip'), 0)::bigint AS days
      FROM approvals WHERE requester_id = $2 AND status = 'pending' AND kind IN ('patch_coins', 'patch_vip')
        AND created_at > $4) op`;

interface TotalsRow {
  m_coins: string | number;
  m_days: string | number;
  o_coins: string | number;
  o_days: string | number;
  key_order: string | null;
  key_request: string | null;
}

const HOUR_MS = 3_600_000;

/**
 * Inside the re-issue transaction, with the member's row already locked: takes the operator's lock
 * (PostgreSQL), then sums the windows in a statement of its own (its snapshot is taken after both
 * locks, so it sees every re-issue that held them before).
 */
export async function lockedWindowTotals(
  tx: Tx,
  memberId: number,
  operatorId: number,
  limits: ApprovalThresholds,
  now: Date,
  key: string,
): Promise<WindowTotals> {
  // PGlite's transactions never overlap: the lock would only cost a statement there
  if (!txOnPglite(tx))
    await txPreparedRows(tx, 'SELECT 1 AS locked FROM pg_advisory_xact_lock($1::int, $2::int)', [
      OPERATOR_LOCK_NS,
      operatorId,
    ]);
  const [r] = await txPreparedRows<TotalsRow>(tx, TOTALS_SQL, [
    memberId,
    operatorId,
    new Date(now.getTime() - limits.memberWindowHours * HOUR_MS),
    new Date(now.getTime() - limits.operatorWindowHours * HOUR_MS),
    key,
  ]);
  if (!r) throw new Error('window totals returned no row');
  return {
    member: { coins: Number(r.m_coins), days: Number(r.m_days) },
    operator: { coins: Number(r.o_coins), days: Number(r.o_days) },
    keyHashes: [r.key_order, r.key_request].filter((h): h is string => h !== null),
  };
}
