import { Button, HTMLTable } from '@blueprintjs/core';
import { getPopularAuthors } from '@opsdeck/shared/api';
import type { PopularAuthors } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/data-list/format.ts';
import { useFetch } from '../../lib/use-fetch.ts';
import { barOption, Chart } from './chart.tsx';
import { toCsv } from './csv.ts';
import { PanelCard } from './panel-card.tsx';
import { rangeQuery } from './range-query.ts';

type SortKey = 'contentCount' | 'clickCount';

/** The popular authors: rank, operator, content added in the range and its views; sortable. */
export function AuthorsPanel({ from, to }: { from?: string; to?: string }) {
  const { t, i18n } = useTranslation();
  const { query, key } = rangeQuery(from, to);
  const { data, loading, error, reload } = useFetch(`authors${key}`, (c) => getPopularAuthors(c, query));
  const [sort, setSort] = useState<SortKey>('contentCount');
  const col = (k: string) => t(`analysisPanels.authors.${k}`);
  const n = (v: number) => formatCount(v, i18n.language);
  const sortButton = (k: SortKey) => (
    <Button
      variant="minimal"
      size="small"
      endIcon={sort === k ? 'sort-desc' : 'double-caret-vertical'}
      aria-pressed={sort === k}
      onClick={() => setSort(k)}
    >
      {col(k)}
    </Button>
  );
  const body = (d: PopularAuthors) => {
    const rows = [...d.list].sort((a, b) => b[sort] - a[sort] || a.ranking - b.ranking);
    return {
      chart: (
        <Chart
          option={barOption(
            d.list.map((a) => a.author),
            d.list.map((a) => a.contentCount),
          )}
          label={t('analysisPanels.authors.title')}
          height={260}
        />
      ),
      table: (
        <HTMLTable compact striped className="od-analysis-table" data-testid="authors-table">
          <thead>
            <tr>
              <th>{col('ranking')}</th>
              <th>{col('author')}</th>
              <th>{sortButton('contentCount')}</th>
              <th>{col('wallpapers')}</th>
              <th>{col('templates')}</th>
              <th>{sortButton('clickCount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.operatorId}>
                <td>{a.ranking}</td>
                <td>{a.author}</td>
                <td>{n(a.contentCount)}</td>
                <td>{n(a.wallpapers)}</td>
                <td>{n(a.templates)}</td>
                <td>{n(a.clickCount)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ),
      csv: {
        name: `popular-authors-${d.from}-${d.to}.csv`,
        text: () =>
          toCsv(
            ['ranking', 'author', 'contentCount', 'wallpapers', 'templates', 'clickCount'].map(col),
            d.list.map((a) => [a.ranking, a.author, a.contentCount, a.wallpapers, a.templates, a.clickCount]),
          ),
      },
    };
  };
  return (
    <PanelCard
      id="authors"
      title={t('analysisPanels.authors.title')}
      hint={t('analysisPanels.authors.hint')}
      loading={loading}
      error={error}
      retry={reload}
      empty={!!data && data.list.length === 0}
      body={data ? () => body(data) : null}
    />
  );
}
