import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellContext, ListDefinition } from './types.ts';
import { useListData } from './use-list-data.ts';
import { useListView } from './use-list-view.ts';
import { queryOf } from './view-state.ts';

/**
 * What a list screen works from: the view in the URL and its controls, the query it makes, the page
 * of data that query answered, and the cells' language.
 */
export function useListScreen<R>(def: ListDefinition<R>) {
  const { t, i18n } = useTranslation();
  const controls = useListView(def);
  const { view } = controls;
  const query = useMemo(() => queryOf(view, def.fixedQuery), [view, def.fixedQuery]);
  const data = useListData(def, query);
  const ctx: CellContext = useMemo(() => ({ t, locale: i18n.language }), [t, i18n.language]);
  return { controls, view, query, data, ctx };
}
