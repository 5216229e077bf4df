import type { Page } from '../../schemas/common.js';
import type { PointLedgerRow } from '../../schemas/ledger.js';
import type { PointListQuery } from '../../schemas/point.js';
import { queryGet } from '../query-get.js';

/** GET /admin/points: point ledger rows. */
export const listPoints = queryGet<PointListQuery, Page<PointLedgerRow>>('/admin/points');
