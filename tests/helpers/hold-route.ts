import type { Page } from 'playwright-core';

/**
 * A held route: `release` lets its requests through, `restore` also stops holding later ones,
 * `asked` says whether a request has reached it.
 */
export interface HeldRoute {
  release: () => void;
  restore: () => Promise<void>;
  asked: () => boolean;
}

/**
 * Holds every request matching `pattern` (a glob, or a test of the URL) until `release` is called
 * (e.g. a chunk or an API answer).
 */
export async function holdRoute(page: Page, pattern: string | ((url: URL) => boolean)): Promise<HeldRoute> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(pattern, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return {
    release,
    restore: async () => {
      release();
      await page.unroute(pattern);
    },
    asked: () => asked,
  };
}
