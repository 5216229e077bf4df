import { type KeyboardEvent, useMemo } from 'react';
import { useFocusReturn } from './focus-return.ts';

/**
 * The arrow keys of a popover menu (the navbar's language and account menus): a menu opened by
 * Enter or Space takes the focus on its chosen item (else its first), ↓/↑ move it round the items,
 * Home/End go to the ends; Enter or Space then picks, Esc closes. Blueprint's Menu leaves its items
 * to Tab alone, and its popover put the focus on an edge of its focus trap, where ↓ did nothing.
 */
const ITEMS = '.bp6-menu-item:not(.bp6-disabled)';

/** A popover's `onOpened`: its chosen item, else its first, takes the focus. */
export function focusMenuItem(popover: HTMLElement): void {
  const item =
    popover.querySelector<HTMLElement>(`${ITEMS}.bp6-selected`) ?? popover.querySelector<HTMLElement>(ITEMS);
  item?.focus();
}

/** A Menu's `onKeyDown`: ↓/↑ (round), Home and End move the focus between its items. */
export function onMenuKeyDown(e: KeyboardEvent<HTMLElement>): void {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(ITEMS)];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const moves: Record<string, number> = {
    ArrowDown: at < 0 || at === last ? 0 : at + 1,
    ArrowUp: at <= 0 ? last : at - 1,
    Home: 0,
    End: last,
  };
  const next = moves[e.key];
  if (next === undefined) return;
  e.preventDefault();
  items[next]?.focus();
}

/**
 * A navbar menu's popover props: its chosen item takes the focus as soon as the menu is drawn, and
 * the focus goes back with useFocusReturn's guard once it has closed. Not at the end of the 300 ms
 * opening transition: `Enter ↓ Enter` typed at speed lost the ↓ (the focus was still on the button)
 * and the Enter picked the current language again, or closed the menu.
 */
export function useMenuPopover() {
  const focusReturn = useFocusReturn();
  return useMemo(
    () => ({
      ...focusReturn,
      onOpening: (popover: HTMLElement) => {
        // the opener first: useFocusReturn keeps the element that has the focus now
        focusReturn.onOpening();
        focusMenuItem(popover);
      },
      // once open, unless a key has already moved the focus to another item
      onOpened: (popover: HTMLElement) => {
        if (!popover.contains(document.activeElement)) focusMenuItem(popover);
      },
    }),
    [focusReturn],
  );
}
