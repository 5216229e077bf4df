import { txPreparedRows } from '../../db/prepared.js';
import type { Tx } from '../../db/tx.js';
import { requestContext } from '../../http/request-context.js';
import type { AuditEntry } from '../audit/service.js';

/**
 * The writes of one balance change as ONE statement (data-modifying CTEs, same on PGlite and
 * PostgreSQL): append the ledger row (or VIP grant), move the member's cached balance (or expiry)
 * and, when an operator acted, write the audit row whose payload gets the new row's id. The member
 * row is already locked by the caller's transaction; one round-trip instead of three, sent as a
 * named prepared statement (a few fixed texts: table × audited or not).
 */

/** The audit CTE (parameters from `$first`) and its values; the payload receives the new row's id as `idKey`. */
function auditPart(
  audit: AuditEntry | undefined,
  payload: Record<string, unknown>,
  idKey: string,
  first: number,
): { text: string; values: unknown[] } {
  if (!audit) return { text: '', values: [] };
  const $ = (i: number) => `$${first + i}`;
  // a change made with an API token names the token (as writeAudit does)
  const token = requestContext()?.apiToken ?? null;
  return {
    text: `, a AS (
    INSERT INTO audit_log (operator_id, action, target_type, target_id, payload, status, ip, api_token_id, api_token_name)
    SELECT ${$(0)}::int, ${$(1)}::text, ${$(2)}::text, ${$(3)}::text,
      ${$(4)}::jsonb || jsonb_build_object('${idKey}', w.id), ${$(5)}::text, ${$(6)}::text, ${$(7)}::int, ${$(8)}::text
    FROM w)`,
    values: [
      audit.operatorId,
      audit.action,
      audit.targetType,
      audit.targetId,
      JSON.stringify({ ...audit.payload, ...payload }),
      audit.status ?? 'ok',
      audit.ip,
      token?.id ?? null,
      token?.name ?? null,
    ],
  };
}

async function returningId(tx: Tx, text: string, values: unknown[], what: string): Promise<number> {
  const [row] = await txPreparedRows<{ id: number | string }>(tx, text, values);
  if (!row) throw new Error(`${what} insert returned nothing`);
  return Number(row.id);
}

/** A coin or point ledger row with its balance after the change. */
export interface LedgerAppend {
  table: 'coin_ledger' | 'point_ledger';
  memberId: number;
  delta: number;
  balanceBefore: number;
  balanceAfter: number;
  reason: string;
  refType: string | null;
  refId: number | null;
  operatorId: number | null;
  createdAt: Date;
  audit?: AuditEntry;
}

/** Appends a ledger row, sets the member's balance and writes the audit row; returns the ledger id. */
export function appendLedger(tx: Tx, a: LedgerAppend): Promise<number> {
  const balance = a.table === 'coin_ledger' ? 'coin_balance' : 'points_balance';
  const audited = { delta: a.delta, balanceBefore: a.balanceBefore, balanceAfter: a.balanceAfter };
  const audit = auditPart(a.audit, audited, 'ledgerId', 9);
  const text = `WITH w AS (
      INSERT INTO ${a.table} (member_id, delta, balance_after, reason, ref_type, ref_id, operator_id, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id),
    u AS (UPDATE members SET ${balance} = $3 WHERE id = $1)${audit.text}
    SELECT id FROM w`;
  const values = [
    a.memberId,
    a.delta,
    a.balanceAfter,
    a.reason,
    a.refType,
    a.refId,
    a.operatorId,
    a.createdAt,
  ];
  return returningId(tx, text, [...values, ...audit.values], a.table);
}

/** A VIP grant and the member's new expiry. */
export interface GrantAppend {
  memberId: number;
  days: number;
  startsAt: Date;
  endsAt: Date;
  expiresBefore: Date | null;
  source: string;
  refId: number | null;
  createdAt: Date;
  audit?: AuditEntry;
}

/** Inserts a VIP grant, moves vip_expires_at to its end and writes the audit row; returns the grant id. */
export function appendGrant(tx: Tx, g: GrantAppend): Promise<number> {
  const audited = {
    days: g.days,
    vipExpiresBefore: g.expiresBefore?.toISOString() ?? null,
    vipExpiresAfter: g.endsAt.toISOString(),
  };
  const audit = auditPart(g.audit, audited, 'grantId', 8);
  const text = `WITH w AS (
      INSERT INTO vip_grants (member_id, days, starts_at, ends_at, source, ref_id, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id),
    u AS (UPDATE members SET vip_expires_at = $4 WHERE id = $1)${audit.text}
    SELECT id FROM w`;
  const values = [g.memberId, g.days, g.startsAt, g.endsAt, g.source, g.refId, g.createdAt];
  return returningId(tx, text, [...values, ...audit.values], 'vip_grants');
}
