import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Generous waits: the machine running the tests may be loaded. */
export const WAIT = { timeout: 10_000 };

/** Waits until every text is on screen (each at least once). */
export async function expectTexts(texts: readonly (string | RegExp)[]): Promise<void> {
  for (const text of texts) expect((await screen.findAllByText(text, {}, WAIT)).length).toBeGreaterThan(0);
}

/** Waits until none of the texts is on screen. */
export async function expectGone(texts: readonly string[]): Promise<void> {
  await waitFor(() => {
    for (const text of texts) expect(screen.queryAllByText(text)).toHaveLength(0);
  }, WAIT);
}

/** Types into a list's filter field and applies it with Enter (as an operator does). */
export function applyFilter(container: HTMLElement, name: string, value: string): void {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no filter input named ${name}`);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

/** Clicks a column's sort button (first click: the column's first direction). */
export function clickSort(container: HTMLElement, field: string): void {
  const button = container.querySelector<HTMLButtonElement>(`button[data-sort-field="${field}"]`);
  if (!button) throw new Error(`no sort button for ${field}`);
  fireEvent.click(button);
}

/** The elements `selector` finds in the list's rows (its table body). */
export function mainCells(container: HTMLElement, selector: string): Element[] {
  return [...container.querySelectorAll(`.od-rows tbody ${selector}`)];
}

/** The visible ids the member column shows, in row order. */
export function memberIdsShown(container: HTMLElement): string[] {
  return mainCells(container, '.od-cell-member a').map((a) => a.textContent ?? '');
}
