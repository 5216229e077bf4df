import { Classes } from '@blueprintjs/core';
import { getDashboardContentData } from '@opsdeck/shared/api';
import { DASHBOARD_CONTENT_RANGES, type DashboardContentData } from '@opsdeck/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullDayCount, takeDays } from '../../../components/chart/full-days.ts';
import { businessToday } from '../../../components/data-list/format.ts';
import { formatCount } from '../../../lib/i18n.ts';
import { useFetch } from '../../../lib/use-fetch.ts';
import { ChoiceButtons, PanelFrame, PanelTable, ViewButtons } from './panel-frame.tsx';
import { DailyChart } from './svg-charts.tsx';

type Range = (typeof DASHBOARD_CONTENT_RANGES)[number];
type View = 'chart' | 'table';
const SERIES = ['wallpapers', 'templates', 'unlocks'] as const;

/** The range's days as a table, newest first (the chart's numbers for people who'd rather read them). */
function ContentTable({ data }: { data: DashboardContentData }) {
  return (
    <PanelTable panel="contentData" cells={['day', ...SERIES.map((key) => ({ key, num: true }))]}>
      {data.days
        .map((day, i) => ({ day, i }))
        .reverse()
        .map(({ day, i }) => (
          <tr key={day}>
            <td>{day}</td>
            {SERIES.map((s) => (
              <td key={s} className="od-num">
                {formatCount(data[s][i] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
    </PanelTable>
  );
}

/** Content data: new wallpapers and templates and unlocks per day over 7, 30 or 90 days. */
export function ContentDataPanel() {
  const { t } = useTranslation();
  const [days, setDays] = useState<Range>('30');
  const [view, setView] = useState<View>('chart');
  const { data, loading, error, reload } = useFetch(days, (client) =>
    getDashboardContentData(client, { days }),
  );
  const totals = data?.totals;
  const empty = !!totals && totals.wallpapers + totals.templates + totals.unlocks === 0;
  const name = (s: (typeof SERIES)[number]) => t(`dashboard.contentData.${s}`);
  // the chart ends on the last full day (today's morning beside whole days reads as a collapse)
  const full = data ? fullDayCount(data.days, businessToday()) : 0;
  return (
    <PanelFrame
      id="content-data"
      title={t('dashboard.contentData.title')}
      className="od-panel-wide"
      controls={
        <>
          <ChoiceButtons
            label={t('dashboard.contentData.range')}
            value={days}
            options={DASHBOARD_CONTENT_RANGES.map((d) => ({
              value: d,
              text: t('dashboard.contentData.days', { days: d, count: d }),
            }))}
            onChange={setDays}
          />
          <ViewButtons value={view} onChange={setView} />
        </>
      }
      state={{
        loading: loading && !data,
        error,
        retry: reload,
        empty,
        emptyText: t('dashboard.contentData.empty'),
        emptyIcon: 'timeline-line-chart',
      }}
    >
      {data && totals && (
        <>
          <p className="od-panel-summary" data-summary>
            {t('dashboard.contentData.summary', {
              wallpapers: t('dashboard.contentData.newWallpapers', {
                formatted: formatCount(totals.wallpapers),
                count: totals.wallpapers,
              }),
              templates: t('dashboard.contentData.newTemplates', {
                formatted: formatCount(totals.templates),
                count: totals.templates,
              }),
              unlocks: t('dashboard.contentData.unlockCount', {
                formatted: formatCount(totals.unlocks),
                count: totals.unlocks,
              }),
            })}
          </p>
          {view === 'chart' ? (
            <>
              <DailyChart
                label={t('dashboard.contentData.title')}
                days={takeDays(data.days, full)}
                bars={[
                  { name: name('wallpapers'), data: takeDays(data.wallpapers, full) },
                  { name: name('templates'), data: takeDays(data.templates, full) },
                ]}
                line={{ name: name('unlocks'), data: takeDays(data.unlocks, full) }}
              />
              {full < data.days.length && (
                <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} od-chart-partial`}>
                  {t('web.charts.partialDay')}
                </p>
              )}
            </>
          ) : (
            <ContentTable data={data} />
          )}
        </>
      )}
    </PanelFrame>
  );
}
