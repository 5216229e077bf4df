import { afterAll } from 'vitest';

/**
 * Toasts and other portals render through React's scheduler, which runs on Node's setImmediate.
 * Work still queued when a test file ends would run after jsdom is torn down ("window is not
 * defined"), so each file waits for that work to drain while the DOM still exists.
 */
afterAll(async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 20));
});

/**
 * jsdom lays nothing out, so it has no ResizeObserver: components that follow their container's
 * width (the list table, the layout editor, charts) get one that never reports a change.
 */
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
