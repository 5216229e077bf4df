import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { createRoot, type Root } from 'react-dom/client';

let root: { root: Root; element: Element | DocumentFragment } | undefined;

/**
 * Blueprint's toaster, drawn into a React root of its own at the top of the page (at most five
 * toasts). Loaded with the first toast (toaster.ts), so /login fetches no overlay code up front.
 */
export function createToaster(): Promise<Toaster> {
  return OverlayToaster.create(
    { position: Position.TOP, maxToasts: 5 },
    {
      // the same as Blueprint's own renderer, but keeping the root so that it can be unmounted
      domRenderer: (ui, element) => {
        const made = { root: createRoot(element), element };
        root = made;
        made.root.render(ui);
      },
    },
  );
}

/** Unmounts the toaster's root and removes its element (see `unmountToaster`). */
export function unmountToasterRoot(): void {
  root?.root.unmount();
  // Blueprint renders into an element it made (its type also allows a fragment, which has no remove)
  if (root?.element instanceof Element) root.element.remove();
  root = undefined;
}
