import {
  DEFAULT_ROUTE_NAME,
  DEFAULT_ROUTE_PATH,
  publicRoutes,
  type Role,
  type RouteEntry,
  routeByName,
  routeByPath,
  WHITE_LIST,
} from '@opsdeck/shared/catalogue';
import { canAccessRoute, firstPermittedRoute, isInServerMenu } from '@opsdeck/shared/permissions';
import type { MenuNode } from '@opsdeck/shared/schemas';
import { pathTo } from '../../lib/route-links.ts';

/** Pure decisions of the navigation guard (spec §4, screens.md §2.1); guard.ts runs them. */

const NOT_FOUND = publicRoutes.find((r) => r.name === 'notFound')!;
const REDIRECT = publicRoutes.find((r) => r.name === 'Redirect')!;

/** The catalogue route a path lands on: a screen, /login, /redirect/…, else not-found. */
export function resolveTarget(pathname: string): RouteEntry {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === REDIRECT.path || path.startsWith(`${REDIRECT.path}/`)) return REDIRECT;
  const route = routeByPath(path);
  return route && route.path !== '/*' ? route : NOT_FOUND;
}

/**
 * The route a sign-in should come back to: the path itself, or for `/redirect/<path>` (a tab's
 * reload) the route behind it, so a signed-out reload keeps its target.
 */
export function signInTarget(pathname: string): RouteEntry {
  const target = resolveTarget(pathname);
  if (target.name !== REDIRECT.name) return target;
  const behind = pathname.slice(REDIRECT.path.length).replace(/^\/+/, '');
  return behind ? resolveTarget(`/${behind}`) : (routeByName(DEFAULT_ROUTE_NAME) ?? target);
}

/** `/login?redirect=<route name>&<the target's query>` (spec §4). */
export function loginUrl(target: RouteEntry, search: string): string {
  const params = new URLSearchParams({ redirect: target.name });
  for (const [k, v] of new URLSearchParams(search)) if (k !== 'redirect') params.append(k, v);
  return pathTo('/login', params);
}

/** Where a sign-in lands: the redirect route by name with the other query params, else the workplace. */
export function postLoginTarget(search: string): string {
  const params = new URLSearchParams(search);
  const name = params.get('redirect');
  params.delete('redirect');
  const route = name ? routeByName(name) : undefined;
  const path = route?.requiresAuth && route.name !== REDIRECT.name ? route.path : DEFAULT_ROUTE_PATH;
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

export type LoginStep = { kind: 'continue' } | { kind: 'fetchProfile' } | { kind: 'toLogin'; to: string };

/**
 * The login check: with a token, continue once the role is known, else fetch the profile first;
 * without one, only routes that need no authentication (login, not-found) are open.
 */
export function loginCheck(
  target: RouteEntry,
  search: string,
  state: { hasToken: boolean; role: Role | '' },
): LoginStep {
  if (state.hasToken) return state.role ? { kind: 'continue' } : { kind: 'fetchProfile' };
  if (!target.requiresAuth) return { kind: 'continue' };
  return { kind: 'toLogin', to: loginUrl(target, search) };
}

export type PermissionStep =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'fetchMenu' };

export interface PermissionState {
  role: Role | '';
  /** Routes that have a screen, in menu order: where a forbidden target goes instead. */
  builtRoutes: readonly RouteEntry[];
  menuFromServer: boolean;
  serverMenu: readonly MenuNode[];
  /** True once the server menu was fetched for this navigation (fetch it once, spec §6). */
  menuAttempted?: boolean;
  /**
   * True when that fetch failed: the operator keeps the catalogue's menu and its rules (with the
   * one error notification) instead of being locked out on not-found.
   */
  menuFailed?: boolean;
}

/**
 * The permission check. Menu from server: the route must be in the server tree (or whitelisted)
 * and permitted, else not-found; an empty tree is fetched first, and when that fetch fails the
 * catalogue's rules apply. Otherwise: a forbidden route goes
 * to the first permitted built route, else not-found. Whether the target's own screen exists is
 * not asked here: a permitted route without a screen renders the not-found page.
 */
export function permissionCheck(target: RouteEntry, state: PermissionState): PermissionStep {
  const permitted = canAccessRoute(target, state.role);
  if (target.name === REDIRECT.name) return permitted ? { kind: 'allow' } : { kind: 'notFound' };
  if (state.menuFromServer && !(state.menuFailed && state.serverMenu.length === 0)) {
    const whitelisted = (WHITE_LIST as readonly string[]).includes(target.name);
    if (state.serverMenu.length === 0 && !whitelisted && !state.menuAttempted) return { kind: 'fetchMenu' };
    return permitted && isInServerMenu(state.serverMenu, target.name, WHITE_LIST)
      ? { kind: 'allow' }
      : { kind: 'notFound' };
  }
  if (permitted) return { kind: 'allow' };
  const first = firstPermittedRoute(state.builtRoutes, state.role);
  return first ? { kind: 'redirect', to: first.path } : { kind: 'notFound' };
}
