import { auditActionLabel, type Locale } from '@opsdeck/shared/i18n';
import type { MonitorEvent } from '@opsdeck/shared/schemas';
import { BUSINESS_TIME_ZONE_LABEL } from '@opsdeck/shared/schemas/business-time';
import { monitorChangeText } from '@opsdeck/shared/schemas/monitor-change';
import type { Translate } from '../i18n.js';
import { terminalDateTime } from './format.js';
import { oneLine, truncateTo } from './plain.js';
import { alignCell, COLUMN_GAP, columnFits, fitTable } from './table-fit.js';

/** The monitor's columns, in the order they are drawn. */
const COLUMNS = ['time', 'kind', 'operator', 'action', 'member', 'change', 'order'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * How each column gives way on a narrow terminal. What was done is the row's point: it keeps its
 * whole sentence ("Re-issued coins to a member"; one longer than 36 columns is cut there) and the
 * others give way around it. Below 80 columns only the time, what was done and the change stay
 * sure: the kind (the footer names the kind filter), the operator, the member and then the order
 * number go in turn until the sentence fits (at 60 it was "Re-issued co…" beside a whole order
 * number); from 80 the order number stays whole and the sentence keeps at least 28 columns.
 */
const fitsAt = (width: number) => {
  if (width < 80) return columnFits(0, 6, 5, [0, 36], 4, [1, 8], 3);
  // from 80 columns what was done keeps 28 of them (a whole sentence such as "Re-issued VIP days to
  // a member") before the kind (which says the same, shorter) is kept, and the operator's name is
  // cut before the sentence is
  const fits = columnFits(0, 4, [3, 10], [0, 28], 2, 1, 0);
  return fits.map((fit, i) => (i === COLUMNS.indexOf('operator') ? { ...fit, cutFirst: true } : fit));
};

/** The widest an operator's name is drawn. */
const OPERATOR_MAX = 16;

/** An event's cells, in COLUMNS order. */
function cells(t: Translate, locale: Locale, e: MonitorEvent): string[] {
  // coins and days as the console's activity shows them (the shared formatter)
  const change =
    monitorChangeText(t, locale, e) || (e.note ? `“${e.note.content}”${e.note.isCollect ? ' ★' : ''}` : '');
  const byColumn: Record<Column, string> = {
    time: terminalDateTime(e.time),
    kind: t(`monitor.kinds.${e.kind}`),
    // a long name gives way before what was done does
    operator: truncateTo(e.operator?.name ?? t('monitor.activity.system'), OPERATOR_MAX),
    action: auditActionLabel(locale, e.action),
    member: e.memberVisibleId ?? '',
    change,
    order: e.orderNo ?? '',
  };
  return COLUMNS.map((c) => oneLine(byColumn[c]));
}

/** The header and the lines of the activity: aligned columns fitted to `width` terminal columns. */
export function activityLines(
  t: Translate,
  locale: Locale,
  events: readonly MonitorEvent[],
  width: number,
): { header: string; lines: string[] } {
  const zone = BUSINESS_TIME_ZONE_LABEL;
  const headers = COLUMNS.map((c) => t(`monitor.cli.columns.${c}`, { zone }).toLocaleUpperCase('en-US'));
  const rows = events.map((e) => cells(t, locale, e));
  const fit = fitTable(headers, rows, width, fitsAt(width));
  const draw = (row: readonly string[]) =>
    fit.keep
      .map((column, i) => {
        const w = fit.widths[i] ?? 0;
        const text = truncateTo(row[column] ?? '', w);
        const align = fit.align[i] ?? 'left';
        // the last column is not padded on its right: no trailing blanks
        return i === fit.keep.length - 1 && align === 'left' ? text : alignCell(text, w, align);
      })
      .join(' '.repeat(COLUMN_GAP))
      .trimEnd();
  return { header: draw(headers), lines: rows.map(draw) };
}
