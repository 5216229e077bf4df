import { z } from 'zod';

/** Shop types of spec §9: stockroom=0, onlineRent=1, onlineSell=2. */
export const SHOP_TYPES = { stockroom: 0, onlineRent: 1, onlineSell: 2 } as const;

/** A shop (spec §3), answered by GET /admin/shop/list-all. */
export const shopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  shopType: z.number().int().min(0).max(2),
  syncShopId: z.string().nullable(),
});
export type Shop = z.infer<typeof shopSchema>;
