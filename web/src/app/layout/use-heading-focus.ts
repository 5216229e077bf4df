import { Classes } from '@blueprintjs/core';
import { type RefObject, useEffect } from 'react';

/** How long a new page may take to draw its heading before the page area itself takes the focus. */
const HEADING_WAIT_MS = 3000;
/** How often to look again while the focus is in a closing overlay (the menu that navigated). */
const OVERLAY_RETRY_MS = 100;

/** The focus is in an overlay (the palette that navigated, still closing): wait until it has gone. */
function focusInOverlay(): boolean {
  return !!document.activeElement?.closest(`.${Classes.PORTAL}, .od-palette`);
}

/** Where the focus may be taken from after a navigation: nowhere, the chrome, or a page now gone. */
function focusIsFree(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main || !active.isConnected) return true;
  if (main.contains(active)) return false; // the new page put it somewhere (an autofocused field)
  // The side menu, navbar, tab bar or a menu that led here.
  return !!active.closest('.od-sider, .od-navbar, .od-tab-list, .od-menu-drawer, nav, [role="menu"]');
}

/** The first heading of the page on screen (kept-alive pages are hidden). */
function visibleHeading(main: HTMLElement, selector: string): HTMLElement | null {
  for (const el of main.querySelectorAll<HTMLElement>(selector)) {
    if (el.getClientRects().length > 0) return el;
  }
  return null;
}

function focusHeading(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
  el.focus({ preventScroll: true });
}

/**
 * After a navigation (and after sign-in, when the layout mounts) the focus goes to the new page's
 * heading (its first `h1`, else its first `h2`, else, after a wait, the first heading or the page area), so a keyboard or screen-reader user starts at the top of the page.
 * It waits for a lazily loaded page to draw its heading, and never takes the focus from a field
 * the page focused itself.
 */
export function useHeadingFocus(pathname: string, main: RefObject<HTMLElement | null>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (pathname)
  useEffect(() => {
    const area = main.current;
    if (!area) return;
    let done = false;
    const until = Date.now() + HEADING_WAIT_MS;
    let overlayWait: ReturnType<typeof setTimeout> | undefined;
    const tryHeading = () => {
      if (done) return;
      if (focusInOverlay()) {
        // the menu or palette that led here is closing (a popover keeps the focus for its 300 ms
        // transition, then gives it to its button): look again soon, not at the 3 s fallback
        if (overlayWait === undefined && Date.now() < until)
          overlayWait = setTimeout(() => {
            overlayWait = undefined;
            tryHeading();
          }, OVERLAY_RETRY_MS);
        return;
      }
      if (!focusIsFree(area)) {
        done = true;
        return;
      }
      // the page's top heading: its h1 (every screen has one: PageTitle, PageState), or the first h2
      // of a page without one
      const heading = visibleHeading(area, 'h1') ?? visibleHeading(area, 'h2');
      if (heading) {
        done = true;
        focusHeading(heading);
      }
    };
    // A page that mounts makes many mutations; looking for its heading (which reads the layout) is
    // done at most once a frame, right after the frame the browser has laid out and painted anyway
    // (a task queued from its animation frame), not in the commit that mounts the page nor after
    // each mutation. Read inside the frame's callback it forced that layout early, and the focus
    // then made the frame lay the page out again: one task of 20 ms of CPU on a list screen here,
    // 80 ms at Lighthouse's 4× slowdown.
    let frame = 0;
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      if (frame || afterFrame !== undefined) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        afterFrame = setTimeout(() => {
          afterFrame = undefined;
          tryHeading();
        });
      });
    };
    const observer = new MutationObserver(soon);
    observer.observe(area, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
    const timer = setTimeout(() => {
      if (done || focusInOverlay() || !focusIsFree(area)) return;
      done = true;
      const heading = visibleHeading(area, 'h1, h2, h3, h4, [role="heading"]');
      if (heading) focusHeading(heading);
      else area.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
    soon();
    return () => {
      done = true;
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(overlayWait);
      clearTimeout(timer);
    };
  }, [pathname, main]);
}
