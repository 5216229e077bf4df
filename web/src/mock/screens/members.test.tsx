import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MemberListPage } from '../../features/members/list/member-list-page.tsx';
import { applyFilter, clickSort, expectGone, expectTexts, mainCells, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();
const newestFirst = () =>
  [...mock.world().members].sort((a, b) => b.registeredAt.localeCompare(a.registeredAt));

describe('member list on the mock API', { timeout: 30_000 }, () => {
  test('shows the newest members with masked phones; searching a visible id leaves that member', async () => {
    const { container } = renderScreen(<MemberListPage />, { world: mock.world(), url: '/member/list' });
    const [first, second] = newestFirst();
    await expectTexts([first!.nickname, first!.phone, second!.nickname]);
    expect(first!.phone).toMatch(/^139\*{4}\d{4}$/);
    applyFilter(container, 'q', second!.visibleId);
    await expectGone([first!.nickname]);
    await expectTexts([second!.nickname]);
  });

  test('sorting by coin balance: first click richest first, second click poorest first', async () => {
    const { container } = renderScreen(<MemberListPage />, { world: mock.world(), url: '/member/list' });
    await expectTexts([newestFirst()[0]!.nickname]);
    const byCoins = [...mock.world().members].sort((a, b) => b.coinBalance - a.coinBalance || a.id - b.id);
    clickSort(container, 'coinBalance');
    await waitFor(() => expect(memberNames(container)[0]).toBe(byCoins[0]!.nickname), WAIT);
    clickSort(container, 'coinBalance');
    await waitFor(() => expect(memberNames(container)[0]).toBe(byCoins.at(-1)!.nickname), WAIT);
  });
});

/** The nickname column, in row order. */
function memberNames(container: HTMLElement): string[] {
  const names = mock.world().members.map((m) => m.nickname);
  return mainCells(container, '.od-cell')
    .map((c) => c.textContent ?? '')
    .filter((text) => names.includes(text));
}
