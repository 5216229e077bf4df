import { Icon, Intent } from '@blueprintjs/core';
import { listSets } from '@opsdeck/shared/api';
import {
  SET_CONTENT_TYPES,
  SET_FILTER_TYPES,
  SET_STATUSES,
  type SetContentType,
  type SetRow,
} from '@opsdeck/shared/schemas';
import {
  countColumn,
  enumCellFloor,
  enumColumn,
  TITLE_CUT_PX,
  textColumn,
  timeColumn,
} from '../../components/data-list/columns.tsx';
import { defineList, listQuerySchema } from '../../components/data-list/define-list.ts';
import { createdRange, enumFilter } from '../../components/data-list/filters.ts';
import type { ListColumn, ListDefinition } from '../../components/data-list/types.ts';

const CONTENT_ICONS = {
  img: 'media',
  horizontalVideo: 'video',
  verticalVideo: 'mobile-video',
} as const satisfies Record<SetContentType, string>;

/** The content type's icon (16 px) and the space after it. */
const ICON_PX = 20;

const contentTypeColumn: ListColumn<SetRow> = {
  id: 'contentType',
  title: 'sets.columns.contentType',
  // "Horizontal short video" with its icon, never cut (at 1280 px en-US it read "Horizontal short vi…")
  width: 190,
  cellFloor: (t) => enumCellFloor(t, 'sets.contentType', false) + ICON_PX,
  render: (row, { t }) => (
    <span className="od-set-type">
      <Icon icon={CONTENT_ICONS[row.contentType]} size={16} /> {t(`sets.contentType.${row.contentType}`)}
    </span>
  ),
  csv: (row, { t }) => t(`sets.contentType.${row.contentType}`),
};

/** /list/search-table: curated sets searched, filtered, sorted and paged on the server (GET /admin/sets). */
export const setListDefinition: ListDefinition<SetRow> = defineList(listQuerySchema('setListQuerySchema'), {
  id: 'sets',
  defaultSort: 'createdAt:desc',
  fetchPage: (client, query) => listSets(client, query),
  filters: [
    {
      kind: 'text',
      name: 'number',
      label: 'sets.columns.number',
      placeholder: 'sets.filters.numberPlaceholder',
      search: true,
      width: 150,
      validate: (v) => /^\d{1,8}$/.test(v),
      invalid: 'sets.filters.numberInvalid',
    },
    {
      kind: 'text',
      name: 'name',
      label: 'sets.columns.name',
      placeholder: 'sets.filters.name',
      width: 170,
      validate: (v) => v.length <= 40,
    },
    enumFilter('contentType', 'sets.columns.contentType', SET_CONTENT_TYPES, 'sets.contentType'),
    enumFilter('filterType', 'sets.columns.filterType', SET_FILTER_TYPES, 'sets.filterType'),
    createdRange('sets.filters.created'),
    enumFilter('status', 'sets.columns.status', SET_STATUSES, 'sets.status'),
  ],
  columns: [
    textColumn({ id: 'number', title: 'sets.columns.number', width: 100 }, (r) => r.number, { mono: true }),
    // cut to a few words on a narrow page (it scrolled sideways at 1280 px en-US), whole on the focused row
    textColumn({ id: 'name', title: 'sets.columns.name', width: 160, cutTo: TITLE_CUT_PX }, (r) => r.name),
    contentTypeColumn,
    {
      // "Hand-picked" / "By rules": its labels in full, no wider (it was 170 px, which the content
      // type and the name then lacked at 1280 px)
      ...enumColumn(
        { id: 'filterType', title: 'sets.columns.filterType', width: 120 },
        (r) => r.filterType,
        'sets.filterType',
        'plain',
      ),
      cellFloor: (t) => enumCellFloor(t, 'sets.filterType', false),
    },
    countColumn({ id: 'count', title: 'sets.columns.count', width: 90, sortField: 'count' }, (r) => r.count),
    timeColumn(
      { id: 'createdAt', title: 'sets.columns.createdAt', width: 140, sortField: 'createdAt' },
      (r) => r.createdAt,
    ),
    enumColumn({ id: 'status', title: 'sets.columns.status', width: 90 }, (r) => r.status, 'sets.status', {
      online: Intent.SUCCESS,
      offline: Intent.NONE,
    }),
  ],
});
