import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { testWebApi } from '../../../testing/render-with-app.tsx';
import { memberDetail, type StubAnswer, stubClient } from '../../../testing/stub-client.ts';
import { MemberDrawer } from './member-drawer.tsx';

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}`}</output>;
}

function renderDrawer(memberId: number | null, answer: () => StubAnswer, onClose = () => undefined) {
  const stub = stubClient(answer);
  const ui = (id: number | null) => (
    <ApiProvider api={testWebApi({ client: stub.client })}>
      <MemoryRouter initialEntries={['/member/list']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <MemberDrawer memberId={id} onClose={onClose} />
      </MemoryRouter>
    </ApiProvider>
  );
  const view = render(ui(memberId));
  return { ...stub, rerender: (id: number | null) => view.rerender(ui(id)) };
}

describe('member drawer', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  test('shows the member, balances, VIP state and ledgers from GET /admin/members/{id}', async () => {
    const member = memberDetail({
      recentCoinLedger: [
        {
          id: 7,
          memberId: 42,
          memberVisibleId: '10000042',
          memberNickname: 'Lin Xiaoyu',
          delta: 100,
          balanceAfter: 1280,
          reason: 'patch',
          refType: 'order',
          refId: 9,
          operatorId: 1,
          operatorName: 'Admin',
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
    });
    const { calls } = renderDrawer(42, () => ({ data: member }));
    expect(await screen.findByText('Lin Xiaoyu')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /admin/members/42']);
    expect(screen.getByTestId('member-visible-id').textContent).toBe('10000042');
    expect(screen.getByText('139****0042', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('member-status').textContent).toBe('Active');
    expect(screen.getByTestId('member-coins').textContent).toBe('1,280');
    expect(screen.getByTestId('member-points').textContent).toBe('350');
    expect(screen.getByTestId('member-vip').textContent).toMatch(/^VIP until Jan 2, 2030/);
    const ledger = screen.getByTestId('member-coin-ledger');
    expect(within(ledger).getByText('+100')).toBeTruthy();
    expect(within(ledger).getByText('Re-issue')).toBeTruthy();
    expect(within(ledger).getByText('Admin')).toBeTruthy();
  });

  test('never-VIP, not found and a failure with retry', async () => {
    let answer: StubAnswer = { data: memberDetail({ vipExpiresAt: null, vipActive: false }) };
    const view = renderDrawer(42, () => answer);
    expect((await screen.findByTestId('member-vip')).textContent).toBe('Never VIP');

    answer = { status: 404, code: 404, message: 'Member 43 not found' };
    view.rerender(43);
    expect(await screen.findByText('No member with ID 43')).toBeTruthy();

    answer = { status: 500, code: 500, message: 'Internal server error' };
    view.rerender(44);
    expect(await screen.findByText('Could not load the member')).toBeTruthy();
    answer = { data: memberDetail({ id: 44, nickname: 'Back again' }) };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  test('reloads when reopened, so a new balance shows', async () => {
    let coins = 100;
    const view = renderDrawer(42, () => ({ data: memberDetail({ coinBalance: coins }) }));
    expect((await screen.findByTestId('member-coins')).textContent).toBe('100');
    view.rerender(null);
    coins = 600;
    view.rerender(42);
    await screen.findByText('600');
    expect(view.calls).toHaveLength(2);
  });

  test('quick re-issue buttons go to the forms with the member preselected', async () => {
    renderDrawer(42, () => ({ data: memberDetail() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Re-issue VIP' }));
    expect(screen.getByTestId('where').textContent).toBe('/member/patch-vip?member=42');
  });

  test('texts follow the language', async () => {
    await i18n.changeLanguage('zh-CN');
    renderDrawer(42, () => ({ data: memberDetail({ status: 'banned' }) }));
    expect((await screen.findByTestId('member-status')).textContent).toBe('已封禁');
    expect(screen.getByRole('button', { name: '补发福币' })).toHaveProperty('disabled', true);
    await i18n.changeLanguage('en-US');
  });
});
