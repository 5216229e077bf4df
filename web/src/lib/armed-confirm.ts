import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useRef } from 'react';
import { useReviewGuard } from './review-guard.ts';

/**
 * The confirm button of a money review, guarded as every money review is (review-guard.ts): `y` or
 * Ctrl/⌘+Enter confirm wherever the focus is in the review; a plain Enter (or Space) on the button
 * only once the figures have been on screen a moment, and only a key pressed on it (Blueprint
 * buttons click on key-up), so the Enter that asked for the review never confirms it. Spread
 * `buttonProps` on the button; `armed` says a plain Enter now confirms.
 */
export function useArmedConfirm(open: boolean, busy: boolean, onConfirm: () => void) {
  const ref = useRef<HTMLButtonElement>(null);
  const keyPressedHere = useRef(false);
  const guard = useReviewGuard(open);
  const { judge } = guard;

  useEffect(() => {
    if (!open || busy) return;
    function onKey(e: globalThis.KeyboardEvent) {
      if (e.key === 'Enter' && e.target === ref.current) return;
      if (e.key !== 'Enter' && e.key !== 'y' && e.key !== 'Y') return;
      if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) return;
      if (judge(e) !== 'confirm') return;
      e.preventDefault();
      onConfirm();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, busy, judge, onConfirm]);

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const verdict = judge({
      key: 'Enter',
      repeat: e.repeat,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      altKey: e.altKey,
      shiftKey: e.shiftKey,
    });
    keyPressedHere.current = verdict === 'confirm';
    if (verdict === 'block') e.preventDefault();
  }

  function onClick(e: MouseEvent<HTMLElement>) {
    const fromKeyboard = e.detail === 0;
    if (fromKeyboard && !keyPressedHere.current) return;
    keyPressedHere.current = false;
    onConfirm();
  }

  /** Forgets a key pressed before the review opened. */
  const reset = useCallback(() => {
    keyPressedHere.current = false;
  }, []);

  return {
    ref,
    armed: guard.armed,
    reset,
    buttonProps: { ref, onKeyDown, onClick, 'data-armed': guard.armed || undefined },
  };
}
