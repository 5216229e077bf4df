import { listCoinConsumption, listCoinUnlocks, listVipConsumption } from '@opsdeck/shared/api';
import { COIN_REASONS, CONTENT_TYPES, type CoinConsumeRow, type UnlockRow } from '@opsdeck/shared/schemas';
import {
  countColumn,
  enumColumn,
  memberColumn,
  rowMember,
  textColumn,
  timeColumn,
} from '../../components/data-list/columns.tsx';
import { defineList, listQuerySchema } from '../../components/data-list/define-list.ts';
import { enumFilter, memberRowsFilters, positiveIntFilter } from '../../components/data-list/filters.ts';
import { ledgerColumns } from '../../components/data-list/ledger-columns.tsx';
import type { ListColumn, ListDefinition } from '../../components/data-list/types.ts';
import { contentColumn } from './content-cell.tsx';

function unlockColumns(withCoins: boolean): ListColumn<UnlockRow>[] {
  return [
    countColumn({ id: 'id', title: 'consume.columns.id', width: 80, hiddenByDefault: true }, (r) => r.id),
    memberColumn({ id: 'member', title: 'consume.columns.member', width: 180 }, rowMember),
    enumColumn(
      { id: 'contentType', title: 'consume.columns.contentType', width: 110 },
      (r) => r.contentType,
      'consume.contentType',
    ),
    contentColumn<UnlockRow>(220),
    textColumn(
      { id: 'contentId', title: 'consume.columns.contentId', width: 100, hiddenByDefault: true },
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

const unlockFilters = memberRowsFilters(
  enumFilter('contentType', 'consume.columns.contentType', CONTENT_TYPES, 'consume.contentType'),
  positiveIntFilter('contentId', 'lists.filters.contentId'),
);

/** Its query's shared schema, loaded with the first query that needs a check (define-list.ts). */
const unlockQuery = listQuerySchema('unlockListQuerySchema');

/** An unlock list: the VIP one, or the coin one that also shows the coins spent. */
function unlockDefinition(
  id: string,
  fetch: typeof listVipConsumption,
  withCoins: boolean,
): ListDefinition<UnlockRow> {
  return defineList(unlockQuery, {
    id,
    defaultSort: 'createdAt:desc',
    fetchPage: fetch,
    filters: unlockFilters,
    columns: unlockColumns(withCoins),
  });
}

/** /consume/vip-list: content unlocked with VIP (GET /admin/consume/vip). */
export const vipConsumeDefinition = unlockDefinition('consume-vip', listVipConsumption, false);

/** /consume/unlocked-list: content unlocked by paying coins (GET /admin/consume/unlocked). */
export const coinUnlockDefinition = unlockDefinition('consume-unlocked', listCoinUnlocks, true);

/** Its query's shared schema, loaded with the first query that needs a check (define-list.ts). */
const coinConsumeQuery = listQuerySchema('coinConsumeQuerySchema');

/**
 * The coin ledger's columns with, after the reason, the content an unlock paid for (as the unlock
 * lists show it).
 */
function coinConsumeColumns(): ListColumn<CoinConsumeRow>[] {
  const columns = ledgerColumns<CoinConsumeRow>(
    { title: 'ledger.columns.reason', width: 130, labels: 'ledger.coinReason' },
    180,
  );
  const after = columns.findIndex((c) => c.id === 'reason') + 1;
  return [...columns.slice(0, after), contentColumn<CoinConsumeRow>(220), ...columns.slice(after)];
}

/**
 * /consume/coin-list: coins that left a balance (GET /admin/consume/coin, ledger rows with delta < 0),
 * each unlock naming its content.
 */
export const coinConsumeDefinition: ListDefinition<CoinConsumeRow> = defineList(coinConsumeQuery, {
  id: 'consume-coin',
  defaultSort: 'createdAt:desc',
  fetchPage: (client, query) => listCoinConsumption(client, query),
  filters: memberRowsFilters(
    enumFilter('reason', 'ledger.columns.reason', COIN_REASONS, 'ledger.coinReason'),
  ),
  columns: coinConsumeColumns(),
});
