import type { ReissueApprovalNeed } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { formatCount } from './format.ts';

/**
 * What a dry run says before confirming when the re-issue would wait for a second admin: the total
 * that crosses the limit, the limit and the rule (all from the server's answer).
 */
export function approvalNeedText(t: TFunction, need: ReissueApprovalNeed, locale: string): string {
  return t('approvals.needsApproval', {
    total: formatCount(need.windowTotal, locale),
    threshold: formatCount(need.threshold, locale),
    rule: t(`approvals.rules.${need.rule}`, { defaultValue: need.rule }),
  });
}
