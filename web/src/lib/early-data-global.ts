/**
 * Where index.html's inline script leaves the first screen's data call it made (`EarlyAnswer` on
 * `window`), for `early-data.ts` to take. Its own module, so the build reads it without axios.
 */
export const EARLY_DATA_GLOBAL = '__opsdeckScreenData';

/** What the inline script leaves: the call's URL and headers, and its answer on its way. */
export interface EarlyAnswer {
  /** The full URL asked for (the API base, the path and the query), as the client would build it. */
  url: string;
  /** The token and language it was asked with: a call with others does not take it. */
  token: string;
  lang: string;
  answer: Promise<Response>;
}
