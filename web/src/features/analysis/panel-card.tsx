import {
  Button,
  ButtonGroup,
  Callout,
  Card,
  Classes,
  H2,
  HTMLTable,
  Intent,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import type { ApiClient } from '@opsdeck/shared/api';
import type { AnalysisRangeQuery } from '@opsdeck/shared/schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from '../../components/chart/echarts.ts';
import { formatCount } from '../../components/data-list/format.ts';
import { Segment } from '../../components/segment.tsx';
import { useFetch } from '../../lib/use-fetch.ts';
import { Chart } from './chart.tsx';
import { downloadCsv, toCsv } from './csv.ts';
import { rangeQuery } from './range-query.ts';

type Cell = string | number;

/**
 * What a panel shows once loaded: its chart (or its own chart element), the numbers as a table (a
 * header, or header cells of its own, and rows) and the CSV (the table's, unless it names others).
 */
export interface PanelBody {
  chart: { option: ChartOption; height: number } | ReactNode;
  head: readonly string[];
  headCells?: ReactNode;
  rows: readonly (readonly Cell[])[];
  csv?: { head: readonly string[]; rows: readonly (readonly Cell[])[] };
}

const isOption = (c: PanelBody['chart']): c is { option: ChartOption; height: number } =>
  typeof c === 'object' && c !== null && 'option' in c && 'height' in c;

/** The panel's numbers: counts in the console's language, text as it is. */
function NumberTable({ body, id }: { body: PanelBody; id: string }) {
  const { i18n } = useTranslation();
  /** A column of numbers (its first row's cell is one): right-aligned with its head. */
  const numeric = (i: number) => typeof body.rows[0]?.[i] === 'number';
  return (
    <HTMLTable compact striped className="od-analysis-table" data-testid={`${id}-table`}>
      <thead>
        <tr>
          {body.headCells ??
            body.head.map((h, i) => (
              <th key={h} className={numeric(i) ? 'od-num' : undefined}>
                {h}
              </th>
            ))}
        </tr>
      </thead>
      <tbody>
        {body.rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed by the header
              <td key={i} className={typeof c === 'number' ? 'od-num' : undefined}>
                {typeof c === 'number' ? formatCount(c, i18n.language) : c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * One analysis panel over the screen's range: it loads its own data, and has a title and hint
 * (`analysisPanels.<id>.title` and `.hint`), a chart/table switch, a CSV download, and its own
 * loading, error (with a retry) and empty states.
 */
export function RangePanel<T>(props: {
  id: string;
  from?: string;
  to?: string;
  load: (client: ApiClient, query: AnalysisRangeQuery) => Promise<T>;
  isEmpty: (data: T) => boolean;
  body: (data: T) => PanelBody;
  className?: string;
  /** The chart's height, kept while the panel loads: the panels after it do not move when it arrives. */
  reserve?: number;
}) {
  const { t } = useTranslation();
  const title = t(`analysisPanels.${props.id}.title`);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const { query, key } = rangeQuery(props.from, props.to);
  const { data, loading, error, reload } = useFetch(`${props.id}${key}`, (c) => props.load(c, query));
  const body = data !== null && !props.isEmpty(data) ? props.body(data) : null;
  const csv = body && (body.csv ?? { head: body.head, rows: body.rows });
  const viewButton = (v: 'chart' | 'table', icon: 'timeline-line-chart' | 'th') => (
    <Segment
      size="small"
      icon={icon}
      selected={view === v}
      aria-label={`${title}: ${t(`analysis.${v}`)}`}
      onClick={() => setView(v)}
    />
  );
  return (
    <Card className={`od-analysis-panel ${props.className ?? ''}`} data-panel={props.id}>
      <div className="od-analysis-panel-head">
        <div>
          <H2>{title}</H2>
          <div className={`${Classes.TEXT_MUTED} od-analysis-hint`}>
            {t(`analysisPanels.${props.id}.hint`)}
          </div>
        </div>
        <ButtonGroup className="od-analysis-view">
          {viewButton('chart', 'timeline-line-chart')}
          {viewButton('table', 'th')}
          <Button
            size="small"
            variant="outlined"
            icon="download"
            disabled={!csv}
            aria-label={`${title}: ${t('analysis.csv')}`}
            onClick={() =>
              csv && downloadCsv(`${props.id}-${key.replace(/\W+/g, '-')}.csv`, toCsv(csv.head, csv.rows))
            }
          />
        </ButtonGroup>
      </div>
      {error ? (
        <Callout intent={Intent.DANGER} title={t('analysisPanels.loadError')}>
          {error} <Button icon="refresh" onClick={reload} text={t('common.retry')} />
        </Callout>
      ) : loading && data === null ? (
        <div className="od-analysis-loading" style={{ height: props.reserve }}>
          <Spinner size={24} />
        </div>
      ) : !body ? (
        <NonIdealState icon="chart" title={t('analysisPanels.empty')} />
      ) : view === 'table' ? (
        <div className="od-analysis-table-wrap">
          <NumberTable body={body} id={props.id} />
        </div>
      ) : isOption(body.chart) ? (
        <Chart option={body.chart.option} label={title} height={body.chart.height} />
      ) : (
        body.chart
      )}
    </Card>
  );
}
