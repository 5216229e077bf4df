import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { formatCount } from '../../components/data-list/format.ts';
import { DataAnalysisPage } from '../../features/analysis/data-analysis-page.tsx';
import { MultiDimensionPage } from '../../features/analysis/multi-dimension-page.tsx';
import { WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

// jsdom has no canvas: a chart is its labelled box (the option builders have their own tests).
vi.mock('../../features/analysis/chart.tsx', async (load) => ({
  ...(await load<typeof import('../../features/analysis/chart.tsx')>()),
  Chart: ({ label }: { label: string }) => <figure aria-label={label} />,
}));

const mock = mockScreenTests();
/** The business day (UTC+8) of an ISO time. */
const dayOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
const FROM = '2026-10-23';
const TO = '2026-11-21';

/** Paid orders of the data set in the range, as the analysis counts them (on the day paid). */
function paidIn(from: string, to: string) {
  return mock
    .world()
    .orders.filter((o) => o.paidAt !== null && dayOf(o.paidAt) >= from && dayOf(o.paidAt) <= to);
}

describe('analysis screens on the mock API', { timeout: 30_000 }, () => {
  test('/visualization/data-analysis: the 30 full days up to yesterday (as opsdeck stats), counted from the data set; the table shows each day', async () => {
    const world = mock.world();
    renderScreen(<DataAnalysisPage />, { world, url: '/visualization/data-analysis' });
    const paid = await waitFor(() => {
      const card = document.querySelector('[data-metric="paidOrders"] .od-analysis-card-value');
      expect(card).toBeTruthy();
      return card!;
    }, WAIT);
    // the data set's today is TO: the default range ends the day before
    const [from, to] = ['2026-10-22', '2026-11-20'];
    const orders = paidIn(from, to);
    expect(orders.length).toBeGreaterThan(0);
    expect(paid.textContent).toBe(formatCount(orders.length, 'en-US'));
    const members = new Set(orders.map((o) => o.memberId)).size;
    const paying = document.querySelector('[data-metric="payingMembers"] .od-analysis-card-value');
    expect(paying?.textContent).toBe(formatCount(members, 'en-US'));
    expect(screen.getByText('Previous 09/22/2026 – 10/21/2026')).toBeTruthy();
    expect(document.querySelector('[data-today-included]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(
      () => expect(document.querySelectorAll('.od-analysis-table tbody tr')).toHaveLength(30),
      WAIT,
    );
    // the table's last day, in the console's day form (as every other day)
    expect(screen.getByText('11/20/2026')).toBeTruthy();
    expect(screen.queryByText('11/21/2026')).toBeNull();
  });

  test('/visualization/data-analysis: a range asked to end today says that today so far is included', async () => {
    const today = dayOf(new Date().toISOString());
    renderScreen(<DataAnalysisPage />, {
      world: mock.world(),
      url: `/visualization/data-analysis?from=${today}&to=${today}`,
    });
    const note = await waitFor(() => {
      const el = document.querySelector('[data-today-included]');
      expect(el).toBeTruthy();
      return el!;
    }, WAIT);
    expect(note.textContent).toBe('Today so far included');
  });

  test('/visualization/multi-dimension-data-analysis: paid orders split by channel, one row per channel', async () => {
    const world = mock.world();
    renderScreen(<MultiDimensionPage />, {
      world,
      url: `/visualization/multi-dimension-data-analysis?dimension=channel&from=${FROM}&to=${TO}`,
    });
    const table = await screen.findByTestId('dimension-table', {}, WAIT);
    const byChannel = new Map<string, number>();
    for (const o of paidIn(FROM, TO)) byChannel.set(o.channel, (byChannel.get(o.channel) ?? 0) + 1);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [
      tr.querySelector('td')?.textContent,
      tr.querySelectorAll('td')[1]?.textContent,
    ]);
    for (const [channel, n] of byChannel) expect(rows).toContainEqual([channel, formatCount(n, 'en-US')]);
  });
});
