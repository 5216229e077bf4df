import { Button } from '@blueprintjs/core';
import { getPopularAuthors } from '@opsdeck/shared/api';
import type { PopularAuthors } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { barOption } from './chart.tsx';
import { RangePanel } from './panel-card.tsx';

type SortKey = 'contentCount' | 'clickCount';
/** The chart's height (kept while the panel loads). */
const CHART_HEIGHT = 260;

const COLUMNS = ['ranking', 'author', 'contentCount', 'wallpapers', 'templates', 'clickCount'] as const;

/** The popular authors: rank, operator, content added in the range and its views; sortable. */
export function AuthorsPanel(range: { from?: string; to?: string }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortKey>('contentCount');
  const col = (k: string) => t(`analysisPanels.authors.${k}`);
  const head = (k: (typeof COLUMNS)[number]) =>
    k === 'contentCount' || k === 'clickCount' ? (
      <th key={k}>
        <Button
          variant="minimal"
          size="small"
          endIcon={sort === k ? 'sort-desc' : 'double-caret-vertical'}
          aria-pressed={sort === k}
          onClick={() => setSort(k)}
        >
          {col(k)}
        </Button>
      </th>
    ) : (
      <th key={k}>{col(k)}</th>
    );
  const body = (d: PopularAuthors) => ({
    chart: {
      option: barOption(
        d.list.map((a) => a.author),
        d.list.map((a) => a.contentCount),
      ),
      height: CHART_HEIGHT,
    },
    head: COLUMNS.map(col),
    headCells: COLUMNS.map(head),
    rows: [...d.list]
      .sort((a, b) => b[sort] - a[sort] || a.ranking - b.ranking)
      .map((a) => COLUMNS.map((k) => a[k])),
    csv: { head: COLUMNS.map(col), rows: d.list.map((a) => COLUMNS.map((k) => a[k])) },
  });
  return (
    <RangePanel
      {...range}
      id="authors"
      load={getPopularAuthors}
      isEmpty={(d) => d.list.length === 0}
      body={body}
      reserve={CHART_HEIGHT}
    />
  );
}
