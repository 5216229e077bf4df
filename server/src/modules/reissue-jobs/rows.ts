import { type Locale, translate } from '@opsdeck/shared/i18n';
import type { Page, ReissueJobRow, ReissueJobRowState } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { isoOf, num, rawRows } from '../../db/raw.js';

interface RowDb {
  seq: number;
  visible_id: string;
  amount: number;
  reason: string;
  state: ReissueJobRow['state'];
  order_no: string | null;
  error: string | null;
  error_params: Record<string, unknown> | string | null;
  done_at: Date | string | null;
  total: number | string;
}

/**
 * GET /admin/reissue-jobs/{id}/rows: a page of the job's rows in order (optionally of one state),
 * each with the order it wrote or why it failed, translated into the caller's language.
 */
export async function jobRows(
  db: Db,
  jobId: number,
  q: { current: number; pageSize: number; state?: ReissueJobRowState | undefined },
  locale: Locale,
): Promise<Page<ReissueJobRow>> {
  const rows = await rawRows<RowDb>(
    db,
    `SELECT seq, visible_id, amount, reason, state, order_no, error, error_params, done_at,
        count(*) OVER () AS total
      FROM reissue_job_rows WHERE job_id = $1 AND ($2::text IS NULL OR state = $2::text)
      ORDER BY seq LIMIT $3 OFFSET $4`,
    [jobId, q.state ?? null, q.pageSize, (q.current - 1) * q.pageSize],
  );
  const list = rows.map((r) => {
    const params = typeof r.error_params === 'string' ? JSON.parse(r.error_params) : (r.error_params ?? {});
    return {
      seq: r.seq,
      visibleId: r.visible_id,
      amount: r.amount,
      reason: r.reason,
      state: r.state,
      orderNo: r.order_no,
      error: r.error ? translate(locale, r.error, params) : null,
      doneAt: isoOf(r.done_at),
    };
  });
  if (rows.length > 0 || q.current === 1) return { list, total: num(rows[0]?.total ?? 0) };
  // a page past the end: the total still counts
  const [c] = await rawRows<{ n: number | string }>(
    db,
    `SELECT count(*) AS n FROM reissue_job_rows WHERE job_id = $1 AND ($2::text IS NULL OR state = $2::text)`,
    [jobId, q.state ?? null],
  );
  return { list, total: num(c?.n ?? 0) };
}
