/**
 * Every dynamic `import()` of the console's own chunks, in a build, goes through `importChunk` (the
 * build rewrites each `import("./x-hash.js")` of a chunk into a call of the global below:
 * web/scripts/chunk-import.ts). Why: Chromium keeps a module fetch that failed in the page's module
 * map by its URL, for the page's life (measured in Chromium 150, tests/e2e/chunk-retry.test.ts): the
 * same `import()` rejects again at once, without a request, even once the network is back. So a
 * chunk that failed is asked for again under a fresh URL (`?retry=N`, a new key in that map), and
 * that URL is used from then on.
 *
 * What no fresh URL can mend: a chunk that did arrive but whose own static dependency failed (or a
 * `<link rel="modulepreload">` of one, which the preload helper adds): the dependency's URL is
 * written in the chunk, and the browser keeps its failure. `diagnoseChunkFailure` tells that case
 * ('stuck') apart, and the notice offers a reload (lib/stale-chunk.ts).
 */

/** What became of a chunk that did not load, asked of the server (see `diagnoseChunkFailure`). */
export type ChunkFailure =
  /** The server could not be reached (offline, connection refused, a 5xx): a retry may work. */
  | 'connection'
  /** The chunk is gone (404): a deploy replaced the console's files; only a reload helps. */
  | 'updated'
  /** The chunk is there but cannot be loaded in this page (a dependency's failure is kept): reload. */
  | 'stuck';

/** The global a build's chunks call instead of `import()` (web/scripts/chunk-import.ts). */
export const CHUNK_IMPORT_GLOBAL = '__opsdeckImportChunk';

/** How the browsers word a module (or a preloaded stylesheet) that could not be fetched. */
const FETCH_FAILED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/;
const URL_IN_MESSAGE = /https?:\/\/\S+?\.(?:js|css)(?:\?\S*)?(?=\s|$)/;

type NativeImport = (url: string) => Promise<unknown>;

interface ChunkState {
  /** Failed attempts so far: the next one asks for `?retry=<failures>`. */
  failures: number;
  /**
   * Only its `<link rel="modulepreload">` failed (the preload helper adds one per chunk an import
   * needs): the browser keeps that failure as well, but nothing imported it yet, so a retry of the
   * failed chunks leaves it (it may be a dependency, which a fresh URL would only run twice).
   */
  preloadOnly?: boolean;
  /** The URL it loaded under after a failure, used from then on. */
  loadedAs?: string;
}

const chunks = new Map<string, ChunkState>();
/** The chunk URL each failed import was for. */
const failedUrls = new WeakMap<object, string>();

/** True when the error says a chunk (script or stylesheet) could not be fetched, not that it threw. */
export function isChunkFetchError(error: unknown): boolean {
  return error instanceof Error && FETCH_FAILED.test(error.message);
}

/** The chunk URL a failed import was for: known when it went through `importChunk`, else from its message. */
export function failedChunkUrl(error: unknown): string | null {
  if (typeof error === 'object' && error !== null) {
    const known = failedUrls.get(error);
    if (known) return known;
  }
  if (!(error instanceof Error)) return null;
  const found = URL_IN_MESSAGE.exec(error.message)?.[0];
  return found ? withoutRetry(found) : null;
}

function withoutRetry(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('retry');
  return parsed.href;
}

/**
 * Imports the chunk `specifier` (relative to `base`, the importing chunk's URL). A chunk that failed
 * before is asked for under a fresh URL; one that loaded after a failure is taken from that URL. An
 * error thrown while a chunk runs (a bug, not a fetch) is not retried under another URL (that would
 * run the module twice).
 */
