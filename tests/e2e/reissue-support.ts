import { translate } from '@opsdeck/shared/i18n';
import type { MemberDetail, MemberRow, OrderRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the re-issue suites read back through the API: a member, the patch orders of a reason. */
export function reissueReads(api: <T>(path: string) => Promise<T>) {
  return {
    member: (id: number) => api<MemberDetail>(`/admin/members/${id}`),
    patchOrders: async (memberId: number, reason: string) =>
      (
        await api<{ list: OrderRow[] }>(`/admin/orders?kind=patch&memberId=${memberId}&pageSize=100`)
      ).list.filter((o) => o.reason === reason),
    /** Active members, for the suite to hand out one per test. */
    activeMembers: async () =>
      (await api<{ list: MemberRow[] }>('/admin/members?status=active&pageSize=20')).list,
  };
}

/**
 * On an open re-issue screen, by keyboard: the member by visible id, then amount and reason; the
 * focus is left in the reason.
 */
export async function fillReissueForm(page: Page, visibleId: string, amount: number, reason: string) {
  const picker = page.getByRole('combobox');
  await picker.waitFor();
  await picker.pressSequentially(visibleId);
  await page.locator('.bp6-menu-item', { hasText: visibleId }).waitFor();
  await picker.press('Enter');
  await page.locator('#patch-amount:focus').waitFor();
  await page.keyboard.type(String(amount));
  await page.keyboard.press('Enter');
  await page.locator('#patch-reason:focus').waitFor();
  await page.keyboard.type(reason);
}

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
