import type { Role } from '../schemas/common.js';
import type { AccessibleRoute } from './route-access.js';

interface NamedRoute extends AccessibleRoute {
  name: string;
  path: string;
}

/**
 * The first route, in the given (menu) order, whose role list holds '*' or the role; undefined
 * when there is none (the guard then goes to not-found). As the template's findFirstPermissionRoute,
 * a route must name its roles explicitly to be a landing target.
 */
export function firstPermittedRoute<T extends NamedRoute>(
  routes: readonly T[],
  role: Role | '',
): T | undefined {
  return routes.find(
    (r) =>
      r.requiresAuth !== false && !!r.roles && (r.roles.includes('*') || (!!role && r.roles.includes(role))),
  );
}
