import { REISSUE_KINDS } from '@opsdeck/shared/reissue';
import { ORDER_NO_PREFIX } from '@opsdeck/shared/schemas';
import { businessDay } from '../../db/business-day.js';
import { txPreparedRows } from '../../db/prepared.js';
import type { Tx } from '../../db/tx.js';
import { requestContext } from '../../http/request-context.js';
import type { LockedMember } from '../ledger/service.js';
import { vipWindow } from '../ledger/service.js';
import { requestHash } from '../members/reissue-common.js';

/**
 * The set-based write of a job batch's fresh rows (docs/decisions/0005-reissue-jobs.md): the rows
 * whose member the batch found active and locked and whose key has no order yet. What the ordinary
 * re-issue (`reissueInTx` → `insertPatchOrder` + `changeCoins`/`grantVip`) writes per row in two
 * statements, this writes for all of them in ONE: the patch orders (numbers from
 * `opsdeck_next_order_seqs`, the same numbers as one `opsdeck_next_order_seq` per row), the ledger
 * rows or VIP grants, the members' balances or expiries, and the audit rows, with the same columns
 * and payloads row for row (`batch-equivalence.test.ts` compares them). Rows are written in the
 * order given, so ids and numbers follow the rows' order as they would one at a time. The rollup
 * deltas and audit notifies of the statement come from statement-level triggers (migration 047).
 */

/** A fresh row: its member as locked by this transaction, the amount (coins or days), reason and key. */
export interface FreshRow {
  member: LockedMember;
  amount: number;
  reason: string;
  key: string;
}

/** Who the job's re-issues are by (the job's creator and IP). */
export interface BatchActor {
  operatorId: number;
  ip: string;
}

const ORDERS = `o AS (
    INSERT INTO orders (order_no, kind, member_id, status, product_code, amount_cents, channel,
      coins, vip_days, reason, operator_id, idempotency_key, request_hash, created_at, paid_at)
    SELECT $2::text || lpad(s.v::text, greatest(6, length(s.v::text)), '0'), 'patch', i.member_id, 'paid',
      $3::text, 0, 'admin', i.coins, i.vip_days, i.reason, $4::int, i.key, i.hash, $6::timestamptz, $6::timestamptz
    FROM i JOIN unnest(opsdeck_next_order_seqs($5::text, $7::date, $8::int)) WITH ORDINALITY AS s(v, n) USING (n)
    ORDER BY i.n
    RETURNING id, order_no, member_id)`;

const AUDIT_INSERT = `INSERT INTO audit_log (operator_id, action, target_type, target_id, payload, status, ip,
      api_token_id, api_token_name)`;

/** Coins: patch orders, ledger rows (reason patch, ref the order), balances, audit rows. */
const COINS_SQL = `WITH i AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS r(n bigint, member_id int, coins int, vip_days int, reason text, key text, hash text, balance_after bigint)
  ), ${ORDERS}, l AS (
    INSERT INTO coin_ledger (member_id, delta, balance_after, reason, ref_type, ref_id, operator_id, created_at)
    SELECT i.member_id, i.coins, i.balance_after, 'patch', 'order', o.id, $4::int, $6::timestamptz
    FROM i JOIN o USING (member_id) ORDER BY i.n
    RETURNING id, member_id
  ), u AS (
    UPDATE members m SET coin_balance = i.balance_after FROM i WHERE m.id = i.member_id
  ), a AS (
    ${AUDIT_INSERT}
    SELECT $4::int, 'member.reissueCoins', 'member', i.member_id::text,
      jsonb_build_object('orderNo', o.order_no, 'orderId', o.id, 'coins', i.coins, 'reason', i.reason,
        'idempotencyKey', i.key, 'delta', i.coins, 'balanceBefore', i.balance_after - i.coins,
        'balanceAfter', i.balance_after, 'ledgerId', l.id),
      'ok', $9::text, $10::int, $11::text
    FROM i JOIN o USING (member_id) JOIN l USING (member_id) ORDER BY i.n
  )
  SELECT i.n, o.order_no FROM i JOIN o USING (member_id) ORDER BY i.n`;

