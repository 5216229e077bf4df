import { BlueprintProvider } from '@blueprintjs/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { WAIT_FOR } from '../../testing/wait.ts';
import { SelectFilterInput } from './select-filter-input.tsx';
import type { SelectFilter } from './types.ts';

const STATUS: SelectFilter = {
  kind: 'select',
  name: 'status',
  label: 'member.columns.status',
  options: [
    { value: 'active', label: 'member.status.active' },
    { value: 'banned', label: 'member.status.banned' },
  ],
};

function Harness({ applied }: { applied: string[] }) {
  const [value, setValue] = useState('');
  return (
    <BlueprintProvider>
      <SelectFilterInput
        filter={STATUS}
        value={value}
        onApply={(v) => {
          applied.push(v);
          setValue(v);
        }}
      />
      <input aria-label="next control" />
    </BlueprintProvider>
  );
}

const listbox = () => document.querySelector('[role="listbox"]');
const highlighted = () => document.querySelector('.bp6-menu-item.bp6-active')?.textContent ?? null;

describe('a list filter menu by keyboard', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });

  test('↓ opens it on the current value and moves the highlight; Enter picks', async () => {
    const applied: string[] = [];
    render(<Harness applied={applied} />);
    // closed, the menu draws nothing outside the button (no portal: it is lazy)
    expect(document.querySelector('.bp6-portal')).toBeNull();
    const button = screen.getByRole('button', { name: /Status/ });
    button.focus();
    act(() => void fireEvent.keyDown(button, { key: 'ArrowDown' }));
    await vi.waitFor(() => expect(listbox()).not.toBeNull(), WAIT_FOR);
    expect(highlighted()).toBe('All');
    act(() => void fireEvent.keyDown(button, { key: 'ArrowDown' }));
    expect(highlighted()).toBe('Active');
    act(() => void fireEvent.keyDown(button, { key: 'ArrowDown' }));
    expect(highlighted()).toBe('Banned');
    act(() => {
      fireEvent.keyDown(button, { key: 'Enter' });
      fireEvent.keyUp(button, { key: 'Enter' });
    });
    expect(applied).toEqual(['banned']);
    await vi.waitFor(() => expect(listbox()).toBeNull(), WAIT_FOR);
  });

  test('Tab closes it on the way to the next control', async () => {
    render(<Harness applied={[]} />);
    const button = screen.getByRole('button', { name: /Status/ });
    button.focus();
    act(() => void fireEvent.keyDown(button, { key: 'ArrowDown' }));
    await vi.waitFor(() => expect(listbox()).not.toBeNull(), WAIT_FOR);
    const next = screen.getByRole('textbox', { name: 'next control' });
    act(() => {
      fireEvent.keyDown(button, { key: 'Tab' });
      // the browser's own move of a Tab, after its keydown (jsdom has none)
      next.focus();
    });
    await vi.waitFor(() => expect(listbox()).toBeNull(), WAIT_FOR);
    // Select gives the focus back to its button a frame after its menu starts closing: the Tab stays
    // done (it came back to "Status: All", and a second Tab was needed)
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(document.activeElement).toBe(next);
  });
});
