import { HTMLTable } from '@blueprintjs/core';
import { ANALYSIS_METRICS, type AnalysisOverview, formatDate } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../components/table-head.tsx';
import { toCsv } from './csv.ts';
import { shownValue } from './figure-cards.tsx';

/** The daily series as rows: day, then each figure (revenue in cents in the CSV, yuan on screen). */
export function dailyCsv(data: AnalysisOverview, label: (metric: string) => string): string {
  const metrics = ANALYSIS_METRICS;
  return toCsv(
    [label('day'), ...metrics.map(label)],
    data.days.map((day, i) => [day, ...metrics.map((m) => data.figures[m].series[i] ?? 0)]),
  );
}

/**
 * The same numbers as the charts, as a table: one row per day (the console's day, `formatDate`, as
 * every other day it shows; the CSV keeps the sortable YYYY-MM-DD), one column per figure.
 */
export function FiguresTable({ data }: { data: AnalysisOverview }) {
  const { i18n } = useTranslation();
  const metrics = ANALYSIS_METRICS;
  return (
    <div className="od-analysis-table-wrap">
      <HTMLTable compact striped className="od-analysis-table">
        <TableHead
          cells={['analysis.day', ...metrics.map((m) => ({ key: `analysis.metrics.${m}`, num: true }))]}
        />
        <tbody>
          {data.days.map((day, i) => (
            <tr key={day}>
              <td>{formatDate(day, i18n.language)}</td>
              {metrics.map((m) => (
                <td key={m} className="od-num">
                  {shownValue(m, data.figures[m].series[i] ?? 0, i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
