import {
  type ApprovalThresholds,
  approvalThresholdsSchema,
  DEFAULT_APPROVAL_THRESHOLDS,
} from '@opsdeck/shared/schemas';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
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

/**
 * What the re-issue gate reads before each re-issue, in one statement: the limits and whether the
 * four-eyes switch (`automation_approval_thresholds`) is on (on unless turned off).
 */
export async function readGateSettings(
  db: Db | Tx,
): Promise<{ limits: ApprovalThresholds; enabled: boolean }> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [THRESHOLDS_KEY, SWITCH_KEY]));
  const stored = rows.find((r) => r.key === THRESHOLDS_KEY);
  const parsed = stored ? approvalThresholdsSchema.safeParse(stored.value) : undefined;
  const enabled = rows.find((r) => r.key === SWITCH_KEY)?.value !== false;
  return { limits: parsed?.success ? parsed.data : { ...DEFAULT_APPROVAL_THRESHOLDS }, enabled };
}
