import { fireEvent, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { WorkplacePage } from '../../features/dashboard/components/workplace-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { OPEN_PALETTE_EVENT } from '../../lib/palette-bus.ts';
import { clearMessages, messagesStore } from '../../stores/messages-store.ts';
import { clearRecent, recordVisit } from '../../stores/recent-store.ts';
import { profileOf } from '../data/world.ts';
import { fail } from '../http/reply.ts';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { mockApiForTests, TEST_NOW } from '../testing/mock-server.ts';
import { cleanupScreen, renderScreen } from '../testing/render-screen.tsx';

const mock = mockApiForTests();
const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
/**
 * How many of `times` fall on the `days` full business days ending the day before the data set's
 * today (the content data's range, as the server's: its last full day).
 */
function inLast(days: number, times: readonly string[]): number {
  const from = dayOf(TEST_NOW - days * DAY);
  const to = dayOf(TEST_NOW - DAY);
  return times.filter((t) => dayOf(Date.parse(t)) >= from && dayOf(Date.parse(t)) <= to).length;
}
const panel = (id: string) => document.querySelector<HTMLElement>(`[data-panel="${id}"]`)!;

function renderWorkplace(role: 'admin' | 'user' = 'admin') {
  const world = mock.world();
  const operator = world.operators.find((o) => o.role === role)!;
  return renderScreen(<WorkplacePage profile={profileOf(operator)} role={role} now={new Date(TEST_NOW)} />, {
    world,
    role,
    url: '/dashboard/workplace',
  });
}

describe('workplace on the mock API', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en-US'));
  afterEach(async () => {
    cleanupScreen();
    clearRecent();
    // the message box's store outlives the screen: let its request land, then forget it
    await waitFor(() => expect(messagesStore.status).not.toBe('loading'), WAIT);
    clearMessages();
  });

  test('every panel shows the data set: content data per range, popular content, notices, categories', async () => {
    const world = mock.world();
    renderWorkplace();
    // "1 new wallpaper", "2 new wallpapers": each number with its own singular
    const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
    const summary = (days: number) =>
      [
        counted(
          inLast(
            days,
            world.wallpapers.map((w) => w.createdAt),
          ),
          'new wallpaper',
        ),
        counted(
          inLast(
            days,
            world.templates.map((t) => t.createdAt),
          ),
          'new template',
        ),
        counted(
          inLast(
            days,
            world.unlocks.map((u) => u.createdAt),
          ),
          'unlock',
        ),
      ].join(', ');
    await waitFor(() => expect(panel('content-data').textContent).toContain(summary(30)), WAIT);
    // the chart: one column per day, each with its numbers in a tooltip
    expect(panel('content-data').querySelectorAll('.od-chart-hit')).toHaveLength(30);
    fireEvent.click(within(panel('content-data')).getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(panel('content-data').textContent).toContain(summary(7)), WAIT);
    fireEvent.click(within(panel('content-data')).getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(within(panel('content-data')).getAllByRole('row')).toHaveLength(8), WAIT);

    // popular: the most unlocked published content of the last 7 days is first
    const from = dayOf(TEST_NOW - 6 * DAY);
    const today = dayOf(TEST_NOW);
    const published = new Set([
      ...world.wallpapers.filter((w) => w.status !== 'draft').map((w) => `wallpaper:${w.id}`),
      ...world.templates.filter((x) => x.status !== 'draft').map((x) => `template:${x.id}`),
    ]);
    const counts = new Map<string, number>();
    for (const u of world.unlocks)
      if (
        dayOf(Date.parse(u.createdAt)) >= from &&
        dayOf(Date.parse(u.createdAt)) <= today &&
        published.has(`${u.contentType}:${u.contentId}`)
      )
        counts.set(
          `${u.contentType}:${u.contentId}`,
          (counts.get(`${u.contentType}:${u.contentId}`) ?? 0) + 1,
        );
    await waitFor(
      () => expect(panel('popular').querySelectorAll('tbody tr').length).toBeGreaterThan(0),
      WAIT,
    );
    const firstKey = panel('popular').querySelector('tbody tr')?.getAttribute('data-key') ?? '';
    expect(counts.get(firstKey)).toBe(Math.max(...counts.values()));
    expect(panel('popular').textContent).toContain('downloads for wallpapers and uses for templates');
    fireEvent.click(within(panel('popular')).getByRole('button', { name: 'Video wallpapers' }));
    await waitFor(() => {
      const kinds = [...panel('popular').querySelectorAll('tbody tr')].map((r) => r.textContent ?? '');
      expect(kinds.length).toBeGreaterThan(0);
      expect(kinds.every((k) => k.includes('Video wallpapers'))).toBe(true);
    }, WAIT);

    const admin = world.operators.find((o) => o.role === 'admin')!;
    const notices = (world.messages.get(admin.id) ?? []).filter((m) => m.type === 'notice');
    expect(notices.length).toBeGreaterThan(0);
    await expectTexts([notices[0]!.title]);

    const total = world.wallpapers.length + world.templates.length;
    await waitFor(
      () => expect(panel('categories').textContent).toContain(`${total} pieces of content`),
      WAIT,
    );
  });

  test('quick operations are the role’s catalogue actions and open the palette on their page', async () => {
    const asked: unknown[] = [];
    const listen = (e: Event) => asked.push((e as CustomEvent).detail);
    window.addEventListener(OPEN_PALETTE_EVENT, listen);
    try {
      renderWorkplace('admin');
      const approve = await within(panel('quick-ops')).findByRole('button', { name: /Approve/ }, WAIT);
      fireEvent.click(approve);
      expect(asked).toEqual([{ actionId: 'approval.approve' }]);
      cleanupScreen();
      renderWorkplace('user');
      await within(panel('quick-ops')).findByRole('button', { name: /Re-issue coins/i }, WAIT);
      expect(panel('quick-ops').querySelector('[data-action="approval.approve"]')).toBeNull();
    } finally {
      window.removeEventListener(OPEN_PALETTE_EVENT, listen);
    }
  });

  test('recently visited screens come from the visits, newest first', async () => {
    recordVisit(
      { name: 'MemberList', title: 'menu.member.list', fullPath: '/member/list' },
      TEST_NOW - 60_000,
    );
    recordVisit({ name: 'OrderVip', title: 'menu.order.vip', fullPath: '/order/vip' }, TEST_NOW - 30_000);
    renderWorkplace();
    const links = within(panel('recent')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/order/vip', '/member/list']);
  });

  test('empty data: each panel says there is nothing; a failed load shows its error and a retry', async () => {
    const world = mock.world();
    world.unlocks = [];
    world.wallpapers = [];
    world.templates = [];
    world.messages = new Map();
    renderWorkplace();
    await expectTexts([
      'No new content and no unlocks in this range',
      'Nothing was unlocked in this period',
      'No announcements',
      'No content in any category yet',
      'Screens you open appear here',
    ]);
    cleanupScreen();

    // the categories' first answer fails; the retry gets the mock's own
    mock.use(
      http.get('*/api/admin/dashboard/categories', ({ request }) => fail(request, 500, 'errors.internal'), {
        once: true,
      }),
    );
    renderWorkplace();
    const retry = await within(panel('categories')).findByRole('button', { name: 'Retry' }, WAIT);
    expect(panel('categories').textContent).toContain('Could not load this panel');
    fireEvent.click(retry);
    await waitFor(
      () => expect(within(panel('categories')).queryByRole('button', { name: 'Retry' })).toBeNull(),
      WAIT,
    );
  });
});
