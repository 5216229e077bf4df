/**
 * Where index.html's inline script leaves the profile's answer it asked for (a `Promise<Response>`
 * on `window`), for `early-profile.ts` to take. Its own module, so the build reads it without the
 * API client.
 */
export const EARLY_PROFILE_GLOBAL = '__opsdeckProfile';
