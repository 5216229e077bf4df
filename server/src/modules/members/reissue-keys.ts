import type { ReissueKeysResult } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { num, rawRows } from '../../db/raw.js';

/**
 * POST /admin/member/reissue-keys: which of `keys` a re-issue already used, in two statements on the
 * unique key indexes: those with an order (issued, with its order number and member) and those
 * held for a second admin (a pending approval request). A CLI batch run again asks with every
 * row's key, says how many are done and sends only the rest.
 */
export async function findReissueKeys(db: Db, keys: readonly string[]): Promise<ReissueKeysResult> {
  const list = JSON.stringify([...new Set(keys)]);
  const issued = await rawRows<{ key: string; order_no: string; member_id: unknown }>(
    db,
    `SELECT idempotency_key AS key, order_no, member_id FROM orders
      WHERE idempotency_key IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [list],
  );
  const pending = await rawRows<{ key: string; id: unknown }>(
    db,
    `SELECT idempotency_key AS key, id FROM approvals
      WHERE status = 'pending' AND idempotency_key IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [list],
  );
  return {
    issued: issued.map((r) => ({ key: r.key, orderNo: r.order_no, memberId: num(r.member_id) })),
    pending: pending.map((r) => ({ key: r.key, approvalId: num(r.id) })),
  };
}
