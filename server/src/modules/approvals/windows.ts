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
  /**
   * The operator's sums include every re-issue of the operator before this one (all slots held, or
   * PGlite, whose transactions never overlap); false with one slot held (see `operatorHeadroom`).
   */
  exact: boolean;
}

/**
 * The operator's window is guarded by `OPERATOR_SLOTS` advisory locks per operator
 * (`pg_advisory_xact_lock(OPERATOR_LOCK_NS + slot, operatorId)`; docs/decisions/0007-write-path-scaling.md).
 * A gated re-issue takes ONE slot (`shared`): at most `OPERATOR_SLOTS` of one operator's re-issues are
 * past the lock at once, each adding at most the member threshold (a larger amount is held), so one
 * that sees its operator's total far enough under the limit (`operatorHeadroom`) runs beside the
 * others and the limit still holds. Near the limit a re-issue takes EVERY slot in order (`exclusive`):
 * it waits for the others in flight and sums the window exactly, as a single lock did.
 */
const OPERATOR_LOCK_NS = 25_002;
export const OPERATOR_SLOTS = 4;

/** How a gated re-issue holds its operator's window: one slot of several, or all of them. */
export type OperatorLockMode = 'shared' | 'exclusive';

/**
 * Takes one free slot if there is one (try-locks, starting at a slot of this backend so
 * concurrent re-issues spread), answering null when every slot is taken.
 */
const TRY_SLOT_SQL = `SELECT s FROM (SELECT (pg_backend_pid() + g) % ${OPERATOR_SLOTS} AS s
    FROM generate_series(0, ${OPERATOR_SLOTS - 1}) g) slots
  WHERE pg_try_advisory_xact_lock(${OPERATOR_LOCK_NS} + s, $1::int) LIMIT 1`;
/** Waits for this backend's slot. */
const WAIT_SLOT_SQL = `SELECT 1 AS locked FROM pg_advisory_xact_lock(${OPERATOR_LOCK_NS} + pg_backend_pid() % ${OPERATOR_SLOTS}, $1::int)`;
/** Waits for every slot, in slot order (so two exclusive holders never deadlock). */
const ALL_SLOTS_SQL = `SELECT count(pg_advisory_xact_lock(${OPERATOR_LOCK_NS} + s, $1::int)) AS locked
  FROM generate_series(0, ${OPERATOR_SLOTS - 1}) s`;

/**
 * How far under its limit an operator's total (this re-issue included) must be for a re-issue
 * holding one slot to run: the other slots' re-issues in flight, unseen by its sums, add at most the
 * member threshold each. Zero or less: every slot is needed.
 */
export function operatorHeadroom(op: 'coins' | 'vip', limits: ApprovalThresholds): number {
  return (OPERATOR_SLOTS - 1) * (op === 'coins' ? limits.coins : limits.vipDays);
}

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
 * Inside the re-issue transaction, with the member's row already locked: takes the operator's
 * window lock (PostgreSQL; one slot or all of them, per `mode`), then sums the windows in a statement
 * of its own (its snapshot is taken after the locks, so it sees every re-issue that held them before).
 */
export async function lockedWindowTotals(
  tx: Tx,
  memberId: number,
  operatorId: number,
  limits: ApprovalThresholds,
  now: Date,
  key: string,
  mode: OperatorLockMode = 'exclusive',
): Promise<WindowTotals> {
  // PGlite's transactions never overlap: the lock would only cost a statement there
  if (!txOnPglite(tx)) {
    if (mode === 'exclusive') await txPreparedRows(tx, ALL_SLOTS_SQL, [operatorId]);
    else if ((await txPreparedRows(tx, TRY_SLOT_SQL, [operatorId])).length === 0)
      await txPreparedRows(tx, WAIT_SLOT_SQL, [operatorId]);
  }
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
    exact: mode === 'exclusive' || txOnPglite(tx),
  };
}
