import type { MemberDetail, MemberRow, OrderRow } from '@opsdeck/shared/schemas';
import type { Page } from 'playwright-core';

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
 * On an open re-issue screen, by keyboard: the member by visible id, then the amount and the reason;
 * the focus is left in the reason.
 */
export async function fillReissueForm(
  page: Page,
  who: MemberRow,
  amount: number,
  reason: string,
): Promise<void> {
  const picker = page.getByRole('combobox');
  await picker.waitFor();
  await picker.pressSequentially(who.visibleId);
  await page.locator('.bp6-menu-item', { hasText: who.visibleId }).waitFor();
  await picker.press('Enter');
  await page.locator('#patch-amount:focus').waitFor();
  await page.keyboard.type(String(amount));
  await page.keyboard.press('Enter');
  await page.locator('#patch-reason:focus').waitFor();
  await page.keyboard.type(reason);
}
