import { jobFinished, type ReissueJob } from '@opsdeck/shared/schemas';
import type { Translate } from '../../i18n.js';
import { grouped, terminalZonedDateTime } from '../../ui/format.js';
import { formatRate } from '../../ui/progress-format.js';

/** Rows run so far (issued, already issued or failed). */
export const doneRows = (j: ReissueJob) => j.issued + j.replayed + j.failed;

/** The amount each and the total: `50 coins → 6,000 coins` (`number`: String for pipes). */
export function whatText(t: Translate, j: ReissueJob, number: (n: number) => string = grouped): string {
  const each = j.amount === null ? t('reissueJobs.web.amountRows') : amountIn(t, j.kind, j.amount, number);
  return `${each} → ${amountIn(t, j.kind, j.total, number)}`;
}

/**
 * `1 coin`, `50 coins`, `4,440 VIP days`: an amount with its unit in the form its number takes,
 * grouped as a person reads it (the table, the review and `jobs show` on a terminal).
 */
export function amountIn(
  t: Translate,
  kind: ReissueJob['kind'],
  amount: number,
  number: (n: number) => string = grouped,
): string {
  return `${number(amount)} ${t(`reissueJobs.web.units.${kind}`, { count: amount })}`;
}

/**
 * The progress line of `jobs show`: grouped on a terminal (`4,440/12,000 rows · issued 4,400`), as
 * the amounts beside it are; `number` String for pipes (bare numbers). Rate and ETA only while the
 * job is open (a stopped job's `rate` is its average; `etaSeconds` is null then, and the status is
 * what decides). Not the job's number and status: they are the lines above it.
 */
export function progressLine(t: Translate, j: ReissueJob, number: (n: number) => string = grouped): string {
  const live = !jobFinished(j.status) && j.rate > 0 && j.etaSeconds !== null;
  const rate = live ? t('cli.jobs.watch.rate', { rate: formatRate(j.rate, number), eta: j.etaSeconds }) : '';
  return t('cli.jobs.watch.line', {
    done: number(doneRows(j)),
    count: j.count,
    rows: number(j.count),
    issued: number(j.issued + j.replayed),
    failed: number(j.failed),
    left: number(j.left),
    rate,
  });
}

/**
 * A job's facts as labelled lines (jobs show): on a terminal the times in the business zone with its
 * label, as the table's (they were raw UTC ISO stamps beside the list's UTC+8 minutes), and the
 * console's names; `plain` the stable `key value` pairs for pipes (ISO times, bare numbers).
 */
export function jobFacts(
  t: Translate,
  j: ReissueJob,
): { label: string; value: string; key: string; plain: string }[] {
  const f = (key: string, label: string, value: string, plain = value) => ({
    key,
    label: t(label),
    value,
    plain,
  });
  const time = (key: string, label: string, at: string) => f(key, label, terminalZonedDateTime(at), at);
  return [
    f('id', 'cli.jobs.columns.id', String(j.id)),
    f('status', 'reissueJobs.web.facts.status', t(`reissueJobs.statuses.${j.status}`)),
    f('total', 'reissueJobs.web.facts.total', whatText(t, j), whatText(t, j, String)),
    f('filter', 'reissueJobs.web.facts.filter', j.filterText),
    f('reason', 'reissueJobs.web.facts.reason', j.reason),
    f('progress', 'reissueJobs.web.columns.progress', progressLine(t, j), progressLine(t, j, String)),
    f('requester', 'reissueJobs.web.facts.requester', j.createdBy.name),
    f('approval', 'reissueJobs.web.facts.approval', j.approvalId === null ? '–' : `#${j.approvalId}`),
    time('created', 'reissueJobs.web.facts.created', j.createdAt),
    ...(j.finishedAt ? [time('finished', 'reissueJobs.web.facts.finished', j.finishedAt)] : []),
    ...(j.error ? [f('error', 'reissueJobs.web.facts.error', j.error)] : []),
  ];
}
