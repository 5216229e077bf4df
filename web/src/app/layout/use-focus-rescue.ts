import { Classes } from '@blueprintjs/core';
import { type RefObject, useEffect } from 'react';

/** On the element the focus was rescued to, while it holds it (see reissue-screen.tsx's reviewClosed). */
const RESCUED_ATTR = 'data-focus-rescued';

/** Something still holds the focus in an overlay (a dialog, a drawer, the palette): not lost. */
function overlayOpen(): boolean {
  return !!document.querySelector(`.${Classes.OVERLAY_OPEN}, .od-palette`);
}

/** The first shown element matching `selector` in the page area (kept-alive pages are hidden). */
function shown(area: HTMLElement, selector: string): HTMLElement | null {
  for (const el of area.querySelectorAll<HTMLElement>(selector))
    if (el.getClientRects().length > 0) return el;
  return null;
}

/**
 * The page's heading, as navigation finds it (use-heading-focus.ts): its h1, else its first h2,
 * else its first heading of any level (an h3 or a `role="heading"`, on a page without h1 or h2).
 */
function pageHeading(area: HTMLElement): HTMLElement | null {
  return shown(area, 'h1') ?? shown(area, 'h2') ?? shown(area, 'h1, h2, h3, h4, h5, h6, [role="heading"]');
}

/**
 * When the focused element leaves the page (a button re-drawn by a language switch, a dialog's
 * field once the password is changed, a drawer whose opener — the palette — was gone by the time it
 * closed) the browser drops the focus to `<body>`, where Tab starts over from the top and the page's
 * keys have no place. The focus goes to the page's heading instead (its first `h1`, else `h2`, else
 * any heading, else the page area), where the navigation pattern sends it. A focus that went somewhere is left alone,
 * and so is a click on the page's background (the element it left is still there).
 */
export function useFocusRescue(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let last: Element | null = null;
    let frame = 0;
    const rescue = () => {
      frame = 0;
      const area = main.current;
      const active = document.activeElement;
      if (!area || !last || last.isConnected || (active && active !== document.body) || overlayOpen()) return;
      last = null;
      const target = pageHeading(area) ?? area;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      // marked while it holds the rescued focus: a screen that moves the focus itself a moment later
      // (a dialog's onClosed) tells this from a focus the operator put there
      target.setAttribute(RESCUED_ATTR, '');
      target.addEventListener('focusout', () => target.removeAttribute(RESCUED_ATTR), { once: true });
      target.focus({ preventScroll: true });
    };
    const onFocusIn = (e: FocusEvent) => {
      last = e.target instanceof Element ? e.target : null;
    };
    // removals are looked at once a frame (a page that re-draws makes many)
    const observer = new MutationObserver(() => {
      if (!frame && last && !last.isConnected) frame = requestAnimationFrame(rescue);
    });
    document.addEventListener('focusin', onFocusIn, true);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [main]);
}
