import { Classes, HTMLTable, Icon } from '@blueprintjs/core';
import { getDashboardPopular } from '@opsdeck/shared/api';
import type { ContentKind, DashboardPopularQuery, PopularItem } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTag } from '../../../components/static-tag.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { formatCount } from '../../../lib/i18n.ts';
import { formatPercent } from '../../../lib/intl-formats.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { ChoiceButtons, PanelEmpty, PanelFrame } from './panel-frame.tsx';

/** A kind's label key ('wallpaper.live' → content.kinds.wallpaper.live). */
const kindKey = (kind: ContentKind) => `content.kinds.${kind}`;

type By = 'unlocks' | 'views';

/** The rank's movement against the previous period (unlocks only). */
function RankMove({ item }: { item: PopularItem }) {
  const { t } = useTranslation();
  if (item.previousRank === null) {
    return item.unlocks > 0 && item.previousUnlocks === 0 ? (
      <StaticTag minimal intent="primary" title={t('dashboard.popular.noPrevious')}>
        {t('dashboard.popular.newEntry')}
      </StaticTag>
    ) : null;
  }
  const n = item.previousRank - item.rank;
  const text =
    n > 0
      ? t('dashboard.popular.rankUp', { n, previous: item.previousRank })
      : n < 0
        ? t('dashboard.popular.rankDown', { n: -n, previous: item.previousRank })
        : t('dashboard.popular.rankSame');
  return (
    <span className={`od-rank-move od-rank-${n > 0 ? 'up' : n < 0 ? 'down' : 'same'}`} title={text}>
      <Icon icon={n > 0 ? 'chevron-up' : n < 0 ? 'chevron-down' : 'dot'} size={12} aria-hidden />
      <span className={Classes.TEXT_MUTED}>{text}</span>
    </span>
  );
}

/** Unlock change against the previous period as a signed percentage. */
function ChangeTag({ change }: { change: number | null }) {
  if (change === null) return null;
  const pct = formatPercent(change * 100, { digits: 1, plus: true });
  return (
    <StaticTag minimal intent={change > 0 ? 'success' : change < 0 ? 'danger' : 'none'}>
      {pct}
    </StaticTag>
  );
}

/**
 * Popular content: the top wallpapers and templates of the last 7 days by unlocks (with rank
 * and change against the period before) or by views as the data records them, per content kind.
 */
export function PopularPanel() {
  const { t } = useTranslation();
  const [by, setBy] = useState<By>('unlocks');
  const [kind, setKind] = useState<ContentKind | ''>('');
  const query: DashboardPopularQuery = { by, ...(kind ? { kind } : {}) };
  const { data, loading, error, reload } = useFetch(JSON.stringify(query), (client) =>
    getDashboardPopular(client, query),
  );
  const kinds = data?.kinds ?? [];
  const controls = (
    <ChoiceButtons
      label={t('dashboard.popular.by')}
      value={by}
      options={[
        { value: 'unlocks', text: t('dashboard.popular.byUnlocks') },
        { value: 'views', text: t('dashboard.popular.byViews') },
      ]}
      onChange={setBy}
    />
  );
  return (
    <PanelFrame
      id="popular"
      title={t('dashboard.popular.title')}
      controls={controls}
      className="od-panel-popular"
      state={{
        loading: loading && !data,
        error,
        retry: reload,
        empty: false,
        emptyText: '',
      }}
    >
      {data && (
        <>
          {kinds.length > 0 && (
            <ChoiceButtons
              className="od-choice-row"
              label={t('dashboard.popular.kind')}
              value={kind}
              options={[
                { value: '' as const, text: t('dashboard.popular.allKinds') },
                ...kinds.map((k) => ({ value: k.kind, text: t(kindKey(k.kind)) })),
              ]}
              onChange={setKind}
            />
          )}
          {data.items.length === 0 ? (
            <PanelEmpty
              icon="search"
              text={t(by === 'views' ? 'dashboard.popular.emptyViews' : 'dashboard.popular.empty')}
            />
          ) : (
            <HTMLTable compact className="od-popular-table" aria-label={t('dashboard.popular.title')}>
              <TableHead
                scoped
                prefix="dashboard.popular."
                cells={[
                  'rank',
                  'content',
                  { key: 'unlocks', num: true },
                  'change',
                  { key: 'views', num: true },
                ]}
              />
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.key} data-key={item.key}>
                    <td>
                      <span className="od-rank">{item.rank}</span>
                    </td>
                    <td>
                      <div className="od-popular-title">{item.title}</div>
                      <div className={Classes.TEXT_MUTED}>{t(kindKey(item.kind))}</div>
                    </td>
                    <td className="od-num">{formatCount(item.unlocks)}</td>
                    <td>
                      <ChangeTag change={item.change} /> <RankMove item={item} />
                    </td>
                    <td className="od-num">{formatCount(item.views)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <p className={`${Classes.TEXT_MUTED} od-panel-note`}>
            {t('dashboard.popular.previous', { from: data.previousFrom, to: data.previousTo })}
            {' · '}
            {t('dashboard.popular.viewsNote')}
          </p>
        </>
      )}
    </PanelFrame>
  );
}
