import { listPoints } from '@opsdeck/shared/api';
import {
  POINT_DIRECTIONS,
  POINT_REASONS,
  type PointLedgerRow,
  pointListQuerySchema,
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
import { createdRange, enumFilter, memberIdFilter } from '../../components/data-list/filters.ts';
import type { ListDefinition } from '../../components/data-list/types.ts';

/** /task-point/list: the points ledger (GET /admin/points), newest first. */
export const pointListDefinition: ListDefinition<PointLedgerRow> = defineList(pointListQuerySchema, {
  id: 'points',
  defaultSort: 'createdAt:desc',
  rowKey: (r) => r.id,
  fetchPage: (client, query) => listPoints(client, query),
  filters: [
    memberIdFilter('visibleId', 'lists.filters.member', true),
    enumFilter('reason', 'ledger.columns.source', POINT_REASONS, 'ledger.pointReason'),
    enumFilter('direction', 'fields.direction', POINT_DIRECTIONS, 'points.direction'),
    createdRange(),
  ],
  columns: [
    countColumn({ id: 'id', title: 'ledger.columns.id', width: 80, hiddenByDefault: true }, (r) => r.id),
    memberColumn({ id: 'member', title: 'ledger.columns.member', width: 190 }, (r) => ({
      memberId: r.memberId,
      visibleId: r.memberVisibleId,
      nickname: r.memberNickname,
    })),
    countColumn({ id: 'delta', title: 'ledger.columns.delta', width: 90 }, (r) => r.delta, { signed: true }),
    countColumn(
      { id: 'balanceAfter', title: 'ledger.columns.balanceAfter', width: 110 },
      (r) => r.balanceAfter,
    ),
    enumColumn(
      { id: 'reason', title: 'ledger.columns.source', width: 120 },
      (r) => r.reason,
      'ledger.pointReason',
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
