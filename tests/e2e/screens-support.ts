import { allRoutes } from '@opsdeck/shared/catalogue';
import type { Page } from 'playwright-core';

/** The record a detail screen opens when it is reached from its list (the seed has these). */
const RECORD: Record<string, string> = {
  '/wallpaper/detail': '?id=1',
  '/template/detail': '?id=1',
  '/collection/detail': '?id=1',
};

/** Every screen of the catalogue an admin can open by its path (none with a path parameter). */
export const EVERY_SCREEN = allRoutes()
  .filter((r) => r.built && r.requiresAuth && !r.path.includes(':'))
  .map((r) => `${r.path}${RECORD[r.path] ?? ''}`);

/** The screen has drawn: its heading is there and nothing on it is still loading. */
export async function settled(page: Page): Promise<void> {
  await page.locator('main :is(h1, h2, h3, h4, [role="heading"])').first().waitFor();
  await page.locator('main .bp6-spinner, main .bp6-skeleton').first().waitFor({ state: 'detached' });
}
