import { Card, Classes } from '@blueprintjs/core';
import type { PointOverview } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { formatCount, formatSigned } from '../../../components/data-list/format.ts';
import { SOURCE_COLORS } from './overview-option.ts';

/** The range's totals (earned, spent, active members) and the points all members hold now. */
export function OverviewTotals({ data }: { data: PointOverview }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatCount(v, i18n.language);
  const stats = [
    {
      key: 'totalEarned',
      label: t('points.overview.totalEarned'),
      value: formatSigned(data.totalEarned, i18n.language),
    },
    {
      key: 'totalSpent',
      label: t('points.overview.totalSpent'),
      value: formatSigned(-data.totalSpent, i18n.language),
    },
    { key: 'activeMembers', label: t('points.overview.activeMembers'), value: n(data.activeMembers) },
    { key: 'balance', label: t('points.overview.balance'), value: n(data.balance) },
  ];
  return (
    <div className="od-stat-grid">
      {stats.map((s) => (
        <Card key={s.key} className="od-stat" data-stat={s.key}>
          <div className={`${Classes.TEXT_MUTED} od-stat-label`}>{s.label}</div>
          <div className="od-stat-value">{s.value}</div>
        </Card>
      ))}
    </div>
  );
}

/** One card per source: points earned and spent over the range, and how many records. */
export function SourceCards({ data }: { data: PointOverview }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatCount(v, i18n.language);
  return (
    <section className="od-source-grid" aria-label={t('points.overview.bySource')}>
      {data.totals.map((s) => (
        <Card key={s.source} className="od-source" data-source={s.source}>
          <div className="od-source-head">
            <span
              className="od-source-dot"
              style={{ background: SOURCE_COLORS[s.source] }}
              aria-hidden="true"
            />
            <span className="od-source-name">{t(`ledger.pointReason.${s.source}`)}</span>
          </div>
          <dl className="od-source-facts">
            <div>
              <dt className={Classes.TEXT_MUTED}>{t('points.overview.earned')}</dt>
              <dd className={s.earned ? 'od-earned' : undefined}>{formatSigned(s.earned, i18n.language)}</dd>
            </div>
            <div>
              <dt className={Classes.TEXT_MUTED}>{t('points.overview.spent')}</dt>
              <dd className={s.spent ? 'od-spent' : undefined}>{formatSigned(-s.spent, i18n.language)}</dd>
            </div>
            <div>
              <dt className={Classes.TEXT_MUTED}>{t('points.overview.count')}</dt>
              <dd>{n(s.count)}</dd>
            </div>
          </dl>
        </Card>
      ))}
    </section>
  );
}
