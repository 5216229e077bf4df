import type { RoutePath } from '@opsdeck/shared/catalogue';

/** The query of a link; undefined and null values are left out. */
export type LinkQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * A link to a screen of the catalogue, with its query: `pathTo('/order/patch', { orderNo })`. The
 * path is typed as the catalogue's `RoutePath`, so a link to a path no route declares (a renamed or
 * removed screen) does not compile.
 */
export function pathTo(path: RoutePath, query?: LinkQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
