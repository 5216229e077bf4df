import { Intent } from '@blueprintjs/core';
import type { ApprovalStatus } from '@opsdeck/shared/schemas';
import { pathTo } from '../../../lib/route-links.ts';

/** The tag colour of a status. */
export function statusIntent(status: ApprovalStatus): Intent {
  if (status === 'approved') return Intent.SUCCESS;
  if (status === 'rejected') return Intent.DANGER;
  if (status === 'expired') return Intent.NONE;
  return Intent.WARNING;
}

/** Where a log row's content number is listed: patch orders open /order/patch. */
export function logHref(contentNumber: string): string | undefined {
  return /^PAT\d+$/.test(contentNumber) ? pathTo('/order/patch', { orderNo: contentNumber }) : undefined;
}
