import { Callout, Intent } from '@blueprintjs/core';
import { approvalReason, pendingNeed } from '@opsdeck/shared/i18n/approval-need';
import type { ReissuePending } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../lib/route-links.ts';
import type { ReissueKindSpec } from '../lib/reissue-kinds.ts';
import { ReissueActions } from './reissue-result.tsx';

/** Where a request's approval process is shown. */
export function approvalHref(id: number): string {
  return pathTo('/profile/basic', { id });
}

/**
 * A re-issue above the approval threshold: nothing was issued; the request waits for a second admin.
 * Links to the request's approval process.
 */
export function ReissuePendingView({ spec, pending, onAnother }: ReissuePendingViewProps) {
  const { t, i18n } = useTranslation();
  const l = i18n.language;
  const decided = pending.status !== 'pending';
  return (
    <div className="od-patch-result" data-testid="patch-pending">
      <Callout
        intent={decided ? Intent.PRIMARY : Intent.WARNING}
        icon="time"
        title={t('approvals.pendingTitle', { id: pending.approvalId })}
      >
        <p>
          {t('approvals.pendingBody', {
            reason: approvalReason(
              (k: string, p?: Record<string, unknown>) => t(k, p),
              l,
              pendingNeed(pending),
            ),
          })}
        </p>
        {decided && <p>{t('approvals.statusNow', { status: t(`approvals.status.${pending.status}`) })}</p>}
        <Link to={approvalHref(pending.approvalId)} data-testid="patch-pending-link">
          {t('approvals.openProcess')}
        </Link>
      </Callout>
      <ReissueActions spec={spec} onAnother={onAnother} />
    </div>
  );
}

export interface ReissuePendingViewProps {
  spec: ReissueKindSpec;
  pending: ReissuePending;
  onAnother: () => void;
}
