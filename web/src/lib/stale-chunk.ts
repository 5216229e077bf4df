import { Intent } from '@blueprintjs/core';
import { i18n } from './i18n.ts';
import { showToast } from './toaster.ts';

/**
 * A chunk of the console's own code that does not load: web/dist was rebuilt (a deploy) since this
 * page opened, and the old chunk's file is gone (404). Every `import()` of the console's code goes
 * through Vite's preload helper, which fires `vite:preloadError` on the window when it fails (for
 * React.lazy, the routes' `lazy`, the palette's layer, any other loader): one place, here, tells the
 * operator once that the console was updated and offers a reload, rather than Ctrl+K or a screen
 * failing silently. The error still rejects its import, so a route shows its error page (which
 * asks isStaleChunkError to say the same).
 */
const staleErrors = new WeakSet<object>();
let told = false;

/** The toast's key: one notice, however many imports fail. */
export const CONSOLE_UPDATED_TOAST = 'console-updated';

/** True when this error is a console chunk that did not load (see above). */
export function isStaleChunkError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && staleErrors.has(error);
}

/** Marks the error as a stale chunk and shows the "console was updated" toast unless it is on screen. */
export function reportStaleChunk(error: unknown, reload: () => void = () => window.location.reload()): void {
  if (typeof error === 'object' && error !== null) staleErrors.add(error);
  if (told) return;
  told = true;
  showToast(
    {
      message: i18n.t('exception.updated'),
      intent: Intent.WARNING,
      icon: 'refresh',
      timeout: 0,
      action: { text: i18n.t('exception.reload'), icon: 'refresh', onClick: reload },
      // dismissed, it comes back with the next import that fails
      onDismiss: () => {
        told = false;
      },
    },
    CONSOLE_UPDATED_TOAST,
  );
}

/** Listens for Vite's failed dynamic imports; returns the unlisten. */
export function listenForStaleChunks(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  const onError = (event: Event) => reportStaleChunk((event as Event & { payload?: unknown }).payload);
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}
