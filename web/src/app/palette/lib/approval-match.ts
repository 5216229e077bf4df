import type { Approval } from '@opsdeck/shared/schemas';

/**
 * The pending requests an admin may decide (not their own: the server refuses those), narrowed by
 * what was typed: the member's 8-digit id or nickname, the requester, the request number or amount.
 */
export function decidableRequests(list: readonly Approval[], me: number | null, query: string): Approval[] {
  const q = query.trim().toLowerCase().replace(/^#/, '');
  return list.filter((a) => {
    if (a.status !== 'pending' || a.requester.id === me) return false;
    if (q === '') return true;
    const words = [
      a.member?.visibleId,
      a.member?.nickname,
      a.requester.name,
      String(a.id),
      a.amount === null ? undefined : String(a.amount),
      a.reason,
    ];
    return words.some((w) => w?.toLowerCase().includes(q));
  });
}
