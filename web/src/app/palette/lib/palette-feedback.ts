import { Intent } from '@blueprintjs/core';
import { approvalReason, pendingNeed } from '@opsdeck/shared/i18n/approval-need';
import { isReissuePending, type ReissuePending } from '@opsdeck/shared/schemas';
import { memberLabel } from '../../../features/members/components/member-picker.tsx';
import type { ReissueAnswer } from '../../../features/members/lib/reissue-kinds.ts';
import { copyText } from '../../../features/settings/lib/copy-settings.ts';
import { i18n } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-links.ts';
import { showToast, toastError, toastSuccess } from '../../../lib/toaster.ts';

/** Copies an `opsdeck …` line to the clipboard and says so (or why not). */
export async function copyCliLine(line: string | null): Promise<void> {
  if (!line) return;
  try {
    await copyText(line);
    toastSuccess(i18n.t('palette.cli.copied', { command: line }));
  } catch (err) {
    toastError(
      i18n.t('palette.cli.copyFailed', { message: err instanceof Error ? err.message : String(err) }),
    );
  }
}

/**
 * The result of a re-issue run from the palette: a toast naming the member and the order, with a
 * link to the order (`/order/patch?orderNo=…`) when the role may open that list.
 */
export function toastReissueDone(
  result: ReissueAnswer,
  opts: { navigate: (to: string) => void; canOpenOrders: boolean },
): void {
  if (isReissuePending(result)) {
    toastPending(result, opts);
    return;
  }
  const href = result.orderNo ? pathTo('/order/patch', { orderNo: result.orderNo }) : undefined;
  showToast({
    message: i18n.t(result.replayed ? 'palette.args.replayed' : 'palette.args.done', {
      member: memberLabel(result.member),
      orderNo: result.orderNo ?? '',
    }),
    intent: Intent.SUCCESS,
    icon: 'tick-circle',
    timeout: 10_000,
    ...(href && opts.canOpenOrders
      ? {
          action: {
            text: i18n.t('palette.args.viewOrder'),
            href,
            onClick: (e) => {
              e.preventDefault();
              opts.navigate(href);
            },
          },
        }
      : {}),
  });
}

/**
 * A re-issue above the approval threshold: nothing issued yet; which limit it crosses (the shared
 * `approvalReason`, numbers grouped) and a link to its approval process.
 */
function toastPending(pending: ReissuePending, opts: { navigate: (to: string) => void }): void {
  const id = pending.approvalId;
  const href = pathTo('/profile/basic', { id });
  showToast({
    message: i18n.t('approvals.pending', {
      id,
      reason: approvalReason(
        (k: string, p?: Record<string, unknown>) => i18n.t(k, p),
        i18n.language,
        pendingNeed(pending),
      ),
    }),
    intent: Intent.WARNING,
    icon: 'time',
    timeout: 10_000,
    action: {
      text: i18n.t('approvals.openProcess'),
      href,
      onClick: (e) => {
        e.preventDefault();
        opts.navigate(href);
      },
    },
  });
}
