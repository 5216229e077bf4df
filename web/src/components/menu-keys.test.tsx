import { BlueprintProvider, Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { WAIT_FOR } from '../testing/wait.ts';
import { onMenuKeyDown, useMenuPopover } from './menu-keys.ts';

/** A navbar menu as the language menu is: two choices, the second the chosen one. */
function LanguageMenu({ picked, opened }: { picked: string[]; opened: HTMLElement[] }) {
  const menuPopover = useMenuPopover();
  return (
    <BlueprintProvider>
      <PopoverNext
        lazy
        {...menuPopover}
        onOpened={(popover: HTMLElement) => {
          menuPopover.onOpened(popover);
          opened.push(popover);
        }}
        content={
          <Menu role="listbox" aria-label="Language" onKeyDown={onMenuKeyDown}>
            {['English', '中文'].map((name) => (
              <MenuItem
                key={name}
                text={name}
                roleStructure="listoption"
                selected={name === '中文'}
                onClick={() => picked.push(name)}
              />
            ))}
          </Menu>
        }
      >
        <Button aria-label="Language" />
      </PopoverNext>
    </BlueprintProvider>
  );
}

const focusedText = () => (document.activeElement as HTMLElement | null)?.textContent ?? null;

describe('a navbar menu by keys typed at speed', () => {
  test('the chosen item has the focus as soon as the menu is drawn: ↓ typed at once moves it', async () => {
    const picked: string[] = [];
    const opened: HTMLElement[] = [];
    render(<LanguageMenu picked={picked} opened={opened} />);
    const button = screen.getByRole('button', { name: 'Language' });
    button.focus();
    act(() => void fireEvent.click(button));
    // drawn, its 300 ms opening transition not over: the focus was still on the button, where ↓ and
    // the Enter after it were lost (the menu closed again, or the current language was picked)
    await vi.waitFor(() => expect(screen.getByRole('listbox')).toBeTruthy(), WAIT_FOR);
    expect(focusedText()).toBe('中文');
    act(() => void fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' }));
    expect(focusedText()).toBe('English');
    // the end of the transition (the popover's onOpened) leaves the focus where the key put it
    await vi.waitFor(() => expect(opened).toHaveLength(1), WAIT_FOR);
    expect(focusedText()).toBe('English');
  });
});
