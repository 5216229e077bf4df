import { Intent, OverlayToaster, Position, type Toaster, type ToastProps } from '@blueprintjs/core';
import { createRoot, type Root } from 'react-dom/client';

/** spec §8/§9: error toasts stay 5000 ms. */
export const ERROR_TOAST_MS = 5000;

let toaster: Promise<Toaster> | undefined;
let root: { root: Root; element: Element | DocumentFragment } | undefined;

function instance(): Promise<Toaster> {
  toaster ??= OverlayToaster.create(
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
  return toaster;
}

/**
 * Unmounts the toaster and removes its element: open toasts' dismiss and transition timers are
 * cancelled with it. Tests call this before their DOM is torn down, so that no timer of a toast
 * fires into a window that no longer exists.
 */
export function unmountToaster(): void {
  root?.root.unmount();
  // Blueprint renders into an element it made (its type also allows a fragment, which has no remove)
  if (root?.element instanceof Element) root.element.remove();
  root = undefined;
  toaster = undefined;
}

/** Shows (or, with the same key, updates) a toast. */
export function showToast(props: ToastProps, key?: string): void {
  void instance().then((t) => t.show(props, key));
}

/** Removes the toast with this key. */
export function dismissToast(key: string): void {
  void instance().then((t) => t.dismiss(key));
}

/** A red toast with a message, 5 s (spec §8). */
export function toastError(message: string): void {
  showToast({ message, intent: Intent.DANGER, icon: 'error', timeout: ERROR_TOAST_MS });
}

/** A green confirmation toast. */
export function toastSuccess(message: string): void {
  showToast({ message, intent: Intent.SUCCESS, icon: 'tick-circle', timeout: 3000 });
}

/** A neutral hint toast. */
export function toastInfo(message: string): void {
  showToast({ message, intent: Intent.PRIMARY, icon: 'info-sign', timeout: 4000 });
}

/** An amber toast: it worked, but the operator must know something (e.g. a reward rule is off). */
export function toastWarning(message: string): void {
  showToast({ message, intent: Intent.WARNING, icon: 'warning-sign', timeout: ERROR_TOAST_MS });
}
