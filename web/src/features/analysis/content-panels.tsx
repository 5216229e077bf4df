import { getContentPeriod, getContentPublishing } from '@opsdeck/shared/api';
import type { ContentPeriod, ContentPublishing } from '@opsdeck/shared/schemas';
import { useTranslation } from 'react-i18next';
import { AuthorsPanel } from './authors-panel.tsx';
import { RangePanel } from './panel-card.tsx';
import { seriesOption } from './series-option.ts';

type Range = { from?: string; to?: string };

/** The charts' heights (kept while each panel loads). */
const PUBLISHING_HEIGHT = 280;
const PERIOD_HEIGHT = 260;

/** Content added per day stacked by kind (chart, CSV), and per category and kind (table). */
function PublishingPanel(range: Range) {
  const { t } = useTranslation();
  const kindName = (kind: string) => t(`content.kinds.${kind}`);
  const body = (d: ContentPublishing) => {
    const kinds = d.kinds.filter((k) => k.total > 0);
    return {
      chart: {
        option: seriesOption(
          d.days,
          kinds.map((k) => ({ name: kindName(k.kind), data: k.series })),
          'bar',
        ),
        height: PUBLISHING_HEIGHT,
      },
      head: [
        t('analysisPanels.publishing.category'),
        ...kinds.map((k) => kindName(k.kind)),
        t('analysisPanels.publishing.total'),
      ],
      rows: d.categories.map((c) => [c.name, ...kinds.map((k) => c.byKind[k.kind] ?? 0), c.total]),
      csv: {
        head: [t('analysis.day'), ...kinds.map((k) => kindName(k.kind))],
        rows: d.days.map((day, i) => [day, ...kinds.map((k) => k.series[i] ?? 0)]),
      },
    };
  };
  return (
    <RangePanel
      {...range}
      id="publishing"
      className="od-analysis-wide"
      load={getContentPublishing}
      isEmpty={(d) => d.kinds.every((k) => k.total === 0)}
      body={body}
      reserve={PUBLISHING_HEIGHT}
    />
  );
}

/** Content added and unlocks per two-hour slot of the day. */
function PeriodPanel(range: Range) {
  const { t } = useTranslation();
  const name = (s: string) => t(`analysisPanels.period.series.${s}`);
  const body = (d: ContentPeriod) => ({
    chart: {
      option: seriesOption(
        d.slots,
        d.series.map((s) => ({ name: name(s.name), data: s.values })),
        'line',
      ),
      height: PERIOD_HEIGHT,
    },
    head: [t('analysisPanels.period.slot'), ...d.series.map((s) => name(s.name))],
    rows: d.slots.map((slot, i) => [slot, ...d.series.map((s) => s.values[i] ?? 0)]),
  });
  return (
    <RangePanel
      {...range}
      id="period"
      load={getContentPeriod}
      isEmpty={(d) => d.series.every((s) => s.values.every((v) => v === 0))}
      body={body}
      reserve={PERIOD_HEIGHT}
    />
  );
}

/** The data analysis screen's content panels over the screen's range. */
export function ContentPanels(range: Range) {
  return (
    <section className="od-analysis-panels">
      <PublishingPanel {...range} />
      <PeriodPanel {...range} />
      <AuthorsPanel {...range} />
    </section>
  );
}
