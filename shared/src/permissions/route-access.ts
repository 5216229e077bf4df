import type { Role, RoleOrAny } from '../schemas/common.js';

/** The parts of a route the access rule reads. */
export interface AccessibleRoute {
  requiresAuth?: boolean;
  roles?: readonly RoleOrAny[] | readonly string[];
}

/**
 * Route access (spec §5, §6): open when the route needs no authentication or has no role list;
 * otherwise the list must hold '*' or the role.
 */
export function canAccessRoute(route: AccessibleRoute, role: Role | '' | undefined): boolean {
  if (!route.requiresAuth) return true;
  if (!route.roles || route.roles.length === 0) return true;
  if (route.roles.includes('*')) return true;
  return !!role && route.roles.includes(role);
}
