import {
  Button,
  ButtonGroup,
  Callout,
  Card,
  Classes,
  H2,
  Intent,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from './csv.ts';

/** What a panel shows once loaded: its chart, the same numbers as a table, and them as CSV. */
export interface PanelBody {
  chart: ReactNode;
  table: ReactNode;
  csv: { name: string; text: () => string };
}

/**
 * One analysis panel: a title and hint, a chart/table switch and a CSV download; its own loading,
 * error (with a retry) and empty states.
 */
export function PanelCard(props: {
  id: string;
  title: string;
  hint?: string;
  loading: boolean;
  error: string | null;
  retry: () => void;
  empty: boolean;
  body: (() => PanelBody) | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const body = !props.empty && props.body ? props.body() : null;
  return (
    <Card className={`od-analysis-panel ${props.className ?? ''}`} data-panel={props.id}>
      <div className="od-analysis-panel-head">
        <div>
          <H2>{props.title}</H2>
          {props.hint && <div className={`${Classes.TEXT_MUTED} od-analysis-hint`}>{props.hint}</div>}
        </div>
        <ButtonGroup className="od-analysis-view">
          <Button
            size="small"
            icon="timeline-line-chart"
            active={view === 'chart'}
            aria-pressed={view === 'chart'}
            aria-label={`${props.title}: ${t('analysis.chart')}`}
            onClick={() => setView('chart')}
          />
          <Button
            size="small"
            icon="th"
            active={view === 'table'}
            aria-pressed={view === 'table'}
            aria-label={`${props.title}: ${t('analysis.table')}`}
            onClick={() => setView('table')}
          />
          <Button
            size="small"
            icon="download"
            disabled={!body}
            aria-label={`${props.title}: ${t('analysis.csv')}`}
            onClick={() => body && downloadCsv(body.csv.name, body.csv.text())}
          />
        </ButtonGroup>
      </div>
      {props.error ? (
        <Callout intent={Intent.DANGER} title={t('analysisPanels.loadError')}>
          {props.error} <Button icon="refresh" onClick={props.retry} text={t('common.retry')} />
        </Callout>
      ) : props.loading && !props.body ? (
        <Spinner size={24} />
      ) : !body ? (
        <NonIdealState icon="chart" title={t('analysisPanels.empty')} />
      ) : view === 'table' ? (
        <div className="od-analysis-table-wrap">{body.table}</div>
      ) : (
        body.chart
      )}
    </Card>
  );
}
