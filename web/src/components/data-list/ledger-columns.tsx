import type { CoinLedgerRow, PointLedgerRow } from '@opsdeck/shared/schemas';
import {
  countColumn,
  enumColumn,
  memberColumn,
  refColumn,
  rowMember,
  textColumn,
  timeColumn,
} from './columns.tsx';
import type { ListColumn } from './types.ts';

/** How a ledger names its reasons: the column's title and width, the labels' i18n prefix. */
export interface LedgerReason {
  title: string;
  width: number;
  labels: string;
}

/**
 * The columns of a coin or points ledger list: id (hidden), member, signed change, balance after,
 * reason, what the row points at, operator (hidden) and time.
 */
export function ledgerColumns<R extends CoinLedgerRow | PointLedgerRow>(
  reason: LedgerReason,
  memberWidth: number,
): ListColumn<R>[] {
  return [
    countColumn({ id: 'id', title: 'ledger.columns.id', width: 80, hiddenByDefault: true }, (r) => r.id),
    memberColumn({ id: 'member', title: 'ledger.columns.member', width: memberWidth }, rowMember),
    countColumn({ id: 'delta', title: 'ledger.columns.delta', width: 90 }, (r) => r.delta, { signed: true }),
    countColumn(
      { id: 'balanceAfter', title: 'ledger.columns.balanceAfter', width: 110 },
      (r) => r.balanceAfter,
    ),
    enumColumn({ id: 'reason', title: reason.title, width: reason.width }, (r) => r.reason, reason.labels),
    refColumn({ id: 'ref', title: 'ledger.columns.ref', width: 130 }),
    textColumn(
      { id: 'operator', title: 'ledger.columns.operator', width: 110, hiddenByDefault: true },
      (r) => r.operatorName,
    ),
    timeColumn(
      { id: 'createdAt', title: 'ledger.columns.createdAt', width: 150, sortField: 'createdAt' },
      (r) => r.createdAt,
    ),
  ];
}
