import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { switchOn } from '../automation/switches.js';

/** The automation switch of the re-issue thresholds (on unless turned off). */
export function thresholdsEnabled(db: Db | Tx): Promise<boolean> {
  return switchOn(db, 'approvalThresholds');
}
