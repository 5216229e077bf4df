/**
 * What `vi.waitFor` is given: its own default (1 s) is shorter than a render or a stream frame
 * takes on a loaded 2-core machine, where the suite must pass too. It returns as soon as the
 * condition holds; `npm run lint` (scripts/check-test-waits.mjs) flags a call without it.
 */
export const WAIT_FOR = { timeout: 10_000 } as const;
