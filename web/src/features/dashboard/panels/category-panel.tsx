import { getDashboardCategories } from '@opsdeck/shared/api';
import type { DashboardCategories } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/i18n.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { PanelFrame, PanelTable, ViewButtons } from './panel-frame.tsx';
import { ShareDonut } from './svg-charts.tsx';

/** Each category's share of all content, as a percentage with one decimal. */
const shareOf = (n: number, total: number) => (total === 0 ? '0.0%' : `${((n / total) * 100).toFixed(1)}%`);

function CategoryTable({ data }: { data: DashboardCategories }) {
  const num = true;
  return (
    <PanelTable
      panel="categories"
      cells={['category', { key: 'wallpapers', num }, { key: 'templates', num }, { key: 'share', num }]}
    >
      {data.categories.map((c) => (
        <tr key={c.id}>
          <td>{c.name}</td>
          <td className="od-num">{formatCount(c.wallpapers)}</td>
          <td className="od-num">{formatCount(c.templates)}</td>
          <td className="od-num">{shareOf(c.total, data.total)}</td>
        </tr>
      ))}
    </PanelTable>
  );
}

/** Content by category: each category's share of all wallpapers and templates, as a donut or a table. */
export function CategoryPanel() {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const { data, loading, error, reload } = useFetch('categories', (client) => getDashboardCategories(client));
  return (
    <PanelFrame
      id="categories"
      title={t('dashboard.categories.title')}
      controls={<ViewButtons value={view} onChange={setView} />}
      state={{
        loading: loading && !data,
        error,
        retry: reload,
        empty: !!data && data.total === 0,
        emptyText: t('dashboard.categories.empty'),
        emptyIcon: 'inbox',
      }}
    >
      {data && (
        <>
          <p className="od-panel-summary" data-summary>
            {t('dashboard.categories.summary', {
              content: t('dashboard.categories.contentCount', {
                formatted: formatCount(data.total),
                count: data.total,
              }),
              categories: t('dashboard.categories.categoryCount', { count: data.categories.length }),
            })}
          </p>
          {view === 'chart' ? (
            <ShareDonut
              label={t('dashboard.categories.title')}
              centre={formatCount(data.total)}
              slices={data.categories.map((c) => ({ name: c.name, value: c.total }))}
              shareOf={(n) => shareOf(n, data.total)}
            />
          ) : (
            <CategoryTable data={data} />
          )}
        </>
      )}
    </PanelFrame>
  );
}
