import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { FilterBar } from './filter-bar.tsx';
import { memberIdFilter, orderNoFilter } from './filters.ts';
import { SEARCH_DEBOUNCE_MS } from './text-filter-input.tsx';
import type { ListFilter } from './types.ts';

const filters: ListFilter[] = [
  orderNoFilter(),
  memberIdFilter(),
  { kind: 'dateRange', from: 'createdFrom', to: 'createdTo', label: 'lists.filters.created' },
];

function setup(values: Record<string, string> = {}) {
  const onChange = vi.fn();
  const onClear = vi.fn();
  const view = render(<FilterBar filters={filters} values={values} onChange={onChange} onClear={onClear} />);
  const input = (name: string) => view.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { ...view, onChange, onClear, input };
}

describe('filter bar', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  test('typing applies the normalized value once the debounce rests, replacing the history entry', () => {
    vi.useFakeTimers();
    const { input, onChange } = setup();
    fireEvent.change(input('orderNo'), { target: { value: 'vip2026' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60));
    expect(onChange).toHaveBeenCalledWith({ orderNo: 'VIP2026' }, { replace: true });
  });

  test('a value the filter refuses is marked and never applied; Enter applies a valid one at once', () => {
    vi.useFakeTimers();
    const { input, onChange } = setup();
    fireEvent.change(input('visibleId'), { target: { value: '1234' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    fireEvent.keyDown(input('visibleId'), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(input('visibleId').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input('visibleId'), { target: { value: '12345678' } });
    fireEvent.keyDown(input('visibleId'), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ visibleId: '12345678' }, { replace: false });
    expect(input('visibleId').getAttribute('aria-invalid')).toBe('false');
  });

  test('Escape leaves the field keeping its value; a second Escape clears it', () => {
    const { input, onChange } = setup({ visibleId: '12345678' });
    expect(input('visibleId').value).toBe('12345678');
    input('visibleId').focus();
    fireEvent.keyDown(input('visibleId'), { key: 'Escape' });
    expect(document.activeElement).not.toBe(input('visibleId'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onChange).toHaveBeenCalledWith({ visibleId: '' }, { replace: false });
    expect(input('visibleId').value).toBe('');
  });

  test('another key after the Escape that left keeps the value', () => {
    const { input, onChange } = setup({ visibleId: '12345678' });
    input('visibleId').focus();
    fireEvent.keyDown(input('visibleId'), { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onChange).not.toHaveBeenCalled();
  });

  test('Enter and ↓ leave the field for the rows (onLeave)', () => {
    const onLeave = vi.fn();
    const view = render(
      <FilterBar filters={filters} values={{}} onChange={vi.fn()} onClear={vi.fn()} onLeave={onLeave} />,
    );
    const field = view.container.querySelector<HTMLInputElement>('input[name="orderNo"]')!;
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onLeave).toHaveBeenCalledTimes(2);
  });

  test('a day range applies each whole day; "Clear filters" shows only when something is filtered', () => {
    const { input, onChange, rerender, onClear } = setup();
    expect(screen.queryByText('Clear filters')).toBeNull();
    // typed in the console's language (en-US: MM/DD/YYYY), applied as the API's day
    fireEvent.change(input('createdFrom'), { target: { value: '11012026' } });
    expect(input('createdFrom').value).toBe('11/01/2026');
    expect(onChange).toHaveBeenCalledWith({ createdFrom: '2026-11-01' });
    rerender(
      <FilterBar
        filters={filters}
        values={{ createdFrom: '2026-11-01' }}
        onChange={onChange}
        onClear={onClear}
      />,
    );
    // the last day cannot be before the first: said, naming the field, and not applied
    onChange.mockClear();
    fireEvent.change(input('createdTo'), { target: { value: '10/31/2026' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^Created to: must be 11\/01\/2026 or later$/i);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Clear filters'));
    expect(onClear).toHaveBeenCalled();
  });

  test('`/` focuses the search field unless the operator is typing elsewhere', () => {
    const { input } = setup();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(input('orderNo'));
    input('visibleId').focus();
    fireEvent.keyDown(input('visibleId'), { key: '/' });
    expect(document.activeElement).toBe(input('visibleId'));
  });
});
