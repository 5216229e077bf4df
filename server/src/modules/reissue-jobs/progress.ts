import type { Locale } from '@opsdeck/shared/i18n';
import { translate } from '@opsdeck/shared/i18n';
import { filterWords, jobPace } from '@opsdeck/shared/reissue';
import type { ReissueJob, ReissueJobStatus } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { nameFrom, operatorNamesSql } from '../../db/operator-names.js';
import { isoOf, num, rawRows } from '../../db/raw.js';

/**
 * A job as the API shows it: its row, the counts of its rows by state (counted from the rows, so
 * every server process sees the same figures), the rate since it started and the time left at it.
 */

interface JobDbRow {
  id: number;
  kind: 'coins' | 'vip';
  amount: number | null;
  reason: string;
  filter: Record<string, unknown> | string | null;
  status: ReissueJobStatus;
  row_count: number;
  total: number | string;
  created_by: number;
  creator: string | null;
  creator_names: Partial<Record<Locale, string>> | string | null;
  approval_id: number | null;
  error: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  issued: number | string;
  replayed: number | string;
  failed: number | string;
  cancelled: number | string;
  pending: number | string;
  now: Date | string;
}

const SELECT = `SELECT j.id, j.kind, j.amount, j.reason, j.filter, j.status, j.row_count, j.total, j.created_by,
  o.name AS creator, ${operatorNamesSql('o')} AS creator_names, j.approval_id, j.error, j.created_at, j.started_at, j.finished_at, now() AS now,
  c.issued, c.replayed, c.failed, c.cancelled, c.pending
  FROM reissue_jobs j
  LEFT JOIN operators o ON o.id = j.created_by
  CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE r.state = 'issued') AS issued,
      count(*) FILTER (WHERE r.state = 'replayed') AS replayed,
      count(*) FILTER (WHERE r.state = 'failed') AS failed,
      count(*) FILTER (WHERE r.state = 'cancelled') AS cancelled,
      count(*) FILTER (WHERE r.state = 'pending') AS pending
    FROM reissue_job_rows r WHERE r.job_id = j.id) c`;

const time = (v: Date | string | null) => (v === null ? null : new Date(isoOf(v) ?? 0));

function toJob(r: JobDbRow, locale: Locale): ReissueJob {
  const filter = typeof r.filter === 'string' ? (JSON.parse(r.filter) as Record<string, unknown>) : r.filter;
  const issued = num(r.issued);
  const replayed = num(r.replayed);
  const failed = num(r.failed);
  const cancelled = num(r.cancelled);
  const left = num(r.pending);
  const end = time(r.finished_at) ?? time(r.now) ?? new Date();
  const { rate, etaSeconds } = jobPace({
    status: r.status,
    done: issued + replayed + failed,
    left,
    startedMs: time(r.started_at)?.getTime() ?? null,
    endMs: end.getTime(),
  });
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  return {
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    reason: r.reason,
    filter,
    filterText: filter ? filterWords(filter, t) : t('reissueJobs.filter.rows', { count: r.row_count }),
    status: r.status,
    count: r.row_count,
    total: num(r.total),
    issued,
    replayed,
    failed,
    cancelled,
    left,
    rate,
    etaSeconds,
    createdBy: { id: r.created_by, name: nameFrom(r.creator_names, r.creator, locale) },
    approvalId: r.approval_id,
    refusal: REFUSALS[r.error ?? ''] ?? null,
    error: r.error === null ? null : t(r.error),
    createdAt: isoOf(r.created_at) ?? '',
    startedAt: isoOf(r.started_at),
    finishedAt: isoOf(r.finished_at),
  };
}

/** The stored error keys of a job its approval stopped (approval.ts), as the job's `refusal`. */
const REFUSALS: Record<string, 'rejected' | 'expired'> = {
  'reissueJobs.errors.approvalRejected': 'rejected',
  'reissueJobs.errors.approvalExpired': 'expired',
};

/** One job, or undefined. */
export async function readJob(db: Db, id: number, locale: Locale): Promise<ReissueJob | undefined> {
  return (await readJobIn(db, id))?.(locale);
}

/** One job, read once, in any caller's language (the live stream's progress), or undefined. */
export async function readJobIn(db: Db, id: number): Promise<((locale: Locale) => ReissueJob) | undefined> {
  const [row] = await rawRows<JobDbRow>(db, `${SELECT} WHERE j.id = $1`, [id]);
  return row ? (locale) => toJob(row, locale) : undefined;
}

/** Jobs newest first, optionally of one status and of one creator (a non-admin sees only theirs). */
export async function listJobs(
  db: Db,
  q: { status?: ReissueJobStatus | undefined; limit: number },
  ownerId: number | null,
  locale: Locale,
): Promise<ReissueJob[]> {
  const rows = await rawRows<JobDbRow>(
    db,
    `${SELECT} WHERE ($1::text IS NULL OR j.status = $1::text) AND ($2::int IS NULL OR j.created_by = $2::int)
      ORDER BY j.created_at DESC, j.id DESC LIMIT $3`,
    [q.status ?? null, ownerId, q.limit],
  );
  return rows.map((r) => toJob(r, locale));
}
