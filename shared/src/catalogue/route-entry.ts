import type { RouteEntry } from './types.js';

/** Any role, or admins only (spec §6). */
export const ANY = ['*'] as const satisfies RouteEntry['roles'];
export const ADMIN = ['admin'] as const satisfies RouteEntry['roles'];

/** A protected screen entry with the defaults: authentication required, any role, not built yet. */
export function route(
  entry: Omit<RouteEntry, 'requiresAuth' | 'roles' | 'built'> & Partial<RouteEntry>,
): RouteEntry {
  return { requiresAuth: true, roles: [...ANY], built: false, ...entry };
}
