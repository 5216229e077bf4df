import { Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../../lib/typing-target.ts';

/** The page a key turns to: -1 back, +1 on, null for any other key. */
export function pageStepOf(
  e: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>,
  typing: boolean,
) {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  if (e.key === 'PageUp') return -1;
  if (e.key === 'PageDown') return 1;
  if (typing) return null;
  if (e.key === '[') return -1;
  if (e.key === ']') return 1;
  return null;
}

/**
 * PageUp/PageDown and `[`/`]` turn the list's page from anywhere on the screen (`[`/`]` not while
 * typing; none of them while a dialog, drawer or the palette is open).
 */
export function usePagingKeys(turn: (step: -1 | 1) => void): void {
  const latest = useRef(turn);
  latest.current = turn;
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || document.querySelector(`.${Classes.OVERLAY_BACKDROP}`)) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (
        target &&
        (target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable)
      )
        return;
      const step = pageStepOf(e, isTypingTarget(e.target));
      if (step === null) return;
      e.preventDefault();
      latest.current(step);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
