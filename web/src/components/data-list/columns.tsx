import type { Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { Dash, EnumTag, MemberRef } from './cells.tsx';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatSigned,
  formatYuan,
  timeForCsv,
  yuanForCsv,
} from './format.ts';
import { CELL_PAD_PX, textWidthPx } from './table-layout.ts';
import type { ListColumn } from './types.ts';

/**
 * Column builders for the money lists, so each screen states what it shows, not how: a member
 * reference, a time, a count, money, an enum tag, plain text.
 */
type Base<R> = Pick<
  ListColumn<R>,
  'id' | 'title' | 'width' | 'sortField' | 'hiddenByDefault' | 'minWidth' | 'wrap' | 'cutTo'
>;

/**
 * What a business time needs to read in full in a cell (its padding included): a date and minutes
 * (en-US "12/29/2026, 10:02", the longer of the two languages), or a day.
 */
const TIME_CELL_PX = { dateTime: 136, day: 100 } as const;

/** A minimal tag's padding around its label. */
const TAG_PAD_PX = 14;

/**
 * The longest member reference the lists show: an 8-digit id and a seeded nickname of seven
 * characters and three digits (`25903134 慢吞吞的小松鼠123`).
 */
const WIDEST_MEMBER = '25903134 慢吞吞的小松鼠123';

/**
 * The widest label under an i18n prefix (every value an enum column can show) in the current
 * language, as a cell: in a tag or plain.
 */
export function enumCellFloor(t: TFunction, labelPrefix: string, tagged: boolean): number {
  const labels = t(labelPrefix, { returnObjects: true }) as unknown;
  if (labels === null || typeof labels !== 'object') return 0;
  const texts = Object.values(labels).filter((v): v is string => typeof v === 'string');
  const widest = Math.max(0, ...texts.map(textWidthPx));
  return widest + CELL_PAD_PX + (tagged ? TAG_PAD_PX : 0);
}

/** The member fields most rows carry: `memberId`, `memberVisibleId`, `memberNickname`. */
export interface RowMemberFields {
  memberId: number;
  memberVisibleId: string;
  memberNickname: string;
}

/** A row's own member, for `memberColumn` (rows naming another member map their fields themselves). */
export const rowMember = (r: RowMemberFields) => ({
  memberId: r.memberId,
  visibleId: r.memberVisibleId,
  nickname: r.memberNickname,
});

/**
 * What a member column may be cut to on a narrow page (`cutTo`): the id and a few characters of the
 * nickname, which ends in an ellipsis (whole on hover and on the focused row).
 */
export const MEMBER_CUT_PX = 140;

/**
 * A member reference (`rowMember` reads the row's own member): whole where there is room; on a page
 * too narrow for every column it is cut to its id and a few characters before the list scrolls
 * sideways (`cutTo`: /order/iap and the coin consumption at 1280 px).
 */
export function memberColumn<R>(
  base: Base<R>,
  get: (row: R) => { memberId: number; visibleId: string; nickname: string },
): ListColumn<R> {
  return {
    minWidth: textWidthPx(WIDEST_MEMBER) + CELL_PAD_PX,
    cutTo: MEMBER_CUT_PX,
    ...base,
    render: (row, { t }) => <MemberRef {...get(row)} t={t} />,
    csv: (row) => {
      const m = get(row);
      return `${m.visibleId} ${m.nickname}`;
    },
  };
}

/** A time (date and minutes in the business time zone); `dayOnly` shows the day. */
export function timeColumn<R>(
  base: Base<R>,
  get: (row: R) => string | null,
  opts: { dayOnly?: boolean } = {},
): ListColumn<R> {
  return {
    minWidth: opts.dayOnly ? TIME_CELL_PX.day : TIME_CELL_PX.dateTime,
    ...base,
    zoned: true,
    render: (row, { t, locale }) => {
      const v = get(row);
      if (!v) return <Dash t={t} />;
      return opts.dayOnly ? formatDate(v, locale) : formatDateTime(v, locale);
    },
    csv: (row) => {
      const v = get(row);
      return opts.dayOnly && v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : timeForCsv(v);
    },
  };
}

