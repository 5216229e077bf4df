import { ApiError } from '@opsdeck/shared/errors';
import type { Approval } from '@opsdeck/shared/schemas';
import { formatMediumDateTime } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-links.ts';
import { approvalFacts } from './facts.ts';

/** A decision the approvals list made (or tried). */
export type Decision = 'approve' | 'reject';

/** One line of a result page. */
interface Line {
  label: string;
  value: string;
}

/** The way back: the decided request in the approvals list. */
const backTo = (id: number, t: TFunction) => [
  { label: t('approvals.web.result.back'), path: pathTo('/profile/basic', { id }), primary: true },
];

/**
 * The router state of /result/success after a decision: what was decided (and, once approved, what
 * was executed: the member by its 8-digit id, the executed balances or parameters, labelled in the
 * console's language), by whom and when.
 */
export function decidedResult(a: Approval, how: Decision, t: TFunction, locale: string = currentLocale()) {
  const lines: Line[] = [
    { label: t('approvals.web.result.request'), value: `#${a.id} · ${t(`approvals.kind.${a.kind}`)}` },
    { label: t('approvals.web.result.decision'), value: t(`approvals.status.${a.status}`) },
    { label: t('approvals.web.result.decider'), value: a.decider?.name ?? '-' },
    {
      label: t('approvals.web.result.decidedAt'),
      value: a.decidedAt ? formatMediumDateTime(a.decidedAt, currentLocale()) : '-',
    },
    ...approvalFacts(a, t, locale).map(({ label, value }) => ({ label, value })),
  ];
  if (typeof a.result?.orderNo === 'string')
    lines.push({ label: t('approvals.fields.orderNo'), value: a.result.orderNo });
  if (a.rejectReason) lines.push({ label: t('approvals.web.rejectReason'), value: a.rejectReason });
  const headline = t(how === 'approve' ? 'approvals.web.approved' : 'approvals.web.rejected', { id: a.id });
  return { result: { headline, lines, actions: backTo(a.id, t) } };
}

/** The router state of /result/error when the server refused a decision (already decided, own request…). */
export function refusedResult(id: number, how: Decision, error: unknown, t: TFunction, reason?: string) {
  const e = error instanceof ApiError ? error : null;
  const lines: Line[] = [
    { label: t('approvals.web.result.request'), value: `#${id}` },
    {
      label: t('approvals.web.result.decision'),
      value: t(how === 'approve' ? 'approvals.web.result.tryApprove' : 'approvals.web.result.tryReject'),
    },
  ];
  if (reason) lines.push({ label: t('approvals.web.rejectReason'), value: reason });
  return {
    result: {
      headline: t('approvals.web.result.failed', { id }),
      lines,
      message: e?.message ?? String(error),
      status: e?.status ?? 0,
      details: e?.details?.map((d) => d.message),
      actions: backTo(id, t),
    },
  };
}
