import { Intent, type Toaster, type ToastProps } from '@blueprintjs/core';
import { flushSync } from 'react-dom';

/** spec §8/§9: error toasts stay 5000 ms. */
export const ERROR_TOAST_MS = 5000;

let toaster: Promise<Toaster> | undefined;
let overlay: typeof import('./toaster-overlay.ts') | undefined;

/** The toaster, made with the first toast: its overlay code loads then (toaster-overlay.ts). */
function instance(): Promise<Toaster> {
  toaster ??= import('./toaster-overlay.ts').then((m) => {
    overlay = m;
    return m.createToaster();
  });
  const made = toaster;
  // its code did not load (the connection): the next toast tries again
  made.catch(() => {
    if (toaster === made) toaster = undefined;
  });
  return made;
}

/**
 * Unmounts the toaster and removes its element: open toasts' dismiss and transition timers are
 * cancelled with it. Tests call this before their DOM is torn down, so that no timer of a toast
 * fires into a window that no longer exists.
 */
export function unmountToaster(): void {
  overlay?.unmountToasterRoot();
  toaster = undefined;
}

/**
 * Shows (or, with the same key, updates) a toast. A keyed toast is put on screen at once (flushSync):
 * the toaster finds the toast to update in its rendered state, so two shows of one key before React
 * rendered the first (a call that fails while the toaster's code is still loading: "Loading the menu…"
 * then its failure) made two toasts, the first one staying for good.
 */
export function showToast(props: ToastProps, key?: string): void {
  void instance().then((t) => {
    if (key === undefined) t.show(props);
    else flushSync(() => t.show(props, key));
  });
}

/** Removes the toast with this key. */
export function dismissToast(key: string): void {
  void instance().then((t) => t.dismiss(key));
}

/**
 * A red toast with a message, 5 s (spec §8). The same message again (several calls of a screen failing
 * at once: the server is down) renews the toast on screen rather than stacking another over the page.
 */
export function toastError(message: string): void {
  showToast({ message, intent: Intent.DANGER, icon: 'error', timeout: ERROR_TOAST_MS }, `error:${message}`);
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
