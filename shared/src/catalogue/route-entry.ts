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
