import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Tx } from '../ledger/tx.js';
import { readSetting } from '../settings/store.js';

/** The automation switch of the re-issue thresholds (on unless turned off). */
export function thresholdsEnabled(db: Db | Tx): Promise<boolean> {
  return readSetting(db, 'automation.approvalThresholds', z.boolean(), true);
}
