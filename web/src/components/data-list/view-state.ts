import type { ListColumn, ListDefinition, ListQuery } from './types.ts';

/**
 * The view of a list (page, page size, sort, filters, visible columns) and its mapping to and from
 * the URL query, so a link or a reload restores it. Defaults are left out of the URL; unknown or
 * malformed values fall back to the defaults; parameters the list does not own (`member=`) are kept.
 */
export interface ListView {
  page: number;
  pageSize: number;
  /** `field:asc|desc`, the default one when the URL has none. */
  sort: string;
  /** Filter values by API name; only non-empty, valid ones. */
  filters: Readonly<Record<string, string>>;
  /** Visible column ids from the URL, or null when the URL does not say. */
  columns: readonly string[] | null;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** URL parameters of the view itself (filters use their API names). */
export const VIEW_PARAMS = { page: 'page', size: 'size', sort: 'sort', columns: 'cols' } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the URL mapping needs to know about a list. */
export interface ViewSpec {
  defaultSort: string;
  sortFields: readonly string[];
  columnIds: readonly string[];
  defaultColumns: readonly string[];
  /** Filter name → the values it accepts (`null`: any text; `'day'`: a `YYYY-MM-DD` day). */
  filters: Readonly<Record<string, readonly string[] | null | 'day'>>;
}

/** The URL mapping's view of a list definition. */
export function viewSpecOf(def: {
  columns: readonly Pick<ListColumn<never>, 'id' | 'sortField' | 'hiddenByDefault'>[];
  filters: ListDefinition<never>['filters'];
  defaultSort: string;
}): ViewSpec {
  const filters: Record<string, readonly string[] | null | 'day'> = {};
  for (const f of def.filters) {
    if (f.kind === 'text') filters[f.name] = null;
    else if (f.kind === 'select') filters[f.name] = f.options.map((o) => o.value);
    else {
      filters[f.from] = 'day';
      filters[f.to] = 'day';
    }
  }
  return {
    defaultSort: def.defaultSort,
    sortFields: def.columns.flatMap((c) => (c.sortField ? [c.sortField] : [])),
    columnIds: def.columns.map((c) => c.id),
    defaultColumns: def.columns.filter((c) => !c.hiddenByDefault).map((c) => c.id),
    filters,
  };
}

/** True for `field:asc|desc` over one of the list's sortable fields. */
export function isSort(value: string, spec: ViewSpec): boolean {
  const [field, dir, extra] = value.split(':');
  return extra === undefined && (dir === 'asc' || dir === 'desc') && spec.sortFields.includes(field ?? '');
}

/** Keeps known ids, in the list's own order; null when none is left. */
export function cleanColumns(ids: readonly string[], spec: ViewSpec): string[] | null {
  const wanted = new Set(ids);
  const kept = spec.columnIds.filter((id) => wanted.has(id));
  return kept.length > 0 ? kept : null;
}

/** Reads the view from the URL query. */
export function parseView(params: URLSearchParams, spec: ViewSpec): ListView {
  const page = Number(params.get(VIEW_PARAMS.page));
  const size = Number(params.get(VIEW_PARAMS.size));
  const sort = params.get(VIEW_PARAMS.sort) ?? '';
  const filters: Record<string, string> = {};
  for (const [name, accepts] of Object.entries(spec.filters)) {
    const value = params.get(name)?.trim() ?? '';
    if (value === '') continue;
    if (accepts === 'day' ? DAY.test(value) : accepts === null || accepts.includes(value))
      filters[name] = value;
  }
  const cols = params.get(VIEW_PARAMS.columns);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: isSort(sort, spec) ? sort : spec.defaultSort,
    filters,
    columns: cols === null ? null : cleanColumns(cols.split(','), spec),
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/**
 * Writes the view into a copy of `base` (the current query): view parameters are replaced, defaults
 * dropped, other parameters kept.
 */
export function writeView(view: ListView, spec: ViewSpec, base = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const name of [...Object.values(VIEW_PARAMS), ...Object.keys(spec.filters)]) out.delete(name);
  if (view.page > 1) out.set(VIEW_PARAMS.page, String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) out.set(VIEW_PARAMS.size, String(view.pageSize));
  if (view.sort !== spec.defaultSort) out.set(VIEW_PARAMS.sort, view.sort);
  for (const name of Object.keys(spec.filters)) {
    const value = view.filters[name];
    if (value) out.set(name, value);
  }
  const cols = view.columns === null ? null : cleanColumns(view.columns, spec);
  if (cols && !sameSet(cols, spec.defaultColumns)) out.set(VIEW_PARAMS.columns, cols.join(','));
  return out;
}

/**
 * The sort after a click on a column's header: another column starts descending (newest, largest
 * first); descending turns ascending; ascending goes back to the list's default.
 */
export function nextSort(current: string, field: string, defaultSort: string): string {
  const [curField, curDir] = current.split(':');
  if (curField !== field) return `${field}:desc`;
  if (curDir === 'desc') return `${field}:asc`;
  return defaultSort.startsWith(`${field}:`) ? `${field}:desc` : defaultSort;
}

/** The visible columns: the URL's choice, else the stored one, else the list's defaults. */
export function visibleColumns(view: ListView, stored: readonly string[] | null, spec: ViewSpec): string[] {
  return view.columns?.slice() ?? (stored && cleanColumns(stored, spec)) ?? spec.defaultColumns.slice();
}

/** True when the view filters anything. */
export function hasFilters(view: ListView): boolean {
  return Object.keys(view.filters).length > 0;
}

/** The query sent to the server for this view. */
export function queryOf(view: ListView, fixed: ListQuery = {}): ListQuery {
  return { ...fixed, ...view.filters, current: view.page, pageSize: view.pageSize, sort: view.sort };
}
