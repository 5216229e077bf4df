import type { Locale } from '@opsdeck/shared/i18n';
import type { Shop } from '@opsdeck/shared/schemas';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopNames, shops } from '../../db/schema/index.js';

/**
 * Every shop (spec §3), by id; its name in `locale` (shop_names, migration 092), else the one stored
 * with it (typed by hand, shown as written).
 */
export async function listAllShops(db: Db, locale: Locale): Promise<Shop[]> {
  return db
    .select({
      id: shops.id,
      name: sql<string>`COALESCE((SELECT ${shopNames.name} FROM ${shopNames}
        WHERE ${shopNames.shopId} = ${shops.id} AND ${shopNames.locale} = ${locale}), ${shops.name})`,
      code: shops.code,
      shopType: shops.shopType,
      syncShopId: shops.syncShopId,
    })
    .from(shops)
    .orderBy(asc(shops.id));
}
