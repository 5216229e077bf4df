import { contentAccessSchema, priceCoinsSchema, publishStatusSchema } from './common.js';

/** The editable fields of priced content (wallpapers and templates): who may open it, its price in
 * coins (checked with `refinePrice`) and its draft/online/offline status. */
export const pricedFields = {
  access: contentAccessSchema,
  priceCoins: priceCoinsSchema,
  status: publishStatusSchema,
};

/** What a create body may leave out: free, no price, a draft. */
export const pricedDefaults = {
  access: pricedFields.access.default('free'),
  priceCoins: pricedFields.priceCoins.default(0),
  status: pricedFields.status.default('draft'),
};
