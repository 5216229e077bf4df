import { translate } from '@opsdeck/shared/i18n';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * In the palette (open, empty), by keyboard: "re-issue coins", the member, amount and reason, up to
 * the review's CLI line.
 */
export async function paletteCoinsForm(page: Page, visibleId: string, amount: number, reason: string) {
  await page.keyboard.type('reissue coins');
  const selected = page.locator('.od-palette [cmdk-item][data-selected="true"]');
  await expect.poll(() => selected.innerText()).toContain(translate('en-US', 'patch.actions.reissueCoins'));
  await page.keyboard.press('Enter');
  await page.getByTestId('palette-args-input').waitFor();
  await page.keyboard.type(visibleId);
  await page.locator('.od-palette [cmdk-item]', { hasText: visibleId }).waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.type(String(amount));
  await page.keyboard.press('Enter');
  await page.keyboard.type(reason);
  await expect.poll(() => page.getByTestId('palette-cli-line').innerText()).toContain(reason);
}
