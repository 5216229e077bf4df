import { approvalReason, previewNeed } from '@opsdeck/shared/i18n/approval-need';
import type { TFunction } from 'i18next';
import type { ReissueResult } from './reissue-kinds.ts';

/**
 * What a dry run says before confirming when the re-issue would wait for a second admin: one
 * sentence naming what crosses which limit (the shared `approvalReason`, as the CLI says it), from
 * the server's answer. Empty when the dry run would not be held.
 */
export function approvalNeedText(t: TFunction, preview: ReissueResult, locale: string): string {
  const need = previewNeed(preview);
  if (!need) return '';
  return t('approvals.needsApproval', {
    reason: approvalReason((k: string, p?: Record<string, unknown>) => t(k, p), locale, need),
  });
}
