import type { DateRangeFilter, FilterOption, ListFilter, SelectFilter, TextFilter } from './types.ts';

/**
 * Filter builders shared by the money lists; the checks mirror the API's query schemas, so a value
 * the server would refuse is marked in the field instead of being sent.
 */

/** Options of an enum with labels under `prefix.value`. */
export function enumOptions(values: readonly string[], prefix: string): FilterOption[] {
  return values.map((value) => ({ value, label: `${prefix}.${value}` }));
}

/** An 8-digit member visible id (`visibleId`, or another name such as `inviterVisibleId`). */
export function memberIdFilter(
  name = 'visibleId',
  label = 'lists.filters.member',
  search = false,
): TextFilter {
  return {
    kind: 'text',
    name,
    label,
    placeholder: label,
    search,
    width: 170,
    validate: (v) => /^\d{8}$/.test(v),
    invalid: 'lists.filters.visibleIdInvalid',
  };
}

/** An order number or its beginning (three letters, then up to 14 digits), upper-cased. */
export function orderNoFilter(): TextFilter {
  return {
    kind: 'text',
    name: 'orderNo',
    label: 'order.columns.orderNo',
    placeholder: 'lists.filters.orderNoPlaceholder',
    search: true,
    width: 220,
    normalize: (v) => v.toUpperCase(),
    validate: (v) => /^[A-Z]{3}\d{0,14}$/.test(v),
    invalid: 'lists.filters.orderNoInvalid',
  };
}

/** A positive whole number (an id, a minimum). */
export function positiveIntFilter(name: string, label: string, max = 2_147_483_647): TextFilter {
  return {
    kind: 'text',
    name,
    label,
    width: 130,
    validate: (v) => /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= max,
    invalid: 'lists.filters.numberInvalid',
  };
}

/** A select over an enum. */
export function enumFilter(
  name: string,
  label: string,
  values: readonly string[],
  prefix: string,
): SelectFilter {
  return { kind: 'select', name, label, options: enumOptions(values, prefix) };
}

/** The creation range (`createdFrom`/`createdTo`, inclusive days). */
export function createdRange(label = 'lists.filters.created'): DateRangeFilter {
  return { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label };
}

/** The free-text search `q` (the field `/` focuses), at most `max` characters as the query schema says. */
export function searchFilter(placeholder: string, max: number, width = 220): TextFilter {
  return {
    kind: 'text',
    name: 'q',
    label: 'lists.filters.search',
    placeholder,
    search: true,
    width,
    validate: (v) => v.length <= max,
  };
}

/** A select over loaded rows (categories, topics): each row's id, labelled with its own name as is. */
export function rowsFilter<T extends { id: number }>(
  name: string,
  label: string,
  rows: readonly T[],
  labelOf: (row: T) => string,
): SelectFilter {
  return {
    kind: 'select',
    name,
    label,
    options: rows.map((r) => ({ value: String(r.id), label: labelOf(r) })),
  };
}

/** The filters of a list of one member's rows: the member search (`/`) first, the creation range last. */
export function memberRowsFilters(...between: ListFilter[]): ListFilter[] {
  return [memberIdFilter('visibleId', 'lists.filters.member', true), ...between, createdRange()];
}
