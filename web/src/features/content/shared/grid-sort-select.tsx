import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ListViewControls } from '../../../components/data-list/use-list-view.ts';

/**
 * The sort choice of a card grid (which has no column headers to click): the `sorts` it offers as
 * `field:dir`, each labelled `contentWeb.sort.<field>_<dir>`, and "Custom" while the view's sort is
 * none of them (one from the URL, say).
 */
export function GridSortSelect({
  sorts,
  controls,
}: {
  sorts: readonly string[];
  controls: ListViewControls;
}) {
  const { t } = useTranslation();
  const listed = sorts.includes(controls.view.sort);
  return (
    <HTMLSelect
      aria-label={t('contentWeb.sort.label')}
      value={listed ? controls.view.sort : ''}
      onChange={(e) => controls.setSort(e.currentTarget.value)}
      options={[
        ...(listed ? [] : [{ value: '', label: t('contentWeb.sort.custom') }]),
        ...sorts.map((s) => ({ value: s, label: t(`contentWeb.sort.${s.replace(':', '_')}`) })),
      ]}
    />
  );
}
