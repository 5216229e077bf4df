import type { Shop } from '@opsdeck/shared/schemas';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shops } from '../../db/schema/index.js';

/** Every shop (spec §3), by id. */
export async function listAllShops(db: Db): Promise<Shop[]> {
  return db
    .select({
      id: shops.id,
      name: shops.name,
      code: shops.code,
      shopType: shops.shopType,
      syncShopId: shops.syncShopId,
    })
    .from(shops)
    .orderBy(asc(shops.id));
}
