import type { ApiClient } from '@opsdeck/shared/api';
import type { Page } from '@opsdeck/shared/schemas';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** What cell renderers and CSV writers get besides the row: the language and its formatters. */
export interface CellContext {
  t: TFunction;
  locale: string;
}

/** One column of a list: its header, its cell, its CSV value and, when the server sorts by it, the field. */
export interface ListColumn<R> {
  /** Stable id (used in the `cols` URL parameter and the stored choice). */
  id: string;
  /** i18n key of the header. */
  title: string;
  /** Width in pixels before the table stretches the columns to fill its width. */
  width: number;
  /**
   * The narrowest its cells read in full (a row's buttons, a date and time): like the header's
   * width, the table never shrinks the column below it (table-layout.ts).
   */
  minWidth?: number;
  /**
   * The narrowest its cells read in full in the current language, from what they can show (every
   * label of an enum): the table never shrinks the column below it either, in either language.
   */
  cellFloor?: (t: TFunction) => number;
  /**
   * Free text that must read whole (a re-issue's reason, up to 200 characters): its cells wrap onto
   * more lines instead of being cut with an ellipsis, so no width could be too narrow for it.
   */
  wrap?: boolean;
  /**
   * The narrowest the column may be cut to where the page is too narrow for `minWidth` (a member's
   * nickname: its id stays whole, the name ends in an ellipsis, whole on hover and on the focused
   * row). Such a column gives up its width first and takes back more of any room (table-layout.ts).
   */
  cutTo?: number;
  /** The server's sort field when the list can be sorted by this column. */
  sortField?: string;
  /** Right-aligned numbers. */
  numeric?: boolean;
  /** Left out of the default set (the column chooser can show it). */
  hiddenByDefault?: boolean;
  /** Business times: the header names the business time zone (`Created (UTC+8)`). */
  zoned?: boolean;
  render: (row: R, ctx: CellContext) => ReactNode;
  /** The value written to CSV (plain text or a number). */
  csv: (row: R, ctx: CellContext) => string | number | null | undefined;
}

/** A choice of a select filter: the API value and the i18n key of its label. */
export interface FilterOption {
  value: string;
  label: string;
}

/** A text field; `search` marks the one `/` focuses. Values failing `validate` are not applied. */
export interface TextFilter {
  kind: 'text';
  name: string;
  label: string;
  placeholder?: string;
  search?: boolean;
  /** Width of the input in pixels. */
  width?: number;
  validate?: (value: string) => boolean;
  /** i18n key shown when `validate` refuses the value. */
  invalid?: string;
  /** Applied before validating and sending (e.g. upper-case an order number). */
  normalize?: (value: string) => string;
}

/** A choice among the values of an enum; "All" clears it. */
export interface SelectFilter {
  kind: 'select';
  name: string;
  label: string;
  options: readonly FilterOption[];
}

/** Two day inputs (`YYYY-MM-DD`, inclusive) sent as `from` and `to`. */
export interface DateRangeFilter {
  kind: 'dateRange';
  from: string;
  to: string;
  label: string;
}

export type ListFilter = TextFilter | SelectFilter | DateRangeFilter;

/** The query a list sends: paging, sort and the filters, by their API names. */
export type ListQuery = Record<string, string | number>;

/** Everything a list screen declares; the framework does the rest. */
export interface ListDefinition<R> {
  /** Stable id of the list (stored column choice, export file name). */
  id: string;
  columns: readonly ListColumn<R>[];
  filters: readonly ListFilter[];
  /** The server's default order (`field:dir`), shown as the active sort when the URL has none. */
  defaultSort: string;
  /** Query values every request carries (e.g. `kind=vip`). */
  fixedQuery?: ListQuery;
  /** Loads the shared schema of the list's query, the one the server checks (set by `defineList`). */
  querySchema: () => Promise<z.ZodType>;
  /** Fetches a page; `defineList` checks the query against `querySchema` first. */
  fetchPage: (client: ApiClient, query: ListQuery) => Promise<Page<R>>;
}
