import { describe, expect, test } from 'vitest';
import { allRoutes, buildMenuTree, routeByName, WHITE_LIST } from '../catalogue/index.js';
import { firstPermittedRoute } from './first-route.js';
import { canAccessRoute } from './route-access.js';
import { allowedByServerMenu, isInServerMenu } from './server-menu.js';
import { isVisibleTo } from './visibility.js';

/** Spec §2's route table: path → admin only? */
const SPEC_TABLE: Record<string, boolean> = {
  '/dashboard/workplace': false,
  '/dashboard/monitor': true,
  '/category/list': false,
  '/collection/list': false,
  '/collection/detail': false,
  '/consume/vip-list': false,
  '/consume/coin-list': false,
  '/consume/unlocked-list': false,
  '/member/list': false,
  '/member/patch-coin': false,
  '/member/patch-vip': false,
  '/member/reissue-jobs': false,
  '/order/vip': false,
  '/order/iap': false,
  '/order/pay': false,
  '/order/exchange': false,
  '/order/patch': false,
  '/task-checkin/list': false,
  '/task-invite/list': false,
  '/task-point/overview': false,
  '/task-point/list': false,
  '/template/list': false,
  '/template/create': false,
  '/template/detail': false,
  '/topic/list': false,
  '/wallpaper/topics': false,
  '/wallpaper/list': false,
  '/wallpaper/create': false,
  '/wallpaper/detail': false,
  '/user/info': false,
  '/user/setting': false,
  '/form/step': true,
  '/form/group': true,
  '/result/success': true,
  '/result/error': true,
  '/visualization/data-analysis': true,
  '/visualization/multi-dimension-data-analysis': true,
  '/exception/403': false,
  '/exception/404': false,
  '/exception/500': false,
  '/list/search-table': false,
  '/list/card': false,
  '/profile/basic': false,
};

describe('route access against the full route table of spec §2', () => {
  test('the catalogue holds exactly the spec routes', () => {
    expect(
      allRoutes()
        .map((r) => r.path)
        .sort(),
    ).toEqual(Object.keys(SPEC_TABLE).sort());
  });

  test.each(Object.entries(SPEC_TABLE))('%s (admin only: %s)', (path, adminOnly) => {
    const route = allRoutes().find((r) => r.path === path)!;
    expect(route.requiresAuth).toBe(true);
    expect(canAccessRoute(route, 'admin')).toBe(true);
    expect(canAccessRoute(route, 'user')).toBe(!adminOnly);
    expect(canAccessRoute(route, '')).toBe(!adminOnly && route.roles.includes('*'));
  });

  test('open routes: no requiresAuth, no role list, empty role list, wildcard', () => {
    expect(canAccessRoute({ requiresAuth: false, roles: ['admin'] }, 'user')).toBe(true);
    expect(canAccessRoute({ requiresAuth: true }, 'user')).toBe(true);
    expect(canAccessRoute({ requiresAuth: true, roles: [] }, 'user')).toBe(true);
    expect(canAccessRoute({ requiresAuth: true, roles: ['*'] }, 'user')).toBe(true);
    expect(canAccessRoute({ requiresAuth: true, roles: ['admin'] }, 'user')).toBe(false);
    expect(canAccessRoute(routeByName('login')!, '')).toBe(true);
  });
});

describe('visibility rule', () => {
  test('hides when the list is non-empty and the role is not in it', () => {
    expect(isVisibleTo(['admin'], 'user')).toBe(false);
    expect(isVisibleTo(['admin'], 'admin')).toBe(true);
    expect(isVisibleTo([], 'user')).toBe(true);
    expect(isVisibleTo(['*'], 'user')).toBe(true);
  });

  test.each([undefined, null, 'admin', { roles: ['admin'] }, 1])('throws on %j', (value) => {
    expect(() => isVisibleTo(value, 'admin')).toThrow(TypeError);
  });
});

describe('first permitted route', () => {
  test('is the workplace for both roles', () => {
    expect(firstPermittedRoute(allRoutes(), 'user')?.name).toBe('Workplace');
    expect(firstPermittedRoute(allRoutes(), 'admin')?.name).toBe('Workplace');
  });

  test('skips admin-only routes for user and is undefined when nothing is permitted', () => {
    const routes = allRoutes().filter((r) => r.name === 'Monitor' || r.name === 'OrderVip');
    expect(firstPermittedRoute(routes, 'user')?.name).toBe('OrderVip');
    expect(
      firstPermittedRoute(
        allRoutes().filter((r) => r.name === 'Monitor'),
        'user',
      ),
    ).toBeUndefined();
  });
});

describe('menu from server', () => {
  const tree = buildMenuTree('user');

  test('whitelisted names pass, names in the tree pass, others do not', () => {
    for (const name of WHITE_LIST) expect(isInServerMenu([], name, WHITE_LIST)).toBe(true);
    expect(isInServerMenu(tree, 'Workplace', WHITE_LIST)).toBe(true);
    expect(isInServerMenu(tree, 'Monitor', WHITE_LIST)).toBe(false);
  });

  test('the role check still applies', () => {
    expect(allowedByServerMenu(tree, 'Workplace', WHITE_LIST, false)).toBe(false);
    expect(allowedByServerMenu(tree, 'Workplace', WHITE_LIST, true)).toBe(true);
  });
});