/** VIP: patch orders, grants (source patch, ref the order), expiries, audit rows. */
const VIP_SQL = `WITH i AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS r(n bigint, member_id int, coins int, vip_days int, reason text, key text, hash text,
        starts_at timestamptz, ends_at timestamptz, before_iso text, after_iso text)
  ), ${ORDERS}, g AS (
    INSERT INTO vip_grants (member_id, days, starts_at, ends_at, source, ref_id, created_at)
    SELECT i.member_id, i.vip_days, i.starts_at, i.ends_at, 'patch', o.id, $6::timestamptz
    FROM i JOIN o USING (member_id) ORDER BY i.n
    RETURNING id, member_id
  ), u AS (
    UPDATE members m SET vip_expires_at = i.ends_at FROM i WHERE m.id = i.member_id
  ), a AS (
    ${AUDIT_INSERT}
    SELECT $4::int, 'member.reissueVip', 'member', i.member_id::text,
      jsonb_build_object('orderNo', o.order_no, 'orderId', o.id, 'reason', i.reason, 'idempotencyKey', i.key,
        'days', i.vip_days, 'vipExpiresBefore', i.before_iso, 'vipExpiresAfter', i.after_iso, 'grantId', g.id),
      'ok', $9::text, $10::int, $11::text
    FROM i JOIN o USING (member_id) JOIN g USING (member_id) ORDER BY i.n
  )
  SELECT i.n, o.order_no FROM i JOIN o USING (member_id) ORDER BY i.n`;

/**
 * Writes the fresh rows of one batch (every member distinct, locked by `tx`, active) and answers each
 * row's patch order number, in the rows' order.
 */
export async function issueFreshRows(
  tx: Tx,
  kind: 'coins' | 'vip',
  rows: readonly FreshRow[],
  actor: BatchActor,
): Promise<string[]> {
  if (rows.length === 0) return [];
  if (new Set(rows.map((r) => r.member.id)).size !== rows.length)
    throw new Error('a batch names a member twice');
  const now = new Date();
  const day = businessDay(now);
  const prefix = ORDER_NO_PREFIX.patch;
  const input = rows.map((r, i) => {
    const head = {
      n: i + 1,
      member_id: r.member.id,
      reason: r.reason,
      key: r.key,
    };
    if (kind === 'coins') {
      const body = { memberId: r.member.id, coins: r.amount, reason: r.reason };
      return {
        ...head,
        coins: r.amount,
        vip_days: 0,
        hash: requestHash({ op: 'coins', body }),
        balance_after: r.member.coinBalance + r.amount,
      };
    }
    const body = { memberId: r.member.id, days: r.amount, reason: r.reason };
    const { startsAt, endsAt } = vipWindow(r.member.vipExpiresAt, r.amount, now);
    return {
      ...head,
      coins: 0,
      vip_days: r.amount,
      hash: requestHash({ op: 'vip', body }),
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      before_iso: r.member.vipExpiresAt?.toISOString() ?? null,
      after_iso: endsAt.toISOString(),
    };
  });
  for (const r of rows) checkAmount(kind, r.amount);
  // a change made with an API token names the token (as writeAudit and the single path do)
  const token = requestContext()?.apiToken ?? null;
  // from here to the end of the transaction the rollups and the audit notify run per statement
  // (migration 047): one trigger call per table for the whole batch instead of one per row
  await txPreparedRows(tx, `SELECT set_config('opsdeck.statement_rollups', 'on', true)`, []);
  const out = await txPreparedRows<{ n: number | string; order_no: string }>(
    tx,
    kind === 'coins' ? COINS_SQL : VIP_SQL,
    [
      JSON.stringify(input),
      `${prefix}${day.replaceAll('-', '')}`,
      REISSUE_KINDS[kind].productCode,
      actor.operatorId,
      prefix,
      now,
      day,
      rows.length,
      actor.ip,
      token?.id ?? null,
      token?.name ?? null,
    ],
  );
  if (out.length !== rows.length) throw new Error(`batch wrote ${out.length} of ${rows.length} rows`);
  return out.map((r) => r.order_no);
}

/** The ledger service's own checks (a job row's amount is > 0 by its table's CHECK; kept as a guard). */
function checkAmount(kind: 'coins' | 'vip', amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 1)
    throw new Error(`${kind === 'coins' ? 'ledger delta' : 'VIP days'} must be ≥ 1, got ${amount}`);
}