export function importChunk(
  specifier: string,
  base: string,
  nativeImport: NativeImport = (url) => import(/* @vite-ignore */ url),
): Promise<unknown> {
  const url = withoutRetry(new URL(specifier, base).href);
  const state = chunks.get(url);
  if (!state) {
    return nativeImport(url).catch((error: unknown) => {
      if (isChunkFetchError(error)) chunks.set(url, { failures: 1 });
      throw remember(error, url);
    });
  }
  if (state.loadedAs) return nativeImport(state.loadedAs);
  state.preloadOnly = false;
  const fresh = `${url}${url.includes('?') ? '&' : '?'}retry=${state.failures}`;
  return nativeImport(fresh).then(
    (module) => {
      state.loadedAs = fresh;
      return module;
    },
    (error: unknown) => {
      if (isChunkFetchError(error)) state.failures += 1;
      throw remember(error, url);
    },
  );
}

function remember(error: unknown, url: string): unknown {
  if (typeof error === 'object' && error !== null) failedUrls.set(error, url);
  return error;
}

/** The chunks that failed and have not loaded since (their URLs without `?retry`). */
export function failedChunks(): string[] {
  return [...chunks].filter(([, state]) => !state.loadedAs && !state.preloadOnly).map(([url]) => url);
}

/**
 * Asks the server for a failed chunk's file, bypassing every cache: a network error (or a 5xx) is
 * the connection ('connection'), a 404 a deploy that replaced it ('updated'). If it is there, the
 * chunk is imported again under a fresh URL: when that works the failure was the connection's and a
 * retry will find it loaded ('connection'); when it fails too, one of its dependencies' failures is
 * kept by the browser ('stuck'). Without a URL (a browser that does not name it) the browser's
 * online flag decides between 'connection' and 'updated'.
 */
export async function diagnoseChunkFailure(
  error: unknown,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
  nativeImport?: NativeImport,
): Promise<ChunkFailure> {
  const url = failedChunkUrl(error);
  if (!url) return globalThis.navigator?.onLine === false ? 'connection' : 'updated';
  let status: number;
  try {
    status = (await fetchFn(url, { cache: 'no-store' })).status;
  } catch {
    return 'connection';
  }
  if (status === 404 || status === 410) return 'updated';
  if (status >= 400) return 'connection';
  // a stylesheet is not kept as failed: the next preload adds a new link for it
  if (/\.css(\?|$)/.test(url)) return 'connection';
  // (an import that did not go through importChunk, e.g. in the dev server, is failed all the same)
  if (!chunks.has(url)) chunks.set(url, { failures: 1 });
  try {
    await importChunk(url, url, nativeImport);
    return 'connection';
  } catch {
    return 'stuck';
  }
}

/**
 * Imports every chunk that failed again (fresh URLs): resolves when all are in, rejects with the
 * first failure. What waits on them (a form's checks, a screen) is told by its own retry.
 */
export async function retryFailedChunks(nativeImport?: NativeImport): Promise<void> {
  await Promise.all(failedChunks().map((url) => importChunk(url, url, nativeImport)));
}

/** A chunk whose `<link rel="modulepreload">` failed: the browser keeps it failed (see ChunkState). */
export function preloadFailed(url: string): void {
  const key = withoutRetry(url);
  if (!chunks.has(key)) chunks.set(key, { failures: 1, preloadOnly: true });
}

/**
 * Makes `importChunk` the global the build's chunks call, and watches the preload helper's links
 * that fail: a chunk's `modulepreload` is remembered as failed (its import then asks for a fresh
 * URL), and a chunk's `stylesheet` link is dropped (the helper skips a stylesheet whose link is in
 * the page, so a retry would load the chunk without its styles).
 */
export function installChunkImport(target: typeof globalThis = globalThis): void {
  (target as unknown as Record<string, unknown>)[CHUNK_IMPORT_GLOBAL] = importChunk;
  target.document?.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (!(link instanceof HTMLLinkElement) || !link.href.includes('/assets/')) return;
      if (link.rel === 'stylesheet') link.remove();
      else if (link.rel === 'modulepreload') preloadFailed(link.href);
    },
    true,
  );
}

/** For tests: forgets every chunk's failures. */
export function resetChunkImports(): void {
  chunks.clear();
}
