import { Card } from '@blueprintjs/core';
import { type ApiClient, getChainGrowth } from '@opsdeck/shared/api';
import {
  type AnalysisRangeQuery,
  CHAIN_QUOTAS,
  type ChainGrowth,
  type ChainQuota,
} from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { Sparkline } from '../../components/chart/sparkline.tsx';
import { formatCount } from '../../components/data-list/format.ts';
import { formatPercent } from '../../lib/intl-formats.ts';
import { GrowthTag } from './figure-cards.tsx';
import { RangePanel } from './panel-card.tsx';

/** The template's cards drew these two as bars and the other two as lines. */
const BARS: readonly ChainQuota[] = ['payingMembers', 'coinsSpent'];

const pct = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : formatPercent(v * 100, { digits: 1 });

const loadAll = (client: ApiClient, query: AnalysisRangeQuery) =>
  Promise.all(CHAIN_QUOTAS.map((quota) => getChainGrowth(client, { ...query, quota })));

function QuotaCard({ d }: { d: ChainGrowth }) {
  const { t, i18n } = useTranslation();
  const label = t(`analysisPanels.chain.quotas.${d.quota}`);
  return (
    <Card className="od-analysis-card" data-quota={d.quota}>
      <div className="od-analysis-card-label">{label}</div>
      <div className="od-analysis-card-value">{formatCount(d.count, i18n.language)}</div>
      <div className="od-analysis-card-growth">
        <GrowthTag growth={d.growth} /> <span>{t('analysisPanels.chain.vsPrevious')}</span>
      </div>
      <Sparkline
        days={d.days}
        series={d.series}
        kind={BARS.includes(d.quota) ? 'bar' : 'line'}
        label={t('analysisPanels.chain.dayOnDay', { quota: label })}
        height={56}
        format={(v) => formatCount(v, i18n.language)}
      />
    </Card>
  );
}

/**
 * The data-chain growth cards: for each quota (new members, paying members, unlocks, coins spent)
 * its total over the range, growth against the previous period and a daily chart; as a table, each
 * day's value and its growth against the day before.
 */
export function ChainGrowthPanel(range: { from?: string; to?: string }) {
  const { t } = useTranslation();
  const name = (q: ChainQuota) => t(`analysisPanels.chain.quotas.${q}`);
  const body = (all: ChainGrowth[]) => ({
    chart: (
      <div className="od-chain-cards">
        {all.map((d) => (
          <QuotaCard key={d.quota} d={d} />
        ))}
      </div>
    ),
    head: [
      t('analysis.day'),
      ...all.flatMap((d) => [name(d.quota), t('analysisPanels.chain.dayOnDay', { quota: name(d.quota) })]),
    ],
    rows: (all[0]?.days ?? []).map((day, i) => [
      day,
      ...all.flatMap((d) => [d.series[i] ?? 0, pct(d.chain[i])]),
    ]),
  });
  return <RangePanel {...range} id="chain" load={loadAll} isEmpty={() => false} body={body} />;
}
