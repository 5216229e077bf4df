import { listCoinConsumption, listCoinUnlocks, listVipConsumption } from '@opsdeck/shared/api';
import {
  COIN_REASONS,
  CONTENT_TYPES,
  type CoinLedgerRow,
  coinConsumeQuerySchema,
  type UnlockRow,
  unlockListQuerySchema,
} from '@opsdeck/shared/schemas';
import {
  countColumn,
  enumColumn,
  memberColumn,
  refColumn,
  textColumn,
  timeColumn,
} from '../../components/data-list/columns.tsx';
import { defineList } from '../../components/data-list/define-list.ts';
import {
  createdRange,
  enumFilter,
  memberIdFilter,
  positiveIntFilter,
} from '../../components/data-list/filters.ts';
import type { ListColumn, ListDefinition } from '../../components/data-list/types.ts';

const memberOf = (r: { memberId: number; memberVisibleId: string; memberNickname: string }) => ({
  memberId: r.memberId,
  visibleId: r.memberVisibleId,
  nickname: r.memberNickname,
});

function unlockColumns(withCoins: boolean): ListColumn<UnlockRow>[] {
  return [
    countColumn({ id: 'id', title: 'consume.columns.id', width: 80, hiddenByDefault: true }, (r) => r.id),
    memberColumn({ id: 'member', title: 'consume.columns.member', width: 180 }, memberOf),
    enumColumn(
      { id: 'contentType', title: 'consume.columns.contentType', width: 110 },
      (r) => r.contentType,
      'consume.contentType',
    ),
    textColumn(
      { id: 'contentId', title: 'consume.columns.contentId', width: 100 },
      (r) => String(r.contentId),
      {
        mono: true,
      },
    ),
    enumColumn(
      { id: 'via', title: 'consume.columns.via', width: 100, hiddenByDefault: true },
      (r) => r.via,
      'consume.via',
    ),
    ...(withCoins
      ? [
          countColumn(
            { id: 'coinsSpent', title: 'consume.columns.coinsSpent', width: 100 },
            (r: UnlockRow) => r.coinsSpent,
          ),
        ]
      : []),
    timeColumn(
      { id: 'createdAt', title: 'consume.columns.createdAt', width: 150, sortField: 'createdAt' },
      (r) => r.createdAt,
    ),
  ];
}

const unlockFilters = [
  memberIdFilter('visibleId', 'lists.filters.member', true),
  enumFilter('contentType', 'consume.columns.contentType', CONTENT_TYPES, 'consume.contentType'),
  positiveIntFilter('contentId', 'lists.filters.contentId'),
  createdRange(),
];

/** /consume/vip-list: content unlocked with VIP (GET /admin/consume/vip). */
export const vipConsumeDefinition: ListDefinition<UnlockRow> = defineList(unlockListQuerySchema, {
  id: 'consume-vip',
  defaultSort: 'createdAt:desc',
  rowKey: (r) => r.id,
  fetchPage: (client, query) => listVipConsumption(client, query),
  filters: unlockFilters,
  columns: unlockColumns(false),
});

/** /consume/unlocked-list: content unlocked by paying coins (GET /admin/consume/unlocked). */
export const coinUnlockDefinition: ListDefinition<UnlockRow> = defineList(unlockListQuerySchema, {
  id: 'consume-unlocked',
  defaultSort: 'createdAt:desc',
  rowKey: (r) => r.id,
  fetchPage: (client, query) => listCoinUnlocks(client, query),
  filters: unlockFilters,
  columns: unlockColumns(true),
});

/** /consume/coin-list: coins that left a balance (GET /admin/consume/coin, ledger rows with delta < 0). */
export const coinConsumeDefinition: ListDefinition<CoinLedgerRow> = defineList(coinConsumeQuerySchema, {
  id: 'consume-coin',
  defaultSort: 'createdAt:desc',
  rowKey: (r) => r.id,
  fetchPage: (client, query) => listCoinConsumption(client, query),
  filters: [
    memberIdFilter('visibleId', 'lists.filters.member', true),
    enumFilter('reason', 'ledger.columns.reason', COIN_REASONS, 'ledger.coinReason'),
    createdRange(),
  ],
  columns: [
    countColumn({ id: 'id', title: 'ledger.columns.id', width: 80, hiddenByDefault: true }, (r) => r.id),
    memberColumn({ id: 'member', title: 'ledger.columns.member', width: 180 }, memberOf),
    countColumn({ id: 'delta', title: 'ledger.columns.delta', width: 90 }, (r) => r.delta, { signed: true }),
    countColumn(
      { id: 'balanceAfter', title: 'ledger.columns.balanceAfter', width: 110 },
      (r) => r.balanceAfter,
    ),
    enumColumn(
      { id: 'reason', title: 'ledger.columns.reason', width: 130 },
      (r) => r.reason,
      'ledger.coinReason',
    ),
    refColumn({ id: 'ref', title: 'ledger.columns.ref', width: 130 }),
    textColumn(
      { id: 'operator', title: 'ledger.columns.operator', width: 110, hiddenByDefault: true },
      (r) => r.operatorName,
    ),
    timeColumn(
      { id: 'createdAt', title: 'ledger.columns.createdAt', width: 150, sortField: 'createdAt' },
      (r) => r.createdAt,
    ),
  ],
});
