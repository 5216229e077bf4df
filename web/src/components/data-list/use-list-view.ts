import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readStoredColumns, storeColumns } from './column-storage.ts';
import type { ListDefinition } from './types.ts';
import {
  type ListView,
  parseView,
  type ViewSpec,
  viewSpecOf,
  visibleColumns,
  writeView,
} from './view-state.ts';

/** The list's view read from the URL, with the setters that write it back. */
export interface ListViewControls {
  view: ListView;
  spec: ViewSpec;
  /** The visible column ids (URL, else stored, else defaults). */
  columns: string[];
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: string) => void;
  /** Changes some filters (undefined or '' clears one) and goes back to page 1. */
  setFilters: (patch: Record<string, string | undefined>, opts?: { replace?: boolean }) => void;
  clearFilters: () => void;
  /** Shows these columns (null: the defaults), in the URL and on this device. */
  setColumns: (ids: readonly string[] | null) => void;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/**
 * The view of a list, kept in the URL query (`useSearchParams`): discrete changes push a history
 * entry (Back returns to the previous view), typing in the search replaces it.
 */
export function useListView<R>(def: ListDefinition<R>): ListViewControls {
  const spec = useMemo(() => viewSpecOf(def), [def]);
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of params
  const view = useMemo(() => parseView(params, spec), [query, spec]);
  const [stored, setStored] = useState(() => readStoredColumns(def.id));
  const columns = useMemo(() => visibleColumns(view, stored, spec), [view, stored, spec]);

  const update = useCallback(
    (patch: (current: ListView) => Partial<ListView>, replace = false) => {
      setParams(
        (prev) => {
          const current = parseView(prev, spec);
          return writeView({ ...current, ...patch(current) }, spec, prev);
        },
        { replace },
      );
    },
    [setParams, spec],
  );

  const setFilters = useCallback(
    (patch: Record<string, string | undefined>, opts: { replace?: boolean } = {}) =>
      update((current) => {
        const filters: Record<string, string> = { ...current.filters };
        for (const [name, value] of Object.entries(patch)) {
          if (value?.trim()) filters[name] = value.trim();
          else delete filters[name];
        }
        return { filters, page: 1 };
      }, opts.replace),
    [update],
  );

  const setColumns = useCallback(
    (ids: readonly string[] | null) => {
      const chosen = ids === null || sameSet(ids, spec.defaultColumns) ? null : [...ids];
      storeColumns(def.id, chosen);
      setStored(chosen);
      update(() => ({ columns: chosen }), true);
    },
    [def.id, spec, update],
  );

  return {
    view,
    spec,
    columns,
    setPage: useCallback((page: number) => update(() => ({ page })), [update]),
    setPageSize: useCallback((pageSize: number) => update(() => ({ pageSize, page: 1 })), [update]),
    setSort: useCallback((sort: string) => update(() => ({ sort, page: 1 })), [update]),
    setFilters,
    clearFilters: useCallback(() => update(() => ({ filters: {}, page: 1 })), [update]),
    setColumns,
  };
}
