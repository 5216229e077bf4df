import type { ReissueKind } from '@opsdeck/shared/reissue';
import type { Translate } from '../../i18n.js';
import { countOf, grouped } from '../../ui/format.js';
import { formatDuration, formatRate } from '../../ui/progress-format.js';
import type { RowOutcome } from './process-row.js';
import type { Counts } from './tally.js';

/** What a batch did, as `--json` prints it (one object on stdout). */
export interface BatchSummary {
  kind: ReissueKind['noun'];
  file: string;
  format: 'csv' | 'ndjson';
  sha256: string;
  dryRun: boolean;
  rows: number;
  issued: number;
  replayed: number;
  failed: number;
  /** Rows held for a second admin's approval (above the threshold; not errors). */
  pending: number;
  /** Rows a dry run checked and found would be issued. */
  checked: number;
  notStarted: number;
  interrupted: boolean;
  /** `coins` or `days`. */
  unit: ReissueKind['amount'];
  /** The coins or days of every row of the file. */
  amountTotal: number;
  /** The coins or days this run issued (replays not included). */
  amountIssued: number;
  elapsedMs: number;
  rowsPerSecond: number;
  results: string | null;
  failures: Pick<RowOutcome, 'line' | 'member' | 'key' | 'error'>[];
  /** The error that stopped the batch (the session ended, or the role may not do this). */
  stoppedBy?: string;
}

/** The failed rows shown on the terminal; --results and --json have them all. */
const SHOWN_FAILURES = 20;

/**
 * The summary as lines for stderr, in the user's language: sentences for a person, so the counts,
 * amounts and rate are grouped (`12,000 rows in 9.8 s (1,224 rows/s)`) whether stderr is a terminal
 * or not, as `jobs create`'s and `jobs watch`'s sentences are; `--json` keeps the bare numbers.
 * Line numbers stay bare, as an editor shows them.
 */
export function summaryLines(t: Translate, s: BatchSummary): string[] {
  const time = formatDuration(s.elapsedMs);
  const rate = formatRate(s.rowsPerSecond, grouped);
  const done = grouped(s.issued + s.replayed + s.failed + s.pending + s.checked);
  const rows = grouped(s.rows);
  const lines: string[] = [];
  if (s.interrupted) lines.push(t('cli.batch.summary.interrupted', { done, rows, count: s.rows, time }));
  else if (s.stoppedBy)
    lines.push(t('cli.batch.summary.stopped', { done, rows, count: s.rows, reason: s.stoppedBy }));
  else if (s.dryRun) lines.push(t('cli.batch.summary.checkedHead', { rows, count: s.rows, time, rate }));
  else lines.push(t('cli.batch.summary.head', { rows, count: s.rows, time, rate }));
  const [checked, issued, replayed, failed] = [s.checked, s.issued, s.replayed, s.failed].map(grouped);
  const counts = s.dryRun
    ? t('cli.batch.summary.dryCounts', { checked, replayed, failed })
    : t('cli.batch.summary.counts', { issued, replayed, failed });
  lines.push(`  ${counts}`);
  if (s.pending > 0) lines.push(`  ${t('approvals.cli.batchPending', countOf(s.pending))}`);
  if (!s.dryRun)
    lines.push(
      `  ${t(`cli.batch.summary.amount.${s.unit}`, { issued: grouped(s.amountIssued), total: grouped(s.amountTotal) })}`,
    );
  if (s.notStarted > 0) lines.push(`  ${t('cli.batch.summary.notStarted', countOf(s.notStarted))}`);
  if (s.failures.length > 0) {
    lines.push(`  ${t('cli.batch.summary.failedRows')}`);
    for (const f of s.failures.slice(0, SHOWN_FAILURES))
      lines.push(
        `    ${t('cli.batch.summary.failedRow', { line: f.line, member: f.member, error: f.error?.message ?? '' })}`,
      );
    if (s.failures.length > SHOWN_FAILURES)
      lines.push(`    ${t('cli.batch.summary.moreFailures', countOf(s.failures.length - SHOWN_FAILURES))}`);
  }
  const unknown = s.failures.filter((f) => f.error?.unknownOutcome).length;
  if (unknown > 0) lines.push(`  ${t('cli.batch.summary.unknownOutcome', countOf(unknown))}`);
  if (s.dryRun) lines.push(`  ${t('cli.batch.summary.nothingWritten')}`);
  if (s.results) lines.push(`  ${t('cli.batch.summary.results', { file: s.results })}`);
  if (s.interrupted || s.stoppedBy || unknown > 0) lines.push(`  ${t('cli.batch.summary.resume')}`);
  return lines;
}

/** Builds the summary from the counts and the run's facts. */
export function buildSummary(
  meta: Omit<BatchSummary, keyof Counts | 'rows' | 'rowsPerSecond' | 'failures' | 'notStarted'> & {
    started: number;
  },
  counts: Counts,
  failures: readonly RowOutcome[],
): BatchSummary {
  const { started } = meta;
  const done = counts.issued + counts.replayed + counts.failed + counts.pending + counts.checked;
  return {
    kind: meta.kind,
    file: meta.file,
    format: meta.format,
    sha256: meta.sha256,
    dryRun: meta.dryRun,
    rows: counts.total,
    issued: counts.issued,
    replayed: counts.replayed,
    failed: counts.failed,
    pending: counts.pending,
    checked: counts.checked,
    notStarted: counts.total - started,
    interrupted: meta.interrupted,
    unit: meta.unit,
    amountTotal: meta.amountTotal,
    amountIssued: counts.amountIssued,
    elapsedMs: meta.elapsedMs,
    rowsPerSecond: Math.round((done / Math.max(0.001, meta.elapsedMs / 1000)) * 10) / 10,
    results: meta.results,
    ...(meta.stoppedBy ? { stoppedBy: meta.stoppedBy } : {}),
    failures: failures
      .map((f) => ({ line: f.line, member: f.member, key: f.key, ...(f.error ? { error: f.error } : {}) }))
      .sort((a, b) => a.line - b.line),
  };
}
