import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { MemberListPage } from '../../features/members/list/member-list-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { memberDetail, type StubAnswer, stubClient } from '../../testing/stub-client.ts';
import { WAIT_FOR } from '../../testing/wait.ts';

const lin = memberDetail();
const wang = memberDetail({ id: 43, visibleId: '10000043', nickname: 'Wang Fang', status: 'banned' });

function renderList(route: string, answer: (url: string) => StubAnswer) {
  const stub = stubClient((call) => answer(call.url));
  renderWithApp(<MemberListPage />, { client: stub.client, route });
  return stub;
}

describe('member list page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  test('asks GET /admin/members with the URL’s filters, sort and page, and shows the total', async () => {
    const { calls } = renderList('/member/list?status=banned&page=2', () => ({
      data: { list: [lin, wang], total: 42 },
    }));
    // Blueprint's table draws no cells without a layout (jsdom); the total line shows the answer.
    expect(await screen.findByText('42 rows')).toBeTruthy();
    const lists = calls.filter((c) => c.url === '/admin/members');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.params).toMatchObject({ status: 'banned', current: 2, sort: 'registeredAt:desc' });
  });

  test('a failure shows the server’s message; Retry asks again and shows the answer', async () => {
    let fail = true;
    const { calls } = renderList('/member/list', () =>
      fail ? { status: 500, code: 500, message: 'database is down' } : { data: { list: [lin], total: 1 } },
    );
    expect((await screen.findAllByText('database is down')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/\d+ rows?$/)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('1 row')).toBeTruthy();
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/admin/members')).toHaveLength(2), WAIT_FOR);
  });

  test('?member=<id> opens the member drawer from GET /admin/members/{id} over the list', async () => {
    const { calls } = renderList('/member/list?member=42', (url) => {
      if (url === '/admin/members') return { data: { list: [lin], total: 1 } };
      if (url === '/admin/channels') return { data: { list: [] } };
      return { data: { ...lin, coinBalance: 9876 } };
    });
    // the drawer's heading (the list's own cell may show the name too, where the table has a layout)
    expect(await screen.findByRole('heading', { name: /Lin Xiaoyu/ })).toBeTruthy();
    expect(screen.getByTestId('member-visible-id').textContent).toBe('10000042');
    expect(screen.getByTestId('member-coins').textContent).toBe('9,876');
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/admin/channels',
      '/admin/members',
      '/admin/members/42',
    ]);
  });

  test('the channel filter offers every channel of GET /admin/channels', async () => {
    renderList('/member/list?channel=ch0007', (url) =>
      url === '/admin/channels'
        ? {
            data: {
              list: [
                { code: 'web', name: 'Web' },
                { code: 'ch0007', name: 'Spring2026' },
              ],
            },
          }
        : { data: { list: [lin], total: 1 } },
    );
    // The chosen channel's label comes from the channel list once it answers.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /Spring2026/ })).toBeTruthy(), WAIT_FOR);
  });
});
