import type { Translate } from '../../i18n.js';
import { terminalDateTime, terminalZonedDateTime } from '../../ui/format.js';
import type { TableCell } from '../../ui/table.js';

/**
 * The VIP state of a member for a table: the expiry when active, "Expired", or a dash when never
 * VIP. `active` is the server's `vipActive` (its clock decides, not this machine's).
 */
export function vipCell(t: Translate, expiresAt: string | null, active: boolean): TableCell {
  if (expiresAt === null) return { text: t('common.none'), tone: 'muted' };
  if (active) return { text: terminalDateTime(expiresAt), tone: 'accent' };
  return { text: t('member.vip.expired'), tone: 'muted' };
}

/** The VIP state in words: `until 2026-12-21 20:02 UTC+8`, `expired 2026-08-16 23:40 UTC+8` or `Never VIP`. */
export function vipText(t: Translate, expiresAt: string | null, active: boolean): string {
  if (expiresAt === null) return t('member.vip.never');
  const date = terminalZonedDateTime(expiresAt);
  return t(active ? 'cli.members.show.vipUntil' : 'cli.members.show.vipExpired', { date });
}
