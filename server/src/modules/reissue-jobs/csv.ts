import { type Locale, translate } from '@opsdeck/shared/i18n';
import { BUSINESS_TIME_ZONE_LABEL, formatPlainDateTime } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { isoOf, rawRows } from '../../db/raw.js';

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

interface ResultRow {
  seq: number;
  visible_id: string;
  amount: number;
  reason: string;
  state: string;
  order_no: string | null;
  error: string | null;
  error_params: Record<string, unknown> | string | null;
  done_at: Date | string | null;
}

/**
 * The job's rows with their results as CSV (header in the caller's language, states and errors
 * translated; the member is the 8-digit member ID). Rows in order; a BOM so spreadsheets read UTF-8.
 * Times as the console's list exports write them: the business zone's plain time with seconds
 * (`2026-12-01 13:16:32`, `formatPlainDateTime`) under a header naming the zone (`Done at (UTC+8)`).
 */
export async function resultCsv(db: Db, jobId: number, locale: Locale): Promise<string> {
  const rows = await rawRows<ResultRow>(
    db,
    `SELECT seq, visible_id, amount, reason, state, order_no, error, error_params, done_at
      FROM reissue_job_rows WHERE job_id = $1 ORDER BY seq`,
    [jobId],
  );
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  const head = ['seq', 'member', 'amount', 'reason', 'state', 'orderNo', 'error', 'doneAt'].map((k) =>
    k === 'doneAt'
      ? t('time.inZone', { title: t(`reissueJobs.csv.${k}`), zone: BUSINESS_TIME_ZONE_LABEL })
      : t(`reissueJobs.csv.${k}`),
  );
  const lines = [head.map(csvField).join(',')];
  for (const r of rows) {
    const params = typeof r.error_params === 'string' ? JSON.parse(r.error_params) : (r.error_params ?? {});
    lines.push(
      [
        String(r.seq),
        r.visible_id,
        String(r.amount),
        r.reason,
        t(`reissueJobs.rowStates.${r.state}`),
        r.order_no ?? '',
        r.error ? t(r.error, params) : '',
        formatPlainDateTime(isoOf(r.done_at), true),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
