import { type Locale, translate } from '@opsdeck/shared/i18n';
import { filterWords, jobPace } from '@opsdeck/shared/reissue';
import {
  BUSINESS_TIME_ZONE_LABEL,
  formatPlainDateTime,
  type ReissueJob,
  type ReissueJobRow,
  reissueJobIdParamsSchema,
  reissueJobListQuerySchema,
  reissueJobRowsQuerySchema,
} from '@opsdeck/shared/schemas';
import { HttpResponse } from 'msw';
import type { MockOperator } from '../data/operators.ts';
import type { MockJob, MockJobRow } from '../data/reissue-jobs.ts';
import type { World } from '../data/world.ts';
import { localeOf, MockHttpError, ok, parseOr400, queryOf } from '../http/reply.ts';
import type { Router } from './router.ts';

const count = (job: MockJob, state: MockJobRow['state']) => job.rows.filter((r) => r.state === state).length;

/** A job as the server answers it: counts from its rows, rate and ETA, the filter and error in words. */
export function jobAnswer(job: MockJob, locale: Locale, now: number): ReissueJob {
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  const [issued, replayed, failed, cancelled, left] = (
    ['issued', 'replayed', 'failed', 'cancelled', 'pending'] as const
  ).map((s) => count(job, s)) as [number, number, number, number, number];
  const { rate, etaSeconds } = jobPace({
    status: job.status,
    done: issued + replayed + failed,
    left,
    startedMs: job.startedAt ? Date.parse(job.startedAt) : null,
    endMs: job.finishedAt ? Date.parse(job.finishedAt) : now,
  });
  return {
    id: job.id,
    kind: job.kind,
    amount: job.amount,
    reason: job.reason,
    filter: job.filter,
    filterText: job.filter
      ? filterWords(job.filter, t)
      : t('reissueJobs.filter.rows', { count: job.rows.length }),
    status: job.status,
    count: job.rows.length,
    total: job.rows.reduce((sum, r) => sum + r.amount, 0),
    issued,
    replayed,
    failed,
    cancelled,
    left,
    rate,
    etaSeconds,
    createdBy: job.createdBy,
    approvalId: job.approvalId,
    refusal: null,
    error: job.error === null ? null : t(job.error),
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
  };
}

function rowAnswer(row: MockJobRow, locale: Locale): ReissueJobRow {
  return {
    seq: row.seq,
    visibleId: row.visibleId,
    amount: row.amount,
    reason: row.reason,
    state: row.state,
    orderNo: row.orderNo,
    error: row.error ? translate(locale, row.error.key, row.error.params) : null,
    doneAt: row.doneAt,
  };
}

/** A job the operator may see (an admin any, anyone else their own), else 404 as the server answers. */
function visibleJob(world: World, operator: MockOperator, rawId: unknown): MockJob {
  const { id } = reissueJobIdParamsSchema.parse({ id: rawId });
  const job = world.reissueJobs.find((j) => j.id === id);
  if (!job || (operator.role !== 'admin' && job.createdBy.id !== operator.id))
    throw new MockHttpError(404, 'reissueJobs.errors.notFound', { params: { id } });
  return job;
}

/** A CSV field as the server writes it (quoted when needed, a leading =+-@ defused). */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Re-issue jobs over the mock's seeded jobs (data/reissue-jobs.ts, made from its members): the list
 * (a status, newest first, an admin's all and anyone else's own), one job, its rows page by page
 * and the result CSV, as the server answers them. The mock runs no job engine, so its jobs are
 * finished and a cancel answers as the server does for a finished job.
 */
export function reissueJobHandlers({ on }: Router): void {
  on('get', '/admin/reissue-jobs', ['*'], ({ request, world, operator }) => {
    const query = parseOr400(request, reissueJobListQuerySchema, queryOf(request));
    const locale = localeOf(request);
    const jobs = world.reissueJobs
      .filter((j) => operator.role === 'admin' || j.createdBy.id === operator.id)
      .filter((j) => query.status === undefined || j.status === query.status)
      .sort((a, b) => b.id - a.id)
      .slice(0, query.limit);
    return ok(jobs.map((j) => jobAnswer(j, locale, Date.now())));
  });

  on('get', '/admin/reissue-jobs/:id', ['*'], ({ request, world, operator, params }) =>
    ok(jobAnswer(visibleJob(world, operator, params.id), localeOf(request), Date.now())),
  );

  on('get', '/admin/reissue-jobs/:id/rows', ['*'], ({ request, world, operator, params }) => {
    const job = visibleJob(world, operator, params.id);
    const query = parseOr400(request, reissueJobRowsQuerySchema, queryOf(request));
    const rows = job.rows.filter((r) => query.state === undefined || r.state === query.state);
    const start = (query.current - 1) * query.pageSize;
    const locale = localeOf(request);
    return ok({
      list: rows.slice(start, start + query.pageSize).map((r) => rowAnswer(r, locale)),
      total: rows.length,
    });
  });

  on('get', '/admin/reissue-jobs/:id/result.csv', ['*'], ({ request, world, operator, params }) => {
    const job = visibleJob(world, operator, params.id);
    const locale = localeOf(request);
    const t = (key: string, p?: Record<string, unknown>) => translate(locale, key, p);
    const head = ['seq', 'member', 'amount', 'reason', 'state', 'orderNo', 'error', 'doneAt'].map((k) =>
      k === 'doneAt'
        ? t('time.inZone', { title: t(`reissueJobs.csv.${k}`), zone: BUSINESS_TIME_ZONE_LABEL })
        : t(`reissueJobs.csv.${k}`),
    );
    const lines = [
      head,
      ...job.rows.map((r) => {
        const a = rowAnswer(r, locale);
        return [
          String(a.seq),
          a.visibleId,
          String(a.amount),
          a.reason,
          t(`reissueJobs.rowStates.${a.state}`),
          a.orderNo ?? '',
          a.error ?? '',
          formatPlainDateTime(a.doneAt, true),
        ];
      }),
    ].map((cells) => cells.map(csvField).join(','));
    return new HttpResponse(`\ufeff${lines.join('\r\n')}\r\n`, {
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  });

  // every mock job is finished: a cancel is refused as the server refuses a finished job's
  on('post', '/admin/reissue-jobs/:id/cancel', ['*'], ({ world, operator, params }) => {
    const job = visibleJob(world, operator, params.id);
    throw new MockHttpError(409, 'reissueJobs.errors.notOpen', {
      params: { id: job.id, status: job.status },
    });
  });
}
