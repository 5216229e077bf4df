import type { CoinLedgerRow, PointLedgerRow, VipGrantRow } from '@opsdeck/shared/schemas';
import { formatCount, formatMediumDateTime, formatSigned } from './data-list/format.ts';
import type { RowsColumn } from './rows-table.tsx';

/** A column of business times: its header names the time zone. */
export const ZONED = { time: true } as const;

/** A signed change, green when it adds and red when it takes. */
export function Delta({ value, locale }: { value: number; locale: string }) {
  return (
    <span className={value > 0 ? 'od-text-success' : 'od-text-danger'}>{formatSigned(value, locale)}</span>
  );
}

/** A coin or point ledger's columns for a `RowsTable`: the two differ only in their reason names. */
export function ledgerRowColumns(
  reasons: 'coinReason' | 'pointReason',
): RowsColumn<CoinLedgerRow | PointLedgerRow>[] {
  return [
    ['ledger.columns.createdAt', (r, _t, l) => formatMediumDateTime(r.createdAt, l), ZONED],
    ['ledger.columns.delta', (r, _t, l) => <Delta value={r.delta} locale={l} />],
    ['ledger.columns.balanceAfter', (r, _t, l) => formatCount(r.balanceAfter, l)],
    ['ledger.columns.reason', (r, t) => t(`ledger.${reasons}.${r.reason}`)],
    ['ledger.columns.operator', (r) => r.operatorName ?? ''],
  ];
}

/** VIP grants' columns for a `RowsTable`. */
export const VIP_GRANT_COLUMNS: RowsColumn<VipGrantRow>[] = [
  ['ledger.columns.createdAt', (r, _t, l) => formatMediumDateTime(r.createdAt, l), ZONED],
  ['ledger.columns.days', (r, _t, l) => formatCount(r.days, l)],
  ['ledger.columns.startsAt', (r, _t, l) => formatMediumDateTime(r.startsAt, l), ZONED],
  ['ledger.columns.endsAt', (r, _t, l) => formatMediumDateTime(r.endsAt, l), ZONED],
  ['ledger.columns.source', (r, t) => t(`ledger.vipSource.${r.source}`)],
];
