import type { ReissueJobBody, ReissueJobPreviewRow } from '@opsdeck/shared/schemas';
import { REISSUE_JOB_LIMITS } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { txPreparedRows } from '../../db/prepared.js';
import { num, rawRows, SqlParams } from '../../db/raw.js';
import type { Tx } from '../../db/tx.js';
import { HttpError } from '../../errors.js';
import { type MemberListFilters, memberWhere } from '../members/list-service.js';

/**
 * Where a job's rows come from: the member list's filter (the same WHERE as GET /admin/members, so
 * a job's count is the list's total) or explicit rows (member ID, amount, reason), checked here.
 */

/** What the review and the job's insert need of the rows. */
export interface JobSource {
  count: number;
  total: number;
  banned: number;
  largest: ReissueJobPreviewRow[];
  sample: ReissueJobPreviewRow[];
  /** Inserts the rows of job `jobId` (seq 1..count); answers how many it inserted. */
  insert(tx: Tx, jobId: number): Promise<number>;
}

interface PreviewDbRow {
  visible_id: string;
  nickname: string;
  status: 'active' | 'banned';
}

const preview = (r: PreviewDbRow, amount: number, reason: string): ReissueJobPreviewRow => ({
  visibleId: r.visible_id,
  nickname: r.nickname,
  status: r.status,
  amount,
  reason,
});

/** The rows of a filter job: every member the filter finds now, in id order. */
async function filterSource(db: Db, body: ReissueJobBody & { amount: number }): Promise<JobSource> {
  const p = new SqlParams();
  const where = memberWhere((body.filter ?? {}) as MemberListFilters, new Date(), p);
  const params = [...p.values];
  const [counts] = await rawRows<{ n: unknown; banned: unknown }>(
    db,
    `SELECT count(*) AS n, count(*) FILTER (WHERE m.status = 'banned') AS banned FROM members m ${where}`,
    params,
  );
  const count = num(counts?.n);
  if (count > REISSUE_JOB_LIMITS.members)
    throw new HttpError(400, 'reissueJobs.errors.tooManyMembers', { count, max: REISSUE_JOB_LIMITS.members });
  const first = await rawRows<PreviewDbRow>(
    db,
    `SELECT m.visible_id, m.nickname, m.status FROM members m ${where} ORDER BY m.id LIMIT ${REISSUE_JOB_LIMITS.preview}`,
    params,
  );
  const sample = first.map((r) => preview(r, body.amount, body.reason));
  return {
    count,
    total: count * body.amount,
    banned: num(counts?.banned),
    // every row gets the same amount: the largest are the first
    largest: sample,
    sample,
    async insert(tx, jobId) {
      const q = new SqlParams();
      const w = memberWhere((body.filter ?? {}) as MemberListFilters, new Date(), q);
      const job = q.add(jobId);
      const amount = q.add(body.amount);
      const reason = q.add(body.reason);
      const rows = await txPreparedRows<{ n: unknown }>(
        tx,
        `WITH ins AS (INSERT INTO reissue_job_rows (job_id, seq, member_id, visible_id, amount, reason)
          SELECT ${job}::int, row_number() OVER (ORDER BY m.id), m.id, m.visible_id, ${amount}::int, ${reason}::text
          FROM members m ${w} RETURNING 1)
        SELECT count(*) AS n FROM ins`,
        q.values,
      );
      return num(rows[0]?.n);
    },
  };
}

interface MemberByVisibleId {
  id: number | string;
  visible_id: string;
  nickname: string;
  status: 'active' | 'banned';
}

/** One checked explicit row. */
interface CheckedRow {
  seq: number;
  member: string;
  amount: number;
  reason: string;
}

/**
 * The rows of an explicit job: each member once (a repeat is refused, naming both rows), every
 * member ID known (the unknown ones are refused, named).
 */
async function rowsSource(db: Db, body: ReissueJobBody): Promise<JobSource> {
  const input = body.rows ?? [];
  const firstRow = new Map<string, number>();
  const rows: CheckedRow[] = input.map((r, i) => {
    const seen = firstRow.get(r.member);
    if (seen !== undefined)
      throw new HttpError(400, 'reissueJobs.errors.duplicateMember', {
        member: r.member,
        first: seen + 1,
        second: i + 1,
      });
    firstRow.set(r.member, i);
    // the schema refused a row without an amount when the body has none
    return {
      seq: i + 1,
      member: r.member,
      amount: r.amount ?? body.amount ?? 0,
      reason: r.reason ?? body.reason,
    };
  });
  const found = await rawRows<MemberByVisibleId>(
    db,
    `SELECT id, visible_id, nickname, status FROM members WHERE visible_id = ANY(string_to_array($1::text, ','))`,
    [rows.map((r) => r.member).join(',')],
  );
  const byId = new Map(found.map((m) => [m.visible_id, m]));
  const unknown = rows.filter((r) => !byId.has(r.member)).map((r) => r.member);
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 10).join(', ') + (unknown.length > 10 ? ` (+${unknown.length - 10})` : '');
    throw new HttpError(400, 'reissueJobs.errors.unknownMembers', { ids: shown });
  }
  const previewOf = (r: CheckedRow) => {
    const m = byId.get(r.member) as MemberByVisibleId;
    return preview(m, r.amount, r.reason);
  };
  const largest = [...rows]
    .sort((a, b) => b.amount - a.amount || a.seq - b.seq)
    .slice(0, REISSUE_JOB_LIMITS.preview)
    .map(previewOf);
  return {
    count: rows.length,
    total: rows.reduce((s, r) => s + r.amount, 0),
    banned: rows.filter((r) => byId.get(r.member)?.status === 'banned').length,
    largest,
    sample: rows.slice(0, REISSUE_JOB_LIMITS.preview).map(previewOf),
    async insert(tx, jobId) {
      const out = await txPreparedRows<{ n: unknown }>(
        tx,
        `WITH ins AS (INSERT INTO reissue_job_rows (job_id, seq, member_id, visible_id, amount, reason)
          SELECT $1::int, s.seq, m.id, m.visible_id, s.amount, s.reason
          FROM jsonb_to_recordset($2::jsonb) AS s(seq int, member text, amount int, reason text)
          JOIN members m ON m.visible_id = s.member RETURNING 1)
        SELECT count(*) AS n FROM ins`,
        [jobId, JSON.stringify(rows)],
      );
      return num(out[0]?.n);
    },
  };
}

/** The job's rows as the body asks: a filter (with its amount) or explicit rows. */
export function jobSource(db: Db, body: ReissueJobBody): Promise<JobSource> {
  if (body.filter !== undefined) return filterSource(db, { ...body, amount: body.amount ?? 0 });
  return rowsSource(db, body);
}
