import type { Approval, ApprovalLogRow } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { memberText } from './facts.ts';

/** The audit actions a request's log shows, each told as a sentence (`approvals.web.logEvents.*`). */
const EVENTS: Record<string, string> = {
  'approval.request': 'request',
  'approval.approve': 'approve',
  'approval.reject': 'reject',
  'approval.expire': 'expire',
  'member.reissueCoins': 'reissued',
  'member.reissueVip': 'reissued',
  'reissueJob.queue': 'jobQueued',
  'media.paramsChange': 'applied',
  'policy.set': 'applied',
  'automation.set': 'applied',
};

/** What the request asks for, in words: `+20,000 coins for 20481234 · Lily`, or its kind. */
function what(a: Approval, t: TFunction, locale: string): string {
  if (a.amount === null || a.member === null) return t(`approvals.kind.${a.kind}`);
  return t(`approvals.web.logWhat.${a.kind === 'patch_vip' ? 'days' : 'coins'}`, {
    count: a.amount,
    amount: a.amount.toLocaleString(locale),
    member: memberText(a),
  });
}

/**
 * One row of a request's operation log as a sentence in the console's language: who did what
 * ("Zhou asked for approval: +20,000 coins for 20481234 · Lily"), never the audit row's raw
 * `action key=value` text. An action the console does not know yet keeps the server's text.
 */
export function logSentence(row: ApprovalLogRow, a: Approval, t: TFunction, locale: string): string {
  const event = EVENTS[row.action];
  if (event === undefined) return [row.operator, row.updateContent].filter(Boolean).join(' · ');
  return t(`approvals.web.logEvents.${event}`, {
    operator: row.operator || t('approvals.web.logSystem'),
    what: what(a, t, locale),
    kind: t(`approvals.kind.${a.kind}`),
    reason: a.rejectReason ?? '',
    order: row.contentNumber,
  });
}
