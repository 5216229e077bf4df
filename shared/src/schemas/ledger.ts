import { z } from 'zod';
import { COIN_REASONS, POINT_REASONS } from './ledger-values.js';
import { memberRefShape } from './list-query.js';

// The values live in ledger-values.ts, without zod (a list showing them loads no zod).
export { COIN_REASONS, POINT_REASONS } from './ledger-values.js';

export const coinReasonSchema = z.enum(COIN_REASONS);
export type CoinReason = z.infer<typeof coinReasonSchema>;

export const pointReasonSchema = z.enum(POINT_REASONS);
export type PointReason = z.infer<typeof pointReasonSchema>;

/** Where a VIP grant came from (vip_grants.source). */
export const VIP_SOURCES = ['order', 'iap', 'patch', 'exchange', 'invite'] as const;
export const vipSourceSchema = z.enum(VIP_SOURCES);
export type VipSource = z.infer<typeof vipSourceSchema>;

/** Fields of one ledger row (coins or points); `delta` is signed and never 0, `balanceAfter` ≥ 0. */
const ledgerRowShape = {
  id: z.number().int(),
  ...memberRefShape,
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  refType: z.string().nullable(),
  refId: z.number().int().nullable(),
  operatorId: z.number().int().nullable(),
  /** The operator's name when an operator caused the change (re-issues). */
  operatorName: z.string().nullable(),
  createdAt: z.string(),
};

/** One coin_ledger row. */
export const coinLedgerRowSchema = z.object({ ...ledgerRowShape, reason: coinReasonSchema });
export type CoinLedgerRow = z.infer<typeof coinLedgerRowSchema>;

/** One point_ledger row. */
export const pointLedgerRowSchema = z.object({ ...ledgerRowShape, reason: pointReasonSchema });
export type PointLedgerRow = z.infer<typeof pointLedgerRowSchema>;

/** One vip_grants row: `days` of VIP from `startsAt` to `endsAt` (grants stack, never overlap). */
export const vipGrantRowSchema = z.object({
  id: z.number().int(),
  ...memberRefShape,
  days: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  source: vipSourceSchema,
  refId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type VipGrantRow = z.infer<typeof vipGrantRowSchema>;
