import { Card, HTMLTable } from '@blueprintjs/core';
import { getChainGrowth } from '@opsdeck/shared/api';
import { type ChainGrowth, type ChainQuota, chainQuotaSchema } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/data-list/format.ts';
import { useFetch } from '../../lib/use-fetch.ts';
import { Chart, sparkOption } from './chart.tsx';
import { toCsv } from './csv.ts';
import { GrowthTag } from './figure-cards.tsx';
import { PanelCard } from './panel-card.tsx';
import { rangeQuery } from './range-query.ts';
import { sparkBarOption } from './series-option.ts';

/** The template's cards drew these two as lines and the other two as bars. */
const BARS: readonly ChainQuota[] = ['payingMembers', 'coinsSpent'];

const pct = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : `${(v * 100).toFixed(1)}%`;

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
      <Chart
        option={BARS.includes(d.quota) ? sparkBarOption(d.days, d.series) : sparkOption(d.days, d.series)}
        label={t('analysisPanels.chain.dayOnDay', { quota: label })}
        height={56}
      />
    </Card>
  );
}

/**
 * The data-chain growth cards: for each quota (new members, paying members, unlocks, coins spent)
 * its total over the range, growth against the previous period and a daily chart; as a table, each
 * day's value and its growth against the day before.
 */
export function ChainGrowthPanel({ from, to }: { from?: string; to?: string }) {
  const { t, i18n } = useTranslation();
  const { query, key } = rangeQuery(from, to);
  const { data, loading, error, reload } = useFetch(`chain${key}`, (c) =>
    Promise.all(chainQuotaSchema.options.map((quota) => getChainGrowth(c, { ...query, quota }))),
  );
  const name = (q: ChainQuota) => t(`analysisPanels.chain.quotas.${q}`);
  const dod = (q: ChainQuota) => t('analysisPanels.chain.dayOnDay', { quota: name(q) });
  const body = (all: ChainGrowth[]) => {
    const days = all[0]?.days ?? [];
    return {
      chart: (
        <div className="od-chain-cards">
          {all.map((d) => (
            <QuotaCard key={d.quota} d={d} />
          ))}
        </div>
      ),
      table: (
        <HTMLTable compact striped className="od-analysis-table" data-testid="chain-table">
          <thead>
            <tr>
              <th>{t('analysis.day')}</th>
              {all.map((d) => [
                <th key={d.quota}>{name(d.quota)}</th>,
                <th key={`${d.quota}-dod`}>{dod(d.quota)}</th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <td>{day}</td>
                {all.map((d) => [
                  <td key={d.quota}>{formatCount(d.series[i] ?? 0, i18n.language)}</td>,
                  <td key={`${d.quota}-dod`}>{pct(d.chain[i])}</td>,
                ])}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ),
      csv: {
        name: `chain-growth-${all[0]?.from ?? ''}-${all[0]?.to ?? ''}.csv`,
        text: () =>
          toCsv(
            [t('analysis.day'), ...all.flatMap((d) => [name(d.quota), dod(d.quota)])],
            days.map((day, i) => [day, ...all.flatMap((d) => [d.series[i] ?? 0, pct(d.chain[i])])]),
          ),
      },
    };
  };
  return (
    <PanelCard
      id="chain"
      className="od-analysis-chain"
      title={t('analysisPanels.chain.title')}
      hint={t('analysisPanels.chain.hint')}
      loading={loading}
      error={error}
      retry={reload}
      empty={false}
      body={data ? () => body(data) : null}
    />
  );
}
