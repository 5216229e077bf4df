import { listPoints } from '@opsdeck/shared/api';
import { POINT_DIRECTIONS, POINT_REASONS, type PointLedgerRow } from '@opsdeck/shared/schemas';
import { defineList, listQuerySchema } from '../../components/data-list/define-list.ts';
import { enumFilter, memberRowsFilters } from '../../components/data-list/filters.ts';
import { ledgerColumns } from '../../components/data-list/ledger-columns.tsx';
import type { ListDefinition } from '../../components/data-list/types.ts';

/** Its query's shared schema, loaded with the first query that needs a check (define-list.ts). */
const pointQuery = listQuerySchema('pointListQuerySchema');

/** /task-point/list: the points ledger (GET /admin/points), newest first. */
export const pointListDefinition: ListDefinition<PointLedgerRow> = defineList(pointQuery, {
  id: 'points',
  defaultSort: 'createdAt:desc',
  fetchPage: (client, query) => listPoints(client, query),
  filters: memberRowsFilters(
    enumFilter('reason', 'ledger.columns.source', POINT_REASONS, 'ledger.pointReason'),
    enumFilter('direction', 'fields.direction', POINT_DIRECTIONS, 'points.direction'),
  ),
  columns: ledgerColumns({ title: 'ledger.columns.source', width: 120, labels: 'ledger.pointReason' }, 190),
});
