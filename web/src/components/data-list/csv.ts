import { formatPlainDateTime } from '@opsdeck/shared/schemas';

/** A CSV cell: text, a number, or nothing. */
export type CsvValue = string | number | null | undefined;

/** Byte order mark: Excel reads a UTF-8 CSV as UTF-8 only when the file starts with it. */
export const UTF8_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a text cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, RFC 4180: quoted when it holds a quote, a comma or a line break (or starts or ends with
 * a space), quotes doubled. Text that would start a formula gets a leading apostrophe; numbers stay as is.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: the BOM, the header line and one line per row, CRLF line ends. */
export function buildCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [headers.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * `members-20261121-0930.csv`: the list id and the time of the export in the business time zone
 * (UTC+8), as every time in the console and in the file itself, whatever the browser's zone.
 */
export function csvFileName(listId: string, now = new Date()): string {
  // `2026-11-21 09:30` → `20261121-0930`
  const stamp = formatPlainDateTime(now).replace(/[-:]/g, '').replace(' ', '-');
  return `${listId}-${stamp}.csv`;
}
