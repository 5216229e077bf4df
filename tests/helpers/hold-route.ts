import type { Page } from 'playwright-core';

/** A held route: `release` lets its requests through, `restore` also stops holding later ones. */
export interface HeldRoute {
  release: () => void;
  restore: () => Promise<void>;
}

/** Holds every request matching `pattern` until `release` is called (e.g. a chunk or an API answer). */
export async function holdRoute(page: Page, pattern: string): Promise<HeldRoute> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release,
    restore: async () => {
      release();
      await page.unroute(pattern);
    },
  };
}
