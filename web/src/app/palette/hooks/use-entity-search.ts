import { type ApiClient, listOrders, listTemplates, listWallpapers } from '@opsdeck/shared/api';
import type { OrderRow, Template, Wallpaper } from '@opsdeck/shared/schemas';
import { useFetch } from '../../../lib/use-fetch.ts';
import { ENTITY_DEBOUNCE_MS, ENTITY_LIMIT } from '../lib/entity-query.ts';

/** A server search of the palette: idle (nothing to ask), loading, the records found, or a failure. */
export type EntitySearchState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; items: T[] }
  | { status: 'error'; message: string };

/**
 * Asks the server after a pause in typing (`key` '' = nothing to ask); a newer query aborts the
 * older request, so answers never arrive out of order.
 */
function useEntitySearch<T>(
  key: string,
  load: (client: ApiClient) => Promise<{ list: T[] }>,
  delayMs: number,
): EntitySearchState<T> {
  const found = useFetch(key === '' ? null : key, load, { delayMs });
  if (key === '') return { status: 'idle' };
  if (found.loading || (found.data === null && found.error === null)) return { status: 'loading' };
  if (found.error !== null) return { status: 'error', message: found.error };
  return { status: 'ready', items: found.data?.list ?? [] };
}

/** Orders whose number starts with `orderNo` (GET /admin/orders?orderNo=). */
export function useOrderSearch(orderNo: string, delayMs = ENTITY_DEBOUNCE_MS): EntitySearchState<OrderRow> {
  return useEntitySearch(
    orderNo === '' ? '' : `orders:${orderNo}`,
    (client) => listOrders(client, { orderNo, pageSize: ENTITY_LIMIT }),
    delayMs,
  );
}

/** Templates whose name contains `q`, or whose id it is (GET /admin/templates?q=). */
export function useTemplateSearch(q: string, delayMs = ENTITY_DEBOUNCE_MS): EntitySearchState<Template> {
  return useEntitySearch(
    q === '' ? '' : `templates:${q}`,
    (client) => listTemplates(client, { q, pageSize: ENTITY_LIMIT }),
    delayMs,
  );
}

/** Wallpapers whose title contains `q`, or whose id it is (GET /admin/wallpapers?q=). */
export function useWallpaperSearch(q: string, delayMs = ENTITY_DEBOUNCE_MS): EntitySearchState<Wallpaper> {
  return useEntitySearch(
    q === '' ? '' : `wallpapers:${q}`,
    (client) => listWallpapers(client, { q, pageSize: ENTITY_LIMIT }),
    delayMs,
  );
}
