import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { PaletteRootView } from './palette-root-view.tsx';

const NOTHING = { sections: [], matched: 0, shown: 0 };

function mount(query: string, searched: string[], onSearchMembers = true, orders?: string[]) {
  return render(
    <PaletteRootView
      ranked={NOTHING}
      query={query}
      onQueryChange={() => undefined}
      onChoose={() => undefined}
      mac={false}
      {...(onSearchMembers ? { onSearchMembers: (q: string) => searched.push(q) } : {})}
      {...(orders ? { onSearchOrders: (q: string) => orders.push(q) } : {})}
    />,
  );
}

describe('the palette when nothing matches', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
    // cmdk scrolls the selected item into view; jsdom lays nothing out
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  test('it offers the member list searched for the query, and Enter opens it', () => {
    const searched: string[] = [];
    mount(' lin qiao ', searched);
    expect(document.querySelector('[cmdk-group-heading]')?.textContent).toBe('Nothing matches “lin qiao”');
    const offer = screen.getByRole('option', { name: 'Search members for “lin qiao”' });
    expect(offer.getAttribute('aria-selected')).toBe('true');
    // screen readers hear that nothing matched (the offer is not a result)
    expect(screen.getByTestId('palette-status').textContent).toBe('Nothing matches “lin qiao”');
    act(() => void fireEvent.keyDown(offer, { key: 'Enter' }));
    expect(searched).toEqual(['lin qiao']);
  });

  test('an order number or a member id also offers the order list; ↓ Enter opens it', () => {
    const members: string[] = [];
    const orders: string[] = [];
    mount('PAT2026', members, true, orders);
    const offers = screen.getAllByRole('option').map((o) => o.textContent);
    expect(offers).toEqual(['Search members for “PAT2026”', 'Search orders for “PAT2026”']);
    const input = document.querySelector('[cmdk-root]') as HTMLElement;
    act(() => void fireEvent.keyDown(input, { key: 'ArrowDown' }));
    const second = screen.getByRole('option', { name: 'Search orders for “PAT2026”' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    act(() => void fireEvent.keyDown(second, { key: 'Enter' }));
    expect(orders).toEqual(['PAT2026']);
    expect(members).toEqual([]);
    // the offers are not results: the live region still says nothing matched
    expect(screen.getByTestId('palette-status').textContent).toBe('Nothing matches “PAT2026”');
  });

  test('in Chinese too; a role that cannot open the member list gets the message only', async () => {
    await i18n.changeLanguage('zh-CN');
    const searched: string[] = [];
    const { unmount } = mount('林乔', searched);
    expect(screen.getByRole('option', { name: '在会员列表中搜索“林乔”' })).toBeTruthy();
    unmount();
    const { unmount: unmount2 } = mount('10000123', searched, true, []);
    expect(screen.getByRole('option', { name: '在订单列表中搜索“10000123”' })).toBeTruthy();
    unmount2();
    unmount();
    mount('林乔', searched, false);
    expect(screen.queryByRole('option')).toBeNull();
    expect(document.querySelector('.od-palette-empty')?.textContent).toBe('没有与“林乔”匹配的结果');
    await i18n.changeLanguage('en-US');
  });
});
