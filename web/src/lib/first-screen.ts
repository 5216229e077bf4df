/**
 * When the signed-in console has drawn its first screen: the layout's first effect, after the
 * screen's own (its first calls are on their way by then). What the first paint does not need waits
 * for it: the keyboard layer (signed-in-keyboard.tsx), the workplace's quick operations, the message
 * bell's first fetch.
 */
let drawn: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  drawn = resolve;
});

/** Called by the layout once it has drawn a screen (again on later screens: it settles once). */
export function markScreenDrawn(): void {
  drawn();
}

/** The longest `afterFirstScreen` waits for the first screen's calls (a slow list, a poll). */
const QUIET_WAIT_MS = 3000;

/** The longest `afterFirstScreen` waits for the main thread to be idle once the answers are in. */
const IDLE_WAIT_MS = 1000;

/**
 * Settles once the first screen is on the page with its first answers (`whenQuiet`: no call on its
 * way, WebApi), after the frame that draws them and once the main thread is idle: what loads then
 * does not delay what the operator came to see (Lighthouse counts whatever finished before the
 * largest paint as in its way). The idle wait is for React's drawing of the answers, which is a
 * transition (`useFetch`) drawn in 5 ms slices and often still running when the calls are done: a
 * picture list's cards were then drawn after the keyboard layer's zod had arrived.
 */
export async function afterFirstScreen(whenQuiet: () => Promise<void>): Promise<void> {
  await firstScreen;
  await Promise.race([whenQuiet(), new Promise((resolve) => setTimeout(resolve, QUIET_WAIT_MS))]);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (typeof requestIdleCallback === 'function')
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: IDLE_WAIT_MS }));
}
