import { lastFullDay } from '@opsdeck/shared/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PointsOverviewPage } from '../../features/points/overview/points-overview-page.tsx';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

// jsdom has no canvas: the chart element shows the series it was given instead of drawing them
// (its option builder has its own unit test).
vi.mock('../../features/points/overview/overview-chart.tsx', () => ({
  OverviewChart: ({
    option,
    label,
  }: {
    option: { series?: { name?: string; data?: number[] }[] };
    label: string;
  }) => (
    <figure aria-label={label} data-testid="overview-chart">
      {(option.series ?? []).map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a source names two series (earned, spent); the order is fixed
        <span key={`${i}-${s.name}`} data-series={s.name}>
          {(s.data ?? []).length}
        </span>
      ))}
    </figure>
  ),
}));

const mock = mockScreenTests();
const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);

/** Earned points in the ledger over the `days` business days ending on the last full day (or `to`). */
function earned(days: number, to = lastFullDay(new Date(mock.world().now))): number {
  const world = mock.world();
  const from = dayOf(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY);
  return world.pointLedger
    .filter((r) => r.delta > 0)
    .filter((r) => {
      const d = dayOf(Date.parse(r.createdAt));
      return d >= from && d <= to;
    })
    .reduce((a, r) => a + r.delta, 0);
}

describe('points overview on the mock API', { timeout: 30_000 }, () => {
  test('totals of the 30 days ending on the last full day from the ledger, a chart series per day; a 7-day preset narrows them', async () => {
    vi.useFakeTimers({ now: mock.world().now, toFake: ['Date'] });
    try {
      renderScreen(<PointsOverviewPage />, { world: mock.world(), url: '/task-point/overview' });
      const balance = mock.world().members.reduce((a, m) => a + m.pointsBalance, 0);
      await expectTexts([`+${earned(30).toLocaleString('en-US')}`, balance.toLocaleString('en-US')]);
      // the range ends on the last full day (MM/DD/YYYY in en-US), not on today
      const [y, m, d] = lastFullDay(new Date(mock.world().now)).split('-');
      await waitFor(() => expect(screen.getByDisplayValue(`${m}/${d}/${y}`)).toBeTruthy(), WAIT);
      expect(screen.queryByText('Today so far included')).toBeNull();
      const chart = await screen.findAllByTestId('overview-chart', {}, WAIT);
      expect(chart[0]!.querySelector('[data-series]')?.textContent).toBe('30');

      expect(earned(7)).toBeLessThan(earned(30));
      fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
      await expectTexts([`+${earned(7).toLocaleString('en-US')}`]);
      await waitFor(() => {
        const series = screen.getAllByTestId('overview-chart')[0]!.querySelector('[data-series]');
        expect(series?.textContent).toBe('7');
      }, WAIT);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a range asked to end today says so: "Today so far included"', async () => {
    vi.useFakeTimers({ now: mock.world().now, toFake: ['Date'] });
    try {
      const today = dayOf(mock.world().now);
      const from = dayOf(Date.parse(`${today}T00:00:00Z`) - 6 * DAY);
      renderScreen(<PointsOverviewPage />, {
        world: mock.world(),
        url: `/task-point/overview?from=${from}&to=${today}`,
      });
      await expectTexts(['Today so far included', `+${earned(7, today).toLocaleString('en-US')}`]);
    } finally {
      vi.useRealTimers();
    }
  });
});
