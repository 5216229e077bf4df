import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MessageBell } from '../../features/messages/components/message-bell.tsx';
import { useApi } from '../../lib/api-context.tsx';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

function Bell() {
  return <MessageBell client={useApi()} />;
}

describe('the message box on the mock API', { timeout: 30_000 }, () => {
  test('the bell counts the unread messages; the box lists them; mark all read clears the tab', async () => {
    const world = mock.world();
    const admin = world.operators[0]!;
    const mine = world.messages.get(admin.id) ?? [];
    const unread = mine.filter((m) => m.status === 0);
    expect(unread.length).toBeGreaterThan(0);
    renderScreen(<Bell />, { world, url: '/dashboard/workplace' });

    const bell = await screen.findByRole('button', { name: `Messages, ${unread.length} unread` }, WAIT);
    fireEvent.click(bell);
    const box = await screen.findByRole('region', { name: 'Notifications' }, WAIT);
    const messages = mine.filter((m) => m.type === 'message');
    await expectTexts(messages.map((m) => m.title));

    fireEvent.click(within(box).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(messages.every((m) => m.status === 1)).toBe(true), WAIT);
    const left = mine.filter((m) => m.status === 0).length;
    await screen.findByRole('button', { name: left > 0 ? `Messages, ${left} unread` : 'Messages' }, WAIT);
    expect(mine.filter((m) => m.type !== 'message' && m.status === 0)).toHaveLength(
      unread.filter((m) => m.type !== 'message').length,
    );
  });
});
