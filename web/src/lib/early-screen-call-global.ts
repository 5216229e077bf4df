/**
 * Where index.html's inline script leaves the first call of a screen it asked for (an
 * `EarlyScreenCall` on `window`; which screens: `EARLY_SCREEN_CALLS` in
 * web/scripts/signed-in-preload.ts), for `early-screen-call.ts` to take. Its own module, so the
 * build reads it without the API client.
 */
export const EARLY_SCREEN_CALL_GLOBAL = '__opsdeckScreenCall';

/** A screen's first call as the page asked for it: its path, its query string and the answer. */
export interface EarlyScreenCall {
  url: string;
  query: string;
  answer: Promise<Response>;
}
