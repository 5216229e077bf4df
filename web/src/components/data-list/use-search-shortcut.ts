import { Classes } from '@blueprintjs/core';
import { type RefObject, useEffect } from 'react';
import { isTypingTarget } from '../../lib/typing-target.ts';

/** `/` focuses (and selects) this input, unless the operator is typing somewhere or a dialog or drawer is open. */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (isTypingTarget(e.target) || document.querySelector(`.${Classes.OVERLAY_BACKDROP}`)) return;
      const el = input.current;
      if (!el) return;
      e.preventDefault();
      el.focus();
      el.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
