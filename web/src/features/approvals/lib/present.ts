import { Intent } from '@blueprintjs/core';
import type { Approval, ApprovalStatus } from '@opsdeck/shared/schemas';

/** The tag colour of a status. */
export function statusIntent(status: ApprovalStatus): Intent {
  if (status === 'approved') return Intent.SUCCESS;
  if (status === 'rejected') return Intent.DANGER;
  return Intent.WARNING;
}

/** What a request asks, in one short line. */
export function summaryOf(a: Approval): string {
  const p = a.payload;
  if (a.kind === 'patch_coins') return `#${a.memberId} +${String(p.coins)}`;
  if (a.kind === 'patch_vip') return `#${a.memberId} +${String(p.days)}d`;
  return Object.keys(p).join(', ');
}

/** Where a log row's content number is listed: patch orders open /order/patch. */
export function logHref(contentNumber: string): string | undefined {
  return /^PAT\d+$/.test(contentNumber)
    ? `/order/patch?orderNo=${encodeURIComponent(contentNumber)}`
    : undefined;
}
