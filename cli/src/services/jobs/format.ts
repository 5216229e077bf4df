import type { ReissueJob } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';

/** Rows run so far (issued, already issued or failed). */
export const doneRows = (j: ReissueJob) => j.issued + j.replayed + j.failed;

/** "50 coins each" or "own amounts", and the total: `50 × 120 = 6000 coins`. */
export function whatText(t: Translate, j: ReissueJob): string {
  const each = j.amount === null ? t('reissueJobs.web.amountRows') : amountIn(t, j.kind, j.amount);
  return `${each} → ${amountIn(t, j.kind, j.total)}`;
}

/** `1 coin`, `50 coins`, `1 VIP day`: an amount with its unit in the form its number takes. */
export function amountIn(t: Translate, kind: ReissueJob['kind'], amount: number): string {
  return `${amount} ${t(`reissueJobs.web.units.${kind}`, { count: amount })}`;
}

/** The progress line of `jobs watch` on a terminal. */
export function progressLine(t: Translate, j: ReissueJob): string {
  const rate =
    j.rate > 0 && j.etaSeconds !== null ? t('cli.jobs.watch.rate', { rate: j.rate, eta: j.etaSeconds }) : '';
  return t('cli.jobs.watch.line', {
    id: j.id,
    status: t(`reissueJobs.statuses.${j.status}`),
    done: doneRows(j),
    count: j.count,
    issued: j.issued + j.replayed,
    failed: j.failed,
    left: j.left,
    rate,
  });
}

/** A job's facts as labelled lines (jobs show), with the stable `key value` pairs for pipes. */
export function jobFacts(t: Translate, j: ReissueJob): { label: string; value: string; key: string }[] {
  const f = (key: string, label: string, value: string) => ({ key, label: t(label), value });
  return [
    f('id', 'cli.jobs.columns.id', String(j.id)),
    f('status', 'reissueJobs.web.facts.status', t(`reissueJobs.statuses.${j.status}`)),
    f('total', 'reissueJobs.web.facts.total', whatText(t, j)),
    f('filter', 'reissueJobs.web.facts.filter', j.filterText),
    f('reason', 'reissueJobs.web.facts.reason', j.reason),
    f('progress', 'cli.jobs.columns.progress', progressLine(t, j)),
    f('requester', 'reissueJobs.web.facts.requester', j.createdBy.name),
    f('approval', 'reissueJobs.web.facts.approval', j.approvalId === null ? '–' : `#${j.approvalId}`),
    f('created', 'reissueJobs.web.facts.created', j.createdAt),
    ...(j.finishedAt ? [f('finished', 'reissueJobs.web.facts.finished', j.finishedAt)] : []),
    ...(j.error ? [f('error', 'reissueJobs.web.facts.error', j.error)] : []),
  ];
}
