import type { ApiClient } from '@opsdeck/shared/api';
import { ONLINE_STATUSES } from '@opsdeck/shared/schemas';
import { thumbnailUrlOf } from '@opsdeck/shared/schemas/upload-names';
import { ContentImage } from '../../../components/content-image.tsx';
import { countColumn, TITLE_CUT_PX, textColumn, timeColumn } from '../../../components/data-list/columns.tsx';
import { checkedFetcher, definitionValues } from '../../../components/data-list/define-list.ts';
import { searchFilter } from '../../../components/data-list/filters.ts';
import { CELL_PAD_PX } from '../../../components/data-list/table-layout.ts';
import type { ListColumn, ListDefinition } from '../../../components/data-list/types.ts';
import {
  slugColumn,
  sortColumn,
  stampColumn,
  statusColumn,
  statusFilter,
} from '../shared/content-columns.tsx';
import { CONTENT_THUMB } from '../shared/thumb-sizes.ts';
import type { EditorialResource, EditorialRow } from './editorial-resource.ts';

function coverColumn<R extends EditorialRow>(): ListColumn<R> {
  return {
    id: 'cover',
    title: 'fields.coverUrl',
    width: 64,
    // the thumbnail whole (at 1280 px zh-CN the column came out 59 px and cut it)
    minWidth: CONTENT_THUMB.width + CELL_PAD_PX,
    render: (row) =>
      row.coverUrl ? (
        <ContentImage
          className="od-content-thumb"
          src={thumbnailUrlOf(row.coverUrl)}
          alt=""
          {...CONTENT_THUMB}
        />
      ) : null,
    csv: (row) => row.coverUrl,
  };
}

/** The list of an editorial resource (topics, wallpaper topics, collections): filters, columns, sorting. */
export function editorialDefinition<R extends EditorialRow>(
  resource: EditorialResource<R>,
): ListDefinition<R> {
  const columns: ListColumn<R>[] = [
    coverColumn<R>(),
    // the title is what the operator reads a row by: "Spring Festival Picks" needs 152 px and was
    // cut at 1440 px; on a narrower page it alone gives way (whole on the focused row and on hover),
    // so /topic/list fits 1280 px (it scrolled sideways in en-US: 1013 px in a 988 px box)
    textColumn({ id: 'title', title: 'fields.title', width: 175, cutTo: TITLE_CUT_PX }, (r) => r.title),
    // without a schedule window (collections, wallpaper topics) a slug reads whole at 1280 px down to
    // 88% of its width: "festival-greetings" needs 152 px and was cut on /collection/list (135 px of
    // 150); the title gives way instead. With one (/topic/list) the start and end need that room.
    slugColumn(resource.fields.window ? 150 : 175),
  ];
  if (resource.fields.subtitle) {
    columns.push(
      // in the Columns menu: with it, the actions no longer fit a 1440 px screen
      textColumn(
        { id: 'subtitle', title: 'fields.subtitle', width: 150, hiddenByDefault: true },
        (r) => r.subtitle ?? null,
      ),
    );
  }
  columns.push(sortColumn(72), statusColumn(90));
  if (resource.fields.window) {
    columns.push(
      timeColumn(
        { id: 'startsAt', title: 'fields.startsAt', width: 130, sortField: 'startsAt' },
        (r) => r.startsAt ?? null,
      ),
      timeColumn({ id: 'endsAt', title: 'fields.endsAt', width: 130 }, (r) => r.endsAt ?? null),
    );
  }
  if (resource.count) {
    const { title, get } = resource.count;
    columns.push(countColumn({ id: 'count', title, width: 90 }, get));
  }
  // a list with a show window (topics) keeps its last change in the Columns menu: with the window's
  // two times, the row's buttons and a readable title no longer fit a 1440 px screen
  columns.push(stampColumn('updatedAt', 130, resource.fields.window), stampColumn('createdAt', 130, true));
  const querySchema = async () => (await resource.schemas()).listQuery;
  const def = {
    id: resource.listId,
    defaultSort: 'sort:asc',
    querySchema,
    filters: [searchFilter('contentWeb.editorial.searchPlaceholder', 50), statusFilter(ONLINE_STATUSES)],
    columns,
  };
  // a query of the definition's own values (the first page, a sort, a status) is sent at once; one
  // with typed text waits for the shared schema (and zod) to check it
  const list = (client: ApiClient, query: unknown) =>
    resource.list(client, query as Readonly<Record<string, unknown>>);
  return { ...def, fetchPage: checkedFetcher(querySchema, list, definitionValues(def)) };
}
