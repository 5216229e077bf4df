import { type ContentAccess, priceRuleViolation } from '@opsdeck/shared/schemas';
import type { ContentCtx } from './context.js';
import { fieldError } from './errors.js';

/**
 * The price rule on the row as it would be after an update: priceCoins above 0 exactly when access
 * is `coin` (400 naming priceCoins). Switching access away from coin without a price resets it to 0.
 */
export function checkPriceMerged(
  ctx: ContentCtx,
  current: { access: ContentAccess; priceCoins: number },
  changes: { access?: ContentAccess | undefined; priceCoins?: number | undefined },
): void {
  const access = changes.access ?? current.access;
  let price = changes.priceCoins ?? current.priceCoins;
  if (changes.access && changes.access !== 'coin' && changes.priceCoins === undefined) {
    price = 0;
    changes.priceCoins = 0;
  }
  const key = priceRuleViolation(access, price);
  if (key) throw fieldError(ctx, 400, 'priceCoins', 'custom', key);
}
