import { publicRoutes, type RoutePath } from '@opsdeck/shared/catalogue';
import type { OrderKind } from '@opsdeck/shared/schemas';

/** The query of a link; undefined and null values are left out. */
export type LinkQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * A link to a screen of the catalogue, with its query: `pathTo('/order/patch', { orderNo })`. The
 * path is typed as the catalogue's `RoutePath`, so a link to a path no route declares (a renamed or
 * removed screen) does not compile. Web code writes route paths only here (check-route-strings.mjs,
 * run by `npm run lint`, fails on one written anywhere else in web/src).
 */
export function pathTo(path: RoutePath, query?: LinkQuery | URLSearchParams): string {
  const params = new URLSearchParams(query instanceof URLSearchParams ? query : undefined);
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The section a catalogue route opens (`/exception/403` → `/exception/`): its first segment, which
 * the screens of one group share, for a test on any of them.
 */
export function sectionOf(path: RoutePath): string {
  return /^\/[^/]+\//.exec(path)?.[0] ?? path;
}

/** The list screen of each kind of order. */
const ORDER_LISTS: Record<OrderKind, RoutePath> = {
  vip: '/order/vip',
  iap: '/order/iap',
  pay: '/order/pay',
  exchange: '/order/exchange',
  patch: '/order/patch',
};

/** The list an order of `kind` is shown in (an order's view opens on it). */
export function orderListOf(kind: OrderKind): RoutePath {
  return ORDER_LISTS[kind];
}

/** `orderListOf` for a kind as the API gives it; undefined for one that is not a kind of order. */
export function orderListPath(kind: string): RoutePath | undefined {
  return Object.hasOwn(ORDER_LISTS, kind) ? ORDER_LISTS[kind as OrderKind] : undefined;
}

/** The catalogue's /redirect route: a tab reloads by going through it. */
const REDIRECT_PATH = publicRoutes.find((r) => r.name === 'Redirect')?.path ?? '/redirect';

/** The path that reloads a tab's page (`/redirect/member/list?…`): the route behind it, drawn again. */
export function reloadPath(fullPath: string): string {
  return `${REDIRECT_PATH}${fullPath}`;
}
