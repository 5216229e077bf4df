import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { MonitorPage } from '../../features/monitor/monitor-page.tsx';
import { StatusPanel } from '../../features/monitor/status-panel.tsx';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

describe('/dashboard/monitor on the mock API', { timeout: 30_000 }, () => {
  test('the seeded activity, then a posted note arrives through the event stream and is starred', async () => {
    const world = mock.world();
    renderScreen(<MonitorPage />, { world, url: '/dashboard/monitor' });
    // the first connection is not a reconnection
    const state = screen.getByTestId('monitor-live-state');
    expect([state.dataset.state, state.textContent]).toEqual(['connecting', 'Connecting…']);
    await waitFor(() => expect(screen.getByTestId('monitor-live-state').dataset.state).toBe('live'), WAIT);
    expect(screen.getByTestId('monitor-live-state').textContent).toBe('Live');
    expect(world.log.listeners.size).toBe(1);
    // the list is drawn in a transition: it may follow the live state
    const list = await screen.findByTestId('monitor-activity', {}, WAIT);
    // the first rows draw first, the rest in the next task: every event the API gave is drawn
    const given = Math.min(world.log.events.length, 50);
    expect(given).toBeGreaterThan(12);
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(given), WAIT);
    const newest = world.log.events.at(-1)!;
    expect(list.querySelector('li')?.dataset.eventId).toBe(String(newest.id));
    for (const n of world.notes) expect(within(list).getByText(n.content)).toBeTruthy();

    // the rotation: the items of the online collections, in their order
    const online = world.collections.filter((c) => c.status === 'online');
    await expectTexts([online[0]!.items[0]!.title]);
    // the status figures: re-issues of the last 24 hours (none yet in a fresh data set)
    await waitFor(
      () => expect(screen.getByTestId('monitor-reissued').textContent).toContain('0 re-issues'),
      WAIT,
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Post a note to the stream…' }), {
      target: { value: 'Spring banner swap at 18:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    const posted = await within(list).findByText('Spring banner swap at 18:00', {}, WAIT);
    const row = posted.closest('li')!;
    expect(row.dataset.kind).toBe('note');
    expect(world.notes.at(-1)).toMatchObject({ content: 'Spring banner swap at 18:00', isCollect: false });

    fireEvent.click(within(row).getByRole('button', { name: 'Star note' }));
    await waitFor(() => expect(world.notes.at(-1)?.isCollect).toBe(true), WAIT);
    await waitFor(() => expect(list.querySelector('li')?.dataset.kind).toBe('note'), WAIT);
  });

  test('the status figures are asked again when the stream goes live: its open monitors count this page', async () => {
    const world = mock.world();
    // no polling: only going live can ask again
    function Page() {
      const [live, setLive] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setLive(true)}>
            go live
          </button>
          <StatusPanel live={live} everyMs={0} />
        </>
      );
    }
    renderScreen(<Page />, { world, url: '/dashboard/monitor' });
    const streams = await screen.findByTestId('monitor-streams', {}, WAIT);
    expect(streams.textContent).toBe('Open monitors0');
    world.log.listeners.add(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'go live' }));
    await waitFor(
      () => expect(screen.getByTestId('monitor-streams').textContent).toBe('Open monitors1'),
      WAIT,
    );
  });
});
