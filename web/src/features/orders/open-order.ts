/** History state of an order view opened from the list (closing it goes Back). */
export const ORDER_OPENED_FROM_LIST = { orderFromList: true } as const;

/** The order whose view is open: `?order=<order number or internal id>` (upper-cased), else null. */
export function openOrderRef(params: URLSearchParams): string | null {
  const raw = (params.get('order') ?? '').trim().toUpperCase();
  return /^(?:[A-Z]{3}\d{14}|[1-9]\d{0,9})$/.test(raw) ? raw : null;
}
