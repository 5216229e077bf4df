import type { MemberDetail, MemberRow, OrderRow } from '@opsdeck/shared/schemas';

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
