import { Intent } from '@blueprintjs/core';
import {
  type ChunkFailure,
  diagnoseChunkFailure,
  failedChunkUrl,
  isChunkFetchError,
  retryFailedChunks,
} from './chunk-import.ts';
import { i18n } from './i18n.ts';
import { askChunksAgain } from './lazy-chunk.ts';
import { showToast } from './toaster.ts';

/**
 * A chunk of the console's own code that does not load. Every `import()` of the console's code goes
 * through Vite's preload helper, which fires `vite:preloadError` on the window when it fails (for
 * React.lazy, the routes' `lazy`, the palette's layer, any other loader): one place, here, asks the
 * server why (lib/chunk-import.ts, `diagnoseChunkFailure`) and tells the operator once:
 * - the connection failed (offline, refused): "could not reach the server", with Retry, which loads
 *   the failed chunks again under fresh URLs (what waits on them retries by its own Retry or next use);
 * - the chunk is gone (404, a deploy since the page opened): "the console was updated", with Reload;
 * - the chunk is there but this page cannot load it (a dependency's failure that the browser keeps):
 *   "reload to load it", with Reload.
 * The error still rejects its import, so a route shows its error page (which asks `chunkFailureOf`
 * for the same words).
 */
const failures = new WeakMap<object, Promise<ChunkFailure>>();
let shown: ChunkFailure | null = null;

/** The toast's key: one notice, however many imports fail (a later diagnosis replaces its words). */
export const CONSOLE_UPDATED_TOAST = 'console-updated';

/** The words of each case: the notice, and its action. */
export const CHUNK_FAILURE_TEXT: Record<ChunkFailure, { message: string; action: 'retry' | 'reload' }> = {
  connection: { message: 'exception.chunkConnection', action: 'retry' },
  updated: { message: 'exception.updated', action: 'reload' },
  stuck: { message: 'exception.chunkStuck', action: 'reload' },
};

/** True when this error is a console chunk that did not load (see above). */
export function isStaleChunkError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (failures.has(error) || isChunkFetchError(error));
}

/** Why this chunk error happened (asked once per error), or null when it is no chunk error. */
export function chunkFailureOf(error: unknown): Promise<ChunkFailure> | null {
  if (!isStaleChunkError(error) || typeof error !== 'object' || error === null) return null;
  let known = failures.get(error);
  if (!known) {
    known = diagnoseChunkFailure(error);
    failures.set(error, known);
  }
  return known;
}

interface NoticeActions {
  reload: () => void;
  retry: () => Promise<void>;
}

const defaultActions: NoticeActions = {
  reload: () => window.location.reload(),
  // the failed chunks again (fresh URLs); then what waits on them draws again (lazy-chunk.ts)
  retry: () => retryFailedChunks().then(askChunksAgain),
};

/**
 * Asks why the chunk failed and shows its notice unless the same one is on screen. A Retry that fails
 * again asks again (the words may change: the connection is back but a dependency is stuck).
 */
export async function reportStaleChunk(
  error: unknown,
  actions: NoticeActions = defaultActions,
): Promise<void> {
  if (typeof error !== 'object' || error === null) return;
  if (!failedChunkUrl(error) && !isChunkFetchError(error)) return;
  const kind = (await chunkFailureOf(error)) ?? 'updated';
  if (shown === kind) return;
  shown = kind;
  const text = CHUNK_FAILURE_TEXT[kind];
  const retry = () => {
    shown = null;
    actions.retry().catch((again: unknown) => reportStaleChunk(again, actions));
  };
  showToast(
    {
      message: i18n.t(text.message),
      intent: Intent.WARNING,
      icon: text.action === 'retry' ? 'warning-sign' : 'refresh',
      timeout: 0,
      action:
        text.action === 'retry'
          ? { text: i18n.t('exception.retry'), icon: 'refresh', onClick: retry }
          : { text: i18n.t('exception.reload'), icon: 'refresh', onClick: actions.reload },
      // dismissed, it comes back with the next import that fails
      onDismiss: () => {
        shown = null;
      },
    },
    CONSOLE_UPDATED_TOAST,
  );
}

/** Listens for Vite's failed dynamic imports; returns the unlisten. */
export function listenForStaleChunks(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  const onError = (event: Event) => void reportStaleChunk((event as Event & { payload?: unknown }).payload);
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}
