/**
 * Reordering a list by keyboard and by drag and drop: pure functions over arrays, so the
 * collection items and the template layers move the same way and the rules are tested once.
 */

/** A copy of the list with the item at `from` moved to index `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const out = items.slice();
  if (from < 0 || from >= out.length) return out;
  const target = Math.min(Math.max(to, 0), out.length - 1);
  if (target === from) return out;
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item as T);
  return out;
}

/** Where a keyboard shortcut moves the selected item. */
export type ReorderMove = 'up' | 'down' | 'first' | 'last';

/** The keys a reorder shortcut reads (a KeyboardEvent has them). */
export interface ReorderKeys {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

/**
 * The move a key press asks for: Alt+ArrowUp/Down, or Ctrl+Shift+ArrowUp/Down (Cmd+Shift on a Mac)
 * move by one; the same modifiers with Home/End move to the first or last place. Anything else: null.
 */
export function reorderMoveOf(e: ReorderKeys): ReorderMove | null {
  const alt = e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey;
  const ctrlShift = (e.ctrlKey || e.metaKey) && e.shiftKey && !e.altKey;
  if (!alt && !ctrlShift) return null;
  switch (e.key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The index an item at `index` goes to for a move in a list of `length` items. */
export function targetIndex(index: number, move: ReorderMove, length: number): number {
  const last = length - 1;
  switch (move) {
    case 'up':
      return Math.max(0, index - 1);
    case 'down':
      return Math.min(last, index + 1);
    case 'first':
      return 0;
    case 'last':
      return last;
  }
}

/** The outcome of a keyboard move: the new list and where the item now sits, or null when it cannot move. */
export function applyMove<T>(
  items: readonly T[],
  index: number,
  move: ReorderMove,
): { items: T[]; index: number } | null {
  if (index < 0 || index >= items.length) return null;
  const to = targetIndex(index, move, items.length);
  if (to === index) return null;
  return { items: moveItem(items, index, to), index: to };
}

/**
 * The index a dragged item lands at when dropped on the item at `over`, in its upper half
 * (`before`) or lower half: the item is taken out first, so dropping below an item further down
 * the list lands one place earlier than the raw position.
 */
export function dropIndex(from: number, over: number, before: boolean): number {
  const raw = before ? over : over + 1;
  return raw > from ? raw - 1 : raw;
}

/** True when the pointer is in the upper half of the element's box (drop before it). */
export function isUpperHalf(clientY: number, box: { top: number; height: number }): boolean {
  return clientY < box.top + box.height / 2;
}

/** True when two lists hold the same keys in the same order. */
export function sameOrder<K>(a: readonly K[], b: readonly K[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}
