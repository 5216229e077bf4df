/**
 * Compile-time flags that vite.config.ts (and web/vitest.config.ts) `define`. Each is replaced by
 * a literal, so code behind a false flag is removed from the bundle together with its imports.
 */

/** True only in the dev server of `npm run dev:mock`: the API is answered in the browser. */
declare const __OPSDECK_MOCK_API__: boolean;
