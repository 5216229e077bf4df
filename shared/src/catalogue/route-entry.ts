import type { ContentResourceKey } from '../resources/audit-areas.js';
import type { RouteEntry } from './types.js';

/** Any role, or admins only (spec §6). */
export const ANY = ['*'] as const satisfies RouteEntry['roles'];
export const ADMIN = ['admin'] as const satisfies RouteEntry['roles'];

/**
 * A protected screen entry with the defaults: authentication required, any role, not built yet. Its
 * path keeps its literal type, so `RoutePath` (routes.ts) is the union of every declared path.
 */
export function route<const P extends string>(
  entry: Omit<RouteEntry, 'requiresAuth' | 'roles' | 'built' | 'path'> &
    Partial<Omit<RouteEntry, 'path'>> & { path: P },
): RouteEntry & { path: P } {
  return { requiresAuth: true, roles: [...ANY], built: false, ...entry };
}

/**
 * A content resource's list screen: its title is the resource's plural name, `content.areas.<key>`
 * (also its area in the operation log), so the menu, tab and palette need no title of their own.
 */
export function resourceRoute<const P extends string>(
  key: ContentResourceKey,
  entry: Omit<Parameters<typeof route<P>>[0], 'i18nKey'>,
): RouteEntry & { path: P } {
  return route({ ...entry, i18nKey: resourceTitleKey(key) });
}

/** The title key of a content resource's list screen (its plural name). */
export const resourceTitleKey = (key: ContentResourceKey) => `content.areas.${key}` as const;
