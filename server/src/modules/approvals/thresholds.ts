import {
  type ApprovalThresholds,
  approvalThresholdsSchema,
  DEFAULT_APPROVAL_THRESHOLDS,
} from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import type { Tx } from '../../db/tx.js';
import { readSetting } from '../settings/store.js';

export const THRESHOLDS_KEY = 'approval_thresholds';
/** The four-eyes switch's setting (automation/switches.ts names it the same way). */
const SWITCH_KEY = 'automation_approval_thresholds';

/**
 * The stored limits (defaults: more than 10,000 coins or 365 VIP days per member, 100,000 coins or
 * 3,650 VIP days per operator, each over 24 hours).
 */
export function readThresholds(db: Db | Tx): Promise<ApprovalThresholds> {
  return readSetting(db, THRESHOLDS_KEY, approvalThresholdsSchema, { ...DEFAULT_APPROVAL_THRESHOLDS });
}

/** A stored setting's JSON text, parsed (undefined when absent). */
const jsonOf = (text: string | undefined): unknown => (text === undefined ? undefined : JSON.parse(text));

/** The row `readGateSettings` adds when an approval request already holds the idempotency key. */
const KEY_TAKEN = '#approval-with-key';

/**
 * What the re-issue gate reads before each re-issue, in one statement: the limits, whether the
 * four-eyes switch (`automation_approval_thresholds`) is on (on unless turned off) and, given the
 * re-issue's idempotency key, whether an approval request already holds it (`keyTaken`; the request
 * itself is read only then, so a first call sends one statement before its transaction, not two).
 */
export async function readGateSettings(
  db: Db | Tx,
  key?: string,
): Promise<{ limits: ApprovalThresholds; enabled: boolean; keyTaken: boolean }> {
  // the values as JSON text: one parse, whichever driver answers
  const rows = await queryRows<{ key: string; value: string }>(
    db,
    sql`SELECT key, value::text AS value FROM settings WHERE key IN (${THRESHOLDS_KEY}, ${SWITCH_KEY})
      UNION ALL
      SELECT ${KEY_TAKEN}, 'true'
      WHERE EXISTS (SELECT 1 FROM approvals WHERE idempotency_key = ${key ?? null}::text)`,
  );
  const stored = rows.find((r) => r.key === THRESHOLDS_KEY);
  const parsed = stored ? approvalThresholdsSchema.safeParse(jsonOf(stored.value)) : undefined;
  const enabled = jsonOf(rows.find((r) => r.key === SWITCH_KEY)?.value) !== false;
  return {
    limits: parsed?.success ? parsed.data : { ...DEFAULT_APPROVAL_THRESHOLDS },
    enabled,
    keyTaken: rows.some((r) => r.key === KEY_TAKEN),
  };
}
