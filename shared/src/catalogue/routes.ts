import { businessGroups } from './groups-business.js';
import { consoleGroups } from './groups-console.js';
import { ANY } from './route-entry.js';
import type { MenuGroup, RouteEntry } from './types.js';

/** The default landing route (spec §9). */
export const DEFAULT_ROUTE_NAME = 'Workplace';
export const DEFAULT_ROUTE_PATH = '/dashboard/workplace';
/** Routes the menu-from-server check always lets through (spec §6). */
export const WHITE_LIST = ['notFound', 'login'] as const;

/**
 * The path of every route a link may name: the menu groups' screens and /login. Web links are
 * built from it (web/src/lib/route-links.ts), so a link to a path no route declares does not compile.
 */
export type RoutePath =
  | (typeof businessGroups)[keyof typeof businessGroups]['children'][number]['path']
  | (typeof consoleGroups)[keyof typeof consoleGroups]['children'][number]['path']
  | '/login';

/** Public and technical routes outside the menu. */
export const publicRoutes: RouteEntry[] = [
  {
    name: 'login',
    path: '/login',
    i18nKey: 'menu.login',
    roles: [],
    requiresAuth: false,
    built: true,
    noTab: true,
  },
  {
    name: 'Redirect',
    path: '/redirect',
    i18nKey: 'menu.redirect',
    roles: [...ANY],
    requiresAuth: true,
    hideInMenu: true,
    noTab: true,
    built: true,
  },
  {
    name: 'notFound',
    path: '/*',
    i18nKey: 'menu.notFound',
    roles: [],
    requiresAuth: false,
    built: true,
    noTab: true,
  },
];

/**
 * Every screen of spec §2 in its menu group, groups ordered by spec §9
 * (dashboard 0, wallpaper 2, category 2, topic 3, consume 3, order 4, template 4, member 5,
 * collection 6, user 100, points 1000, sign-in 1001, invite 1002). The template groups keep the
 * template's order within those numbers; ties keep declaration order. The groups themselves are in groups-business.ts and
 * groups-console.ts.
 */
export const menuGroups: MenuGroup[] = [
  consoleGroups.dashboard,
  consoleGroups.visualization,
  businessGroups.category,
  businessGroups.wallpaper,
  consoleGroups.list,
  businessGroups.topic,
  businessGroups.consume,
  consoleGroups.form,
  businessGroups.order,
  businessGroups.template,
  consoleGroups.profile,
  businessGroups.member,
  consoleGroups.result,
  businessGroups.collection,
  consoleGroups.exception,
  consoleGroups.user,
  businessGroups.points,
  businessGroups.checkin,
  businessGroups.invite,
  consoleGroups.docs,
  consoleGroups.faq,
];

/** Menu groups in menu order (stable for ties). */
export function orderedGroups(groups: readonly MenuGroup[] = menuGroups): MenuGroup[] {
  return [...groups].sort((a, b) => a.order - b.order);
}

/** Every protected screen, in menu order. */
export function allRoutes(groups: readonly MenuGroup[] = menuGroups): RouteEntry[] {
  return orderedGroups(groups).flatMap((g) => g.children);
}

/** The first route of each name and of each path (screens, then public routes), made once. */
let lookup: { byName: Map<string, RouteEntry>; byPath: Map<string, RouteEntry> } | undefined;

function routeLookup() {
  if (!lookup) {
    const byName = new Map<string, RouteEntry>();
    const byPath = new Map<string, RouteEntry>();
    for (const r of [...allRoutes(), ...publicRoutes]) {
      if (!byName.has(r.name)) byName.set(r.name, r);
      if (r.path !== '/*' && !byPath.has(r.path)) byPath.set(r.path, r);
    }
    lookup = { byName, byPath };
  }
  return lookup;
}

/** The route with this name, among all screens and public routes. */
export function routeByName(name: string): RouteEntry | undefined {
  return routeLookup().byName.get(name);
}

/** The screen at this exact path. */
export function routeByPath(path: string): RouteEntry | undefined {
  return routeLookup().byPath.get(path);
}
