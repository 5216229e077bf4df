import { Card, H2 } from '@blueprintjs/core';
import { getMonitorStatus } from '@opsdeck/shared/api';
import {
  DATABASE_NAMES,
  MONITOR_THRESHOLDS,
  type MonitorStatus,
  reissueCountText,
  uptimeText,
} from '@opsdeck/shared/schemas';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/data-list/format.ts';
import { FetchStates } from '../../components/fetch-states.tsx';
import { translator } from '../../lib/i18n.ts';
import { useFetch } from '../../lib/use-fetch.ts';

/** How often the figures refresh. */
const EVERY_MS = 5000;

/** One figure; red (with the threshold named) when over it. */
function Figure(props: { label: string; value: ReactNode; over?: string | null; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`od-monitor-figure${props.over ? ' od-monitor-over' : ''}`} data-testid={props.testId}>
      <div className="od-monitor-figure-label">{props.label}</div>
      <div className="od-monitor-figure-value">{props.value}</div>
      {props.over && (
        <div className="od-monitor-figure-note">
          {t('monitor.status.overThreshold', { value: props.over })}
        </div>
      )}
    </div>
  );
}

function Figures({ s }: { s: MonitorStatus }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatCount(v, i18n.language);
  const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
  return (
    <div className="od-monitor-figures">
      <Figure label={t('monitor.status.version')} value={s.version} />
      <Figure label={t('monitor.status.uptime')} value={uptimeText(translator(), s.uptimeSeconds)} />
      <Figure label={t('monitor.status.db')} value={DATABASE_NAMES[s.db]} />
      <Figure label={t('monitor.status.rpm')} value={String(s.requestsPerMinute)} />
      <Figure
        label={t('monitor.status.errorRate')}
        value={pct(s.errorRate)}
        over={s.errorRate > MONITOR_THRESHOLDS.errorRate ? pct(MONITOR_THRESHOLDS.errorRate) : null}
      />
      <Figure
        label={t('monitor.status.p95')}
        value={`${s.p95Ms} ms`}
        over={s.p95Ms > MONITOR_THRESHOLDS.p95Ms ? `${MONITOR_THRESHOLDS.p95Ms} ms` : null}
      />
      <Figure label={t('monitor.status.connections')} value={n(s.openConnections)} />
      <Figure testId="monitor-streams" label={t('monitor.status.streams')} value={n(s.streams)} />
      <Figure
        testId="monitor-reissued"
        label={t('monitor.status.reissued')}
        // the count is one unit: '15 re-issues' does not break at its hyphen
        value={
          <>
            {n(s.reissuedCoins24h)} ·{' '}
            <span className="od-monitor-figure-unit">
              {reissueCountText(translator(), s.reissues24h, n(s.reissues24h))}
            </span>
          </>
        }
        over={
          s.reissuedCoins24h > MONITOR_THRESHOLDS.reissuedCoins24h
            ? n(MONITOR_THRESHOLDS.reissuedCoins24h)
            : null
        }
      />
    </div>
  );
}

/** Server info and status: this server's version, uptime, database, request figures, re-issues. */
export function StatusPanel({ live, everyMs = EVERY_MS }: { live: boolean; everyMs?: number }) {
  const { t } = useTranslation();
  const status = useFetch('status', getMonitorStatus, { everyMs });
  const { reload } = status;
  // asked again once this page's own stream is live, so that its open monitors count it (they read 0
  // for up to 5 s on the monitor the operator was looking at)
  useEffect(() => {
    if (live) reload();
  }, [live, reload]);
  return (
    <Card className="od-monitor-panel">
      <H2>{t('monitor.status.title')}</H2>
      <FetchStates load={status} failedTitle="monitor.status.loadError">
        {(s) => <Figures s={s} />}
      </FetchStates>
    </Card>
  );
}
