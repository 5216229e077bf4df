import { createHash } from 'node:crypto';
import { type Locale, translate } from '@opsdeck/shared/i18n';
import { filterWords } from '@opsdeck/shared/reissue';
import type { ReissueJobBody, ReissueJobReview } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { txPreparedRows } from '../../db/prepared.js';
import { num, rawRows } from '../../db/raw.js';
import { isUniqueViolation, type Tx } from '../../db/tx.js';
import { type FieldError, HttpError } from '../../errors.js';
import { writeAudit } from '../audit/service.js';
import { conflict } from '../members/reissue-common.js';
import { needsApproval, requestJobApproval } from './approval.js';
import { notifyJob } from './notify.js';
import { jobSource } from './source.js';

/** Rows one pg-boss job (a chunk) covers: several server processes share a job chunk by chunk. */
export const CHUNK_SIZE = 500;

/** Who asks, from where, under which Idempotency-Key (required unless dry run; the route checks). */
export interface JobContext {
  operatorId: number;
  ip: string;
  idempotencyKey: string | undefined;
  locale: Locale;
}

/** sha256 of the canonical body (dryRun left out): a retried POST must match it. */
function bodyHash(body: ReissueJobBody): string {
  const { dryRun: _dry, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

const wordsOf = (body: ReissueJobBody, locale: Locale) => {
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  return body.filter
    ? filterWords(body.filter, t)
    : t('reissueJobs.filter.rows', { count: body.rows?.length ?? 0 });
};

/**
 * Why a job over these rows cannot be made, as a field error in the caller's language, or null:
 * every matching member is banned, so every row would fail (an empty match is refused apart).
 */
function refusalOf(
  body: ReissueJobBody,
  source: { count: number; banned: number },
  locale: Locale,
): FieldError | null {
  if (source.count === 0 || source.banned < source.count) return null;
  const field = body.filter ? 'filter' : 'rows';
  const message = translate(locale, 'reissueJobs.errors.allBanned', {
    count: source.count,
    source: translate(locale, `reissueJobs.errors.sources.${field}`),
  });
  return { field, rule: 'allBanned', message };
}

/** The dry run: what the job would do, nothing written. */
export async function reviewJob(db: Db, body: ReissueJobBody, locale: Locale): Promise<ReissueJobReview> {
  const source = await jobSource(db, body);
  const gate = await needsApproval(db, body.kind, source.total);
  return {
    dryRun: true,
    kind: body.kind,
    count: source.count,
    total: source.total,
    banned: source.banned,
    largest: source.largest,
    sample: source.sample,
    filterText: wordsOf(body, locale),
    needsApproval: gate.needed,
    threshold: gate.threshold,
    refusal: refusalOf(body, source, locale),
  };
}

/** The job an earlier request with this key made (409 when the body differs). */
async function earlierJob(db: Db | Tx, key: string, hash: string): Promise<number | undefined> {
  const [row] = await rawRows<{ id: number; request_hash: string | null }>(
    db as Db,
    'SELECT id, request_hash FROM reissue_jobs WHERE idempotency_key = $1',
    [key],
  );
  if (!row) return undefined;
  if (row.request_hash !== hash) throw conflict(key);
  return row.id;
}

/** What creating a job gave: its id, and whether it waits for approval or may run. */
export interface CreatedJob {
  id: number;
  status: 'pending_approval' | 'queued';
  approvalId: number | null;
}

/**
 * Makes a job in ONE transaction: the job row, its rows (fixed now: the filter's members at this
 * moment, or the explicit rows), the audit row, and, when its total is above the batch threshold, the
 * approval request (status `pending_approval`); else it is `queued`. A retried request with the same
 * Idempotency-Key answers the same job; another body under the key is 409.
 */
export async function createJob(db: Db, body: ReissueJobBody, ctx: JobContext): Promise<CreatedJob> {
  const key = ctx.idempotencyKey;
  if (!key) throw new Error('a job needs an idempotency key');
  const hash = bodyHash(body);
  const existing = await earlierJob(db, key, hash);
  if (existing !== undefined) return statusOf(db, existing);
  const source = await jobSource(db, body);
  if (source.count === 0) throw new HttpError(422, 'reissueJobs.errors.noMembers');
  const refusal = refusalOf(body, source, ctx.locale);
  if (refusal) {
    const sourceWords = translate(ctx.locale, `reissueJobs.errors.sources.${refusal.field}`);
    throw new HttpError(
      422,
      'reissueJobs.errors.allBanned',
      { count: source.count, source: sourceWords },
      { details: [refusal] },
    );
  }
  const gate = await needsApproval(db, body.kind, source.total);
  try {
    return await db.transaction(async (tx) => {
      const status = gate.needed ? 'pending_approval' : 'queued';
      const [job] = await txPreparedRows<{ id: number }>(
        tx,
        `INSERT INTO reissue_jobs (kind, amount, reason, filter, status, row_count, total, chunk_size, created_by,
            idempotency_key, request_hash, ip)
          VALUES ($1, $2, $3, $4::jsonb, $5, 0, 0, $6, $7, $8, $9, $10) RETURNING id`,
        [
          body.kind,
          body.filter ? (body.amount ?? null) : null,
          body.reason,
          body.filter ? JSON.stringify(body.filter) : null,
          status,
          CHUNK_SIZE,
          ctx.operatorId,
          key,
          hash,
          ctx.ip,
        ],
      );
      if (!job) throw new Error('reissue_jobs insert returned nothing');
      const count = await source.insert(tx, job.id);
      // the rows as inserted are the job: count and total from them, not from the review
      const [sums] = await txPreparedRows<{ n: unknown; total: unknown }>(
        tx,
        `UPDATE reissue_jobs SET row_count = s.n, total = s.total
          FROM (SELECT count(*) AS n, coalesce(sum(amount), 0) AS total FROM reissue_job_rows WHERE job_id = $1) s
          WHERE id = $1 RETURNING s.n, s.total`,
        [job.id],
      );
      const total = num(sums?.total);
      await writeAudit(tx, {
        operatorId: ctx.operatorId,
        action: 'reissueJob.create',
        targetType: 'reissueJob',
        targetId: String(job.id),
        payload: {
          jobId: job.id,
          kind: body.kind,
          count,
          total,
          amount: body.amount ?? null,
          reason: body.reason,
          filter: body.filter ?? null,
          idempotencyKey: key,
        },
        ip: ctx.ip,
      });
      let approvalId: number | null = null;
      if (gate.needed) {
        approvalId = await requestJobApproval(tx, {
          jobId: job.id,
          requesterId: ctx.operatorId,
          ip: ctx.ip,
          kind: body.kind,
          count,
          total,
          threshold: gate.threshold,
          reason: body.reason,
          filter: body.filter ?? null,
          filterText: wordsOf(body, 'en-US'),
          filterTexts: { 'en-US': wordsOf(body, 'en-US'), 'zh-CN': wordsOf(body, 'zh-CN') },
        });
      }
      await notifyJob(tx, job.id);
      return { id: job.id, status, approvalId };
    });
  } catch (err) {
    // a concurrent request with the same key committed first: answer its job
    if (!isUniqueViolation(err, 'reissue_jobs_idempotency_key')) throw err;
    const id = await earlierJob(db, key, hash);
    if (id === undefined) throw err;
    return statusOf(db, id);
  }
}

async function statusOf(db: Db, id: number): Promise<CreatedJob> {
  const [row] = await rawRows<{ status: string; approval_id: number | null }>(
    db,
    'SELECT status, approval_id FROM reissue_jobs WHERE id = $1',
    [id],
  );
  return {
    id,
    status: row?.status === 'pending_approval' ? 'pending_approval' : 'queued',
    approvalId: row?.approval_id ?? null,
  };
}
