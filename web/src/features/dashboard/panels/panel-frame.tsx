import { Callout, Card, Classes, H2, HTMLTable, Intent, NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Segment } from '../../../components/segment.tsx';
import { TableHead, type TableHeadProps } from '../../../components/table-head.tsx';

/** What a panel shows instead of its content: nothing yet, a failure, or no data. */
export interface PanelState {
  /** True before the first answer (later loads keep the last answer on screen). */
  loading: boolean;
  error: string | null;
  retry?: () => void;
  /** True when the answer holds nothing to show. */
  empty: boolean;
  emptyText: string;
  emptyIcon?: IconName;
}

/** The state of a panel whose content is at hand (nothing to load): only whether it is empty. */
export function readyState(empty: boolean, emptyText: string, emptyIcon: IconName): PanelState {
  return { loading: false, error: null, empty, emptyText, emptyIcon };
}

/**
 * A panel's numbers as a table that scrolls in the card: named `dashboard.<panel>.title`, its
 * columns' titles under `dashboard.<panel>.`; `children` are the body's rows.
 */
export function PanelTable({
  panel,
  cells,
  children,
}: {
  panel: string;
  cells: TableHeadProps['cells'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="od-panel-scroll">
      <HTMLTable compact striped aria-label={t(`dashboard.${panel}.title`)}>
        <TableHead scoped prefix={`dashboard.${panel}.`} cells={cells} />
        <tbody>{children}</tbody>
      </HTMLTable>
    </div>
  );
}

/**
 * A workplace panel: a titled card with its controls, and the one way every panel shows its loading
 * (a skeleton, aria-busy), error (the message and a retry) and empty states.
 */
export function PanelFrame(props: {
  id: string;
  title: string;
  controls?: ReactNode;
  state?: PanelState;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { id, title, controls, state, className, children } = props;
  const headingId = `od-panel-${id}`;
  let body: ReactNode = children;
  if (state?.error) {
    body = state.retry ? (
      <LoadFailed
        variant="inline"
        title={t('dashboard.loadError')}
        message={state.error}
        onRetry={state.retry}
      />
    ) : (
      <Callout intent={Intent.DANGER} title={t('dashboard.loadError')} className="od-panel-error">
        <p>{state.error}</p>
      </Callout>
    );
  } else if (state?.loading) {
    body = (
      <div className="od-panel-loading">
        <div className={`${Classes.SKELETON} od-panel-skeleton`} />
        <div className={`${Classes.SKELETON} od-panel-skeleton od-panel-skeleton-short`} />
      </div>
    );
  } else if (state?.empty) {
    body = <PanelEmpty text={state.emptyText} icon={state.emptyIcon} />;
  }
  return (
    <Card
      className={`od-panel ${className ?? ''}`}
      data-panel={id}
      role="region"
      aria-labelledby={headingId}
      aria-busy={state?.loading ? true : undefined}
    >
      <div className="od-panel-head">
        <H2 id={headingId} className="od-panel-title">
          {title}
        </H2>
        {controls && <div className="od-panel-controls">{controls}</div>}
      </div>
      {body}
    </Card>
  );
}

/** A panel's "nothing to show" (also below controls that stay, e.g. a kind switch). */
export function PanelEmpty({ text, icon }: { text: string; icon?: IconName | undefined }) {
  return <NonIdealState icon={icon ?? 'search'} description={text} className="od-panel-empty" />;
}

/** A row of toggle buttons (aria-pressed) choosing one value: Tab reaches them, Enter/Space picks. */
export function ChoiceButtons<V extends string>(props: {
  label: string;
  value: V;
  options: readonly { value: V; text: string }[];
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <fieldset className={`od-choice ${props.className ?? ''}`} aria-label={props.label}>
      {props.options.map((o) => (
        <Segment
          key={o.value}
          size="small"
          selected={o.value === props.value}
          onClick={() => props.onChange(o.value)}
          text={o.text}
        />
      ))}
    </fieldset>
  );
}

/** A panel's chart / table switch. */
export function ViewButtons(props: {
  value: 'chart' | 'table';
  onChange: (value: 'chart' | 'table') => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceButtons
      label={`${t('dashboard.chartView')} / ${t('dashboard.tableView')}`}
      value={props.value}
      options={[
        { value: 'chart', text: t('dashboard.chartView') },
        { value: 'table', text: t('dashboard.tableView') },
      ]}
      onChange={props.onChange}
    />
  );
}
