/** History state of a drawer opened from the list (closing it goes Back). */
export const OPENED_FROM_LIST = { memberFromList: true } as const;

/** The member whose drawer is open: `?member=<id>` (a positive 32-bit integer), else null. */
export function openMemberId(params: URLSearchParams): number | null {
  const raw = params.get('member') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
