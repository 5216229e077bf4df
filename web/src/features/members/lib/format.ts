import { numberFormat } from '../../../lib/intl-formats.ts';

export { formatMediumDateTime, formatZonedDateTime } from '@opsdeck/shared/schemas';

/** An integer with grouping (`12,345`). */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/** Money in fen as yuan (`¥6.00`). */
export function formatCents(cents: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: currency || 'CNY' }).format(cents / 100);
}

/** The VIP state of a member: active until a time, expired at a time, or never VIP. */
export type VipState =
  | { kind: 'active'; until: string }
  | { kind: 'expired'; at: string }
  | { kind: 'never' };

/** The VIP state from the member's expiry (`vipActive` is the server's verdict at answer time). */
export function vipStateOf(member: { vipExpiresAt: string | null; vipActive: boolean }): VipState {
  if (!member.vipExpiresAt) return { kind: 'never' };
  return member.vipActive
    ? { kind: 'active', until: member.vipExpiresAt }
    : { kind: 'expired', at: member.vipExpiresAt };
}
