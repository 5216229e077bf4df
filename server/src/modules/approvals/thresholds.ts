import {
  type ApprovalThresholds,
  approvalThresholdsSchema,
  DEFAULT_APPROVAL_THRESHOLDS,
} from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { readSetting } from '../settings/store.js';

export const THRESHOLDS_KEY = 'approval_thresholds';

/** The stored re-issue thresholds (defaults: more than 10,000 coins or 365 VIP days). */
export function readThresholds(db: Db | Tx): Promise<ApprovalThresholds> {
  return readSetting(db, THRESHOLDS_KEY, approvalThresholdsSchema, DEFAULT_APPROVAL_THRESHOLDS);
}
