import { Card } from '@blueprintjs/core';
import { ANALYSIS_METRICS, type AnalysisOverview } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Sparkline } from '../../components/chart/sparkline.tsx';
import { formatCount, formatYuan } from '../../components/data-list/format.ts';
import { StaticTag } from '../../components/static-tag.tsx';
import { formatPercent } from '../../lib/intl-formats.ts';

/** A figure's value as shown: revenue in yuan, the rest as counts. */
export function shownValue(metric: string, value: number, locale: string): string {
  return metric === 'revenue' || metric.startsWith('revenue.')
    ? formatYuan(value, locale)
    : formatCount(value, locale);
}

/** Growth against the previous period, as a signed percentage (none without previous data). */
export function GrowthTag({ growth }: { growth: number | null }) {
  const { t } = useTranslation();
  if (growth === null) return <StaticTag minimal>{t('analysis.growthNone')}</StaticTag>;
  const pct = formatPercent(growth * 100, { digits: 1, plus: true });
  return (
    <StaticTag minimal intent={growth > 0 ? 'success' : growth < 0 ? 'danger' : 'none'}>
      {pct}
    </StaticTag>
  );
}

/** One card per overview figure: the total, growth against the previous period, a small daily trend. */
export function FigureCards({ data }: { data: AnalysisOverview }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="od-analysis-cards">
      {ANALYSIS_METRICS.map((metric) => {
        const f = data.figures[metric];
        return (
          <Card key={metric} className="od-analysis-card" data-metric={metric}>
            <div className="od-analysis-card-label">{t(`analysis.metrics.${metric}`)}</div>
            <div className="od-analysis-card-value">{shownValue(metric, f.value, i18n.language)}</div>
            <div className="od-analysis-card-growth">
              <GrowthTag growth={f.growth} /> <span>{shownValue(metric, f.previous, i18n.language)}</span>
            </div>
            <Sparkline
              days={data.days}
              series={f.series}
              label={`${t(`analysis.metrics.${metric}`)} · ${t('analysis.trend')}`}
              height={48}
              format={(v) => shownValue(metric, v, i18n.language)}
            />
          </Card>
        );
      })}
    </div>
  );
}
