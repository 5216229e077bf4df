import { Intent } from '@blueprintjs/core';
import { memberLabel } from '../../../features/members/components/member-picker.tsx';
import type { ReissueResult } from '../../../features/members/lib/reissue-kinds.ts';
import { copyText } from '../../../features/settings/lib/copy-settings.ts';
import { i18n } from '../../../lib/i18n.ts';
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
  result: ReissueResult,
  opts: { navigate: (to: string) => void; canOpenOrders: boolean },
): void {
  const href = result.orderNo
    ? `/order/patch?${new URLSearchParams({ orderNo: result.orderNo })}`
    : undefined;
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
