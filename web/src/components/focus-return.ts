import { useEffect, useMemo, useRef } from 'react';

/** True when `el` is in the popover or its overlay (its focus traps, on either side of it). */
function inOverlay(popover: HTMLElement, el: Element): boolean {
  return (popover.parentElement ?? popover).contains(el);
}

/**
 * A popover's guarded focus return, for every popover that takes the focus (the navbar menus, the
 * message bell, the column chooser, the collapsed and top menus; FocusReturnPopover).
 *
 * Blueprint gives the focus back to the popover's button at the end of its 300 ms close transition,
 * whatever happened meanwhile: an operator who picked a language and pressed Enter on the account
 * menu at once had the focus pulled back to the language button, where the Enter's keyup
 * (Blueprint's buttons click on keyup) opened the language menu again; a row reached by `j` right
 * after closing the message box lost the focus to the bell. Here:
 * - once the popover has closed, the focus goes back to its button only if it is still in the
 *   popover or was lost;
 * - an Escape gives it back at once, not 300 ms later, so the next key (`/`, `j`) works from there
 *   (the closing popover held it, on a checkbox where those keys do nothing);
 * - after an Escape Blueprint still gives it back at the end (it always does then): if the operator
 *   went elsewhere meanwhile, the focus goes back there in the same task.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  /** Set by an Escape while open: Blueprint then returns the focus whatever its props say. */
  const escaped = useRef(false);
  /** Where the operator went while the popover was closing. */
  const went = useRef<HTMLElement | null>(null);
  /** Stops the key and focus listeners. */
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);
  return useMemo(
    () => ({
      shouldReturnFocusOnClose: false,
      onOpening: () => {
        stop.current?.();
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        escaped.current = false;
        went.current = null;
        const onKey = (e: KeyboardEvent) => {
          if (e.key === 'Escape') escaped.current = true;
        };
        document.addEventListener('keydown', onKey, true);
        stop.current = () => document.removeEventListener('keydown', onKey, true);
      },
      onClosing: (popover: HTMLElement) => {
        stop.current?.();
        const at = document.activeElement;
        if (escaped.current && (!at || at === document.body || inOverlay(popover, at)))
          opener.current?.focus();
        const onFocus = (e: FocusEvent) => {
          const to = e.target;
          if (to instanceof HTMLElement && to !== opener.current && !inOverlay(popover, to))
            went.current = to;
        };
        document.addEventListener('focusin', onFocus, true);
        stop.current = () => document.removeEventListener('focusin', onFocus, true);
      },
      onClosed: (popover: HTMLElement) => {
        stop.current?.();
        stop.current = null;
        const at = document.activeElement;
        const elsewhere = went.current;
        if (elsewhere?.isConnected && at === opener.current) elsewhere.focus();
        else if (!at || at === document.body || inOverlay(popover, at)) opener.current?.focus();
        opener.current = null;
        went.current = null;
      },
    }),
    [],
  );
}