/** A whole number, right-aligned with grouping; `signed` shows +/−. */
export function countColumn<R>(
  base: Base<R>,
  get: (row: R) => number,
  opts: { signed?: boolean } = {},
): ListColumn<R> {
  return {
    ...base,
    numeric: true,
    render: (row, { locale }) => {
      const v = get(row);
      if (!opts.signed) return formatCount(v, locale);
      return (
        <span className={v > 0 ? 'od-pos' : v < 0 ? 'od-neg' : undefined}>{formatSigned(v, locale)}</span>
      );
    },
    csv: (row) => get(row),
  };
}

/** Money from integer fen, shown as ¥; CSV gets the yuan amount as a plain number. */
export function moneyColumn<R>(base: Base<R>, getCents: (row: R) => number): ListColumn<R> {
  return {
    ...base,
    numeric: true,
    render: (row, { locale }) => formatYuan(getCents(row), locale),
    csv: (row) => yuanForCsv(getCents(row)),
  };
}

/** An enum value as a tag: its label from `labelPrefix.value`, its colour from `intents` ('plain': text). */
export function enumColumn<R>(
  base: Base<R>,
  get: (row: R) => string,
  labelPrefix: string,
  intents: Readonly<Record<string, Intent>> | 'plain' = {},
): ListColumn<R> {
  return {
    // a tag is never cut (a status); plain labels may be long names (a screen bounds its own: orders' products)
    ...(intents === 'plain' ? {} : { cellFloor: (t: TFunction) => enumCellFloor(t, labelPrefix, true) }),
    ...base,
    render: (row, { t }) => {
      const label = t(`${labelPrefix}.${get(row)}`);
      return intents === 'plain' ? label : <EnumTag label={label} intent={intents[get(row)]} />;
    },
    csv: (row, { t }) => t(`${labelPrefix}.${get(row)}`),
  };
}

/**
 * What a list's text-heavy column (a set's name, a topic's title) may be cut to on a narrow page
 * (`cutTo`) when the list has no member column to give way: a few words, ending in an ellipsis, whole
 * on hover and on the row the keyboard is on. /list/search-table and /topic/list scrolled sideways at
 * 1280 px in en-US (1004 and 1013 px in a 988 px box).
 */
export const TITLE_CUT_PX = 110;

/** A character of a code in the 12 px monospace cells (data-list.css `.od-cell-mono`), rounded up. */
const MONO_CHAR_PX = 7.3;

/**
 * Plain text (empty shows a dash); `mono` for codes and numbers. `widest`: the widest value of a
 * fixed-format code (an order number), which its cells then always show in full. With `cutTo` (a
 * name or title, TITLE_CUT_PX) a cut text reads whole on hover and on the row the keyboard is on.
 */
export function textColumn<R>(
  base: Base<R>,
  get: (row: R) => string | null,
  opts: { mono?: boolean; widest?: string } = {},
): ListColumn<R> {
  const { widest } = opts;
  return {
    ...(widest === undefined
      ? {}
      : {
          minWidth: Math.ceil(opts.mono ? widest.length * MONO_CHAR_PX : textWidthPx(widest)) + CELL_PAD_PX,
        }),
    ...base,
    render: (row, { t }) => {
      const v = get(row);
      if (!v) return <Dash t={t} />;
      // a text the column cuts (an ellipsis) reads whole on hover; the row's drawer has it too, and
      // a column that may be cut (`cutTo`) shows it whole on the focused row (data-list.css)
      const className = [opts.mono ? 'od-cell-mono' : '', base.cutTo === undefined ? '' : 'od-cell-cut']
        .filter(Boolean)
        .join(' ');
      return (
        <span className={className || undefined} title={v}>
          {v}
        </span>
      );
    },
    csv: (row) => get(row) ?? '',
  };
}

/** What a ledger row points at: `Order #123` (its type label and id). */
export function refColumn<R extends { refType: string | null; refId: number | null }>(
  base: Base<R>,
): ListColumn<R> {
  const text = (row: R, t: (key: string) => string) =>
    row.refType ? `${t(`ledger.refType.${row.refType}`)}${row.refId === null ? '' : ` #${row.refId}`}` : '';
  return {
    ...base,
    // the longest kind with a five-digit id ("Unlock #30495" was cut at 1280 px)
    cellFloor: (t) => enumCellFloor(t, 'ledger.refType', false) + textWidthPx(' #00000'),
    render: (row, { t }) => text(row, t) || <Dash t={t} />,
    csv: (row, { t }) => text(row, t),
  };
}
