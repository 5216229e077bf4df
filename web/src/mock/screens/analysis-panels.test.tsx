import {
  chainGrowthSchema,
  contentPeriodSchema,
  contentPublishingSchema,
  envelopeSchema,
  popularAuthorsSchema,
} from '@opsdeck/shared/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ChainGrowthPanel } from '../../features/analysis/chain-growth.tsx';
import { ContentPanels } from '../../features/analysis/content-panels.tsx';
import { issueToken } from '../http/route.ts';
import { WAIT } from '../testing/list-screen.ts';
import { cleanupScreen, renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

// jsdom has no canvas: a chart shows the names and lengths of the series it was given instead.
vi.mock('../../features/analysis/chart.tsx', async (original) => ({
  ...(await original<typeof import('../../features/analysis/chart.tsx')>()),
  Chart: ({
    option,
    label,
  }: {
    option: { series?: { name?: string; data?: number[] }[] };
    label: string;
  }) => (
    <figure aria-label={label} data-testid="chart">
      {(option.series ?? []).map((s, i) => (
        <span key={s.name ?? i} data-series={s.name ?? ''}>
          {(s.data ?? []).length}
        </span>
      ))}
    </figure>
  ),
}));

const mock = mockScreenTests();
const FROM = '2025-11-21';
const TO = '2026-11-20';
const dayOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
const inRange = (iso: string, from = FROM) => dayOf(iso) >= from && dayOf(iso) <= TO;
/** The chain test's shorter range (60 days), so its day table stays quick to render in jsdom. */
const SHORT = '2026-09-22';
const panel = async (id: string) => {
  await waitFor(() => expect(document.querySelector(`[data-panel="${id}"]`)).not.toBeNull(), WAIT);
  return document.querySelector(`[data-panel="${id}"]`) as HTMLElement;
};
const showTable = (el: HTMLElement, title: string) =>
  fireEvent.click(within(el).getByRole('button', { name: `${title}: Table` }));

describe('analysis content panels on the mock API', { timeout: 30_000 }, () => {
  test('publishing, period and authors: charts of the data set, then the same numbers as tables', async () => {
    renderScreen(<ContentPanels from={FROM} to={TO} />, {
      world: mock.world(),
      url: '/visualization/data-analysis',
    });
    const world = mock.world();
    const content = [...world.wallpapers, ...world.templates].filter((c) => inRange(c.createdAt));
    expect(content.length).toBeGreaterThan(0);

    const publishing = await panel('publishing');
    await waitFor(
      () =>
        expect(
          within(publishing).getByTestId('chart').querySelectorAll('[data-series]').length,
        ).toBeGreaterThan(0),
      WAIT,
    );
    const live = world.wallpapers.filter((w) => w.type === 'live' && inRange(w.createdAt)).length;
    if (live > 0)
      expect(
        within(publishing).getByTestId('chart').querySelector('[data-series="Video wallpapers"]')
          ?.textContent,
      ).toBe('365');
    showTable(publishing, 'Content publishing');
    const table = await within(publishing).findByTestId('publishing-table', {}, WAIT);
    const totals = [...table.querySelectorAll('tbody tr')].map((tr) =>
      Number(tr.lastElementChild?.textContent?.replace(/,/g, '')),
    );
    expect(totals.reduce((a, b) => a + b, 0)).toBe(content.length);

    const period = await panel('period');
    showTable(period, 'Content period analysis');
    const slots = await within(period).findByTestId('period-table', {}, WAIT);
    expect(slots.querySelectorAll('tbody tr')).toHaveLength(12);
    const unlocks = world.unlocks.filter((u) => u.contentType === 'wallpaper' && inRange(u.createdAt)).length;
    const column = [...slots.querySelectorAll('tbody tr')].map((tr) =>
      Number(tr.children[2]?.textContent?.replace(/,/g, '')),
    );
    expect(column.reduce((a, b) => a + b, 0)).toBe(unlocks);

    const authors = await panel('authors');
    showTable(authors, 'Popular authors');
    const list = await within(authors).findByTestId('authors-table', {}, WAIT);
    const mine = content.filter((c) => c.createdBy === 1).length;
    expect(within(list).getByText(world.operators[0]!.name).closest('tr')?.children[2]?.textContent).toBe(
      String(mine),
    );
  });

  test('an empty range shows each panel’s empty state; a user gets the error with a retry', async () => {
    renderScreen(<ContentPanels from="2001-01-01" to="2001-01-07" />, { world: mock.world() });
    await waitFor(() => expect(screen.getAllByText('Nothing in this range')).toHaveLength(3), WAIT);
    cleanupScreen();
    renderScreen(<ChainGrowthPanel from={FROM} to={TO} />, { world: mock.world(), role: 'user' });
    expect(await screen.findByText('Could not load this panel', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  test('data-chain growth: a card per quota with its total; the table has each day and day-on-day growth', async () => {
    renderScreen(<ChainGrowthPanel from={SHORT} to={TO} />, { world: mock.world() });
    const world = mock.world();
    const el = await panel('chain');
    const unlocks = world.unlocks.filter((u) => inRange(u.createdAt, SHORT)).length;
    await waitFor(() => expect(el.querySelectorAll('[data-quota]')).toHaveLength(4), WAIT);
    const card = el.querySelector('[data-quota="unlocks"]') as HTMLElement;
    expect(within(card).getByText(unlocks.toLocaleString('en-US'))).toBeTruthy();
    const members = world.members.filter((m) => inRange(m.registeredAt, SHORT)).length;
    expect(
      within(el.querySelector('[data-quota="newMembers"]') as HTMLElement).getByText(
        members.toLocaleString('en-US'),
      ),
    ).toBeTruthy();
    showTable(el, 'Growth against the previous period');
    const table = await within(el).findByTestId('chain-table', {}, WAIT);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(60);
    expect(within(table).getByText('Content unlocks: day on day')).toBeTruthy();
  });

  test('the mock answers match the shared schemas; a bad quota is a 400 naming the field', async () => {
    const world = mock.world();
    const admin = world.operators.find((o) => o.role === 'admin');
    const headers = { authorization: `Bearer ${issueToken(world, admin!.id)}`, 'accept-language': 'zh-CN' };
    const get = (path: string) => fetch(`http://localhost/api/admin/analysis/${path}`, { headers });
    for (const [path, schema] of [
      ['content-publishing', contentPublishingSchema],
      ['content-period', contentPeriodSchema],
      ['popular-authors?limit=3', popularAuthorsSchema],
      ['chain-growth?quota=coinsSpent', chainGrowthSchema],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(envelopeSchema(schema).safeParse(await res.json()).error?.issues ?? [], path).toEqual([]);
    }
    const bad = await get('chain-growth?quota=visitors');
    expect(bad.status).toBe(400);
    expect((await bad.json()).details[0].field).toBe('quota');
  });
});
