import { afterAll, afterEach, beforeAll } from 'vitest';

// The console fetches a language's strings when it needs them; components render synchronously in
// tests, so both languages are in before any test runs (where there is a DOM for i18n to follow).
if (typeof document !== 'undefined') {
  const { loadLocale } = await import('../lib/i18n.ts');
  await Promise.all([loadLocale('en-US', true), loadLocale('zh-CN', true)]);
  // findBy*/waitFor wait for their condition up to 1 s by default: a screen on a loaded 2-core
  // machine can take longer than that to render, so they wait up to 10 s (they return as soon as
  // the condition holds, so an idle run is no slower)
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

/** Each file starts from a fresh import's state (the files share their worker's modules). */
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { resetSharedState } = await import('./reset-shared-state.ts');
  await resetSharedState();
});

/**
 * Testing Library unmounts what a test rendered only where `afterEach` is a global, and this
 * workspace runs without globals: without this, every tree a file rendered stayed mounted until
 * jsdom was torn down, and an open overlay's transition timer then fired into a missing window.
 */
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  // keys a test left kept (typed-ahead.ts: a window listener that keeps text keys for a field still
  // to come) would swallow the next test's keys and type them again later
  const { takeTypedKeys } = await import('../lib/typed-ahead.ts');
  takeTypedKeys();
});

/**
 * Toasts and other portals render through React's scheduler, which runs on Node's setImmediate.
 * Work still queued when a test file ends would run after jsdom is torn down ("window is not
 * defined"), so each file unmounts the toaster (whose toasts keep dismiss and transition timers of
 * their own) and waits for that work to drain while the DOM still exists.
 */
afterAll(async () => {
  if (typeof document !== 'undefined') {
    const { unmountToaster } = await import('../lib/toaster.ts');
    const { act } = await import('@testing-library/react');
    act(() => unmountToaster());
  }
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
