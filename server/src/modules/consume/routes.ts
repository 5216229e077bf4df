import {
  coinConsumeQuerySchema,
  coinConsumeRowSchema,
  unlockListQuerySchema,
  unlockRowSchema,
} from '@opsdeck/shared/schemas';
import { pageRoute, routesOf } from '../../http/routes.js';
import { listCoinConsumption, listUnlocks } from './service.js';

/** Consumption: VIP unlocks, coin spending and coin unlocks. */
export const consumeRoutes = routesOf('consume', [
  pageRoute('/admin/consume/vip', unlockListQuerySchema, unlockRowSchema, (db, q) =>
    listUnlocks(db, 'vip', q),
  ),
  pageRoute('/admin/consume/unlocked', unlockListQuerySchema, unlockRowSchema, (db, q) =>
    listUnlocks(db, 'coin', q),
  ),
  pageRoute('/admin/consume/coin', coinConsumeQuerySchema, coinConsumeRowSchema, listCoinConsumption),
]);
