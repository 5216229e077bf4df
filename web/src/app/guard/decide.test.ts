import { allRoutes, buildMenuTree, routeByName } from '@opsdeck/shared/catalogue';
import { describe, expect, test } from 'vitest';
import {
  loginCheck,
  loginUrl,
  type PermissionState,
  permissionCheck,
  postLoginTarget,
  resolveTarget,
  signInTarget,
} from './decide.ts';

const route = (name: string) => routeByName(name)!;
/** A menu route any role may open that has no screen yet (the server menu only lists built routes). */
const unbuiltName =
  allRoutes().find((r) => !r.built && !r.hideInMenu && r.roles.includes('*'))?.name ?? 'Monitor';
const built = allRoutes().filter((r) => ['Workplace', 'Info', 'Exception404'].includes(r.name));
const base: PermissionState = { role: 'user', builtRoutes: built, menuFromServer: false, serverMenu: [] };

describe('resolveTarget', () => {
  test.each([
    ['/dashboard/workplace', 'Workplace'],
    ['/dashboard/workplace/', 'Workplace'],
    ['/user/info', 'Info'],
    ['/login', 'login'],
    ['/redirect/user/info', 'Redirect'],
    ['/dashboard/monitor', 'Monitor'],
    ['/no/such/page', 'notFound'],
    ['/', 'notFound'],
  ])('%s → %s', (path, name) => {
    expect(resolveTarget(path).name).toBe(name);
  });
});

describe('login check', () => {
  test('no token on a protected route → login with the route name and its query', () => {
    const step = loginCheck(route('Info'), '?tab=x&a=1', { hasToken: false, role: '' });
    expect(step).toEqual({ kind: 'toLogin', to: '/login?redirect=Info&tab=x&a=1' });
  });

  test('no token on login or not-found → continue', () => {
    expect(loginCheck(route('login'), '', { hasToken: false, role: '' }).kind).toBe('continue');
    expect(loginCheck(resolveTarget('/nope'), '', { hasToken: false, role: '' }).kind).toBe('continue');
  });

  test('token without role → fetch the profile; token with role → continue', () => {
    expect(loginCheck(route('Info'), '', { hasToken: true, role: '' }).kind).toBe('fetchProfile');
    expect(loginCheck(route('login'), '', { hasToken: true, role: '' }).kind).toBe('fetchProfile');
    expect(loginCheck(route('Info'), '', { hasToken: true, role: 'user' }).kind).toBe('continue');
  });

  test('a redirect key in the target query does not override the route name', () => {
    expect(loginUrl(route('Workplace'), '?redirect=Monitor&x=1')).toBe('/login?redirect=Workplace&x=1');
  });
});

describe('post-login target', () => {
  test.each([
    ['?redirect=Info&tab=x', '/user/info?tab=x'],
    ['?redirect=Monitor', '/dashboard/monitor'],
    ['', '/dashboard/workplace'],
    ['?redirect=login', '/dashboard/workplace'],
    ['?redirect=notFound&x=1', '/dashboard/workplace?x=1'],
    ['?redirect=Redirect', '/dashboard/workplace'],
    ['?redirect=NoSuchRoute', '/dashboard/workplace'],
  ])('%s → %s', (search, to) => {
    expect(postLoginTarget(search)).toBe(to);
  });
});

describe('permission check (local menu)', () => {
  test('a permitted route is allowed, built or not', () => {
    expect(permissionCheck(route('Workplace'), base)).toEqual({ kind: 'allow' });
    expect(permissionCheck(route('OrderVip'), base)).toEqual({ kind: 'allow' });
    expect(permissionCheck(route('Monitor'), { ...base, role: 'admin' })).toEqual({ kind: 'allow' });
  });

  test('a forbidden route goes to the first permitted built route', () => {
    expect(permissionCheck(route('Monitor'), base)).toEqual({ kind: 'redirect', to: '/dashboard/workplace' });
    const noWorkplace = { ...base, builtRoutes: [route('Monitor'), route('Info')] };
    expect(permissionCheck(route('Monitor'), noWorkplace)).toEqual({ kind: 'redirect', to: '/user/info' });
  });

  test('with nothing permitted, not-found', () => {
    const onlyAdmin = { ...base, builtRoutes: [route('Monitor')] };
    expect(permissionCheck(route('Step'), onlyAdmin)).toEqual({ kind: 'notFound' });
  });

  test('open routes and the redirect route pass', () => {
    expect(permissionCheck(route('login'), { ...base, role: '' }).kind).toBe('allow');
    expect(permissionCheck(resolveTarget('/redirect/user/info'), base).kind).toBe('allow');
  });
});

describe('permission check (menu from server)', () => {
  const server = { ...base, menuFromServer: true };

  test('an empty server menu is fetched first, once', () => {
    expect(permissionCheck(route('Workplace'), server)).toEqual({ kind: 'fetchMenu' });
    expect(permissionCheck(route('Workplace'), { ...server, menuAttempted: true })).toEqual({
      kind: 'notFound',
    });
  });

  test('a signed-out /redirect/<path> signs in back to the path behind it', () => {
    expect(signInTarget('/redirect/user/info').name).toBe('Info');
    expect(loginCheck(signInTarget('/redirect/user/info'), '?tab=1', { hasToken: false, role: '' })).toEqual({
      kind: 'toLogin',
      to: '/login?redirect=Info&tab=1',
    });
    expect(postLoginTarget('?redirect=Info&tab=1')).toBe('/user/info?tab=1');
    expect(signInTarget('/redirect').name).toBe('Workplace');
    expect(signInTarget('/user/info').name).toBe('Info');
  });

  test('a failed menu fetch keeps the catalogue menu instead of locking the operator out', () => {
    const failed = { ...server, menuAttempted: true, menuFailed: true };
    expect(permissionCheck(route('Workplace'), failed)).toEqual({ kind: 'allow' });
    // an admin-only route for a user still goes to the first permitted one, as without server menu
    expect(permissionCheck(route('Monitor'), failed).kind).toBe('redirect');
  });

  test('whitelisted routes need no menu', () => {
    expect(permissionCheck(route('login'), server)).toEqual({ kind: 'allow' });
    expect(permissionCheck(resolveTarget('/x'), server)).toEqual({ kind: 'allow' });
  });

  test('in the tree and permitted → allow; otherwise not-found (no first-route fallback)', () => {
    const withMenu = { ...server, serverMenu: buildMenuTree('user') };
    expect(permissionCheck(route('Workplace'), withMenu)).toEqual({ kind: 'allow' });
    expect(permissionCheck(route('Monitor'), withMenu)).toEqual({ kind: 'notFound' });
    expect(permissionCheck(route(unbuiltName), withMenu)).toEqual({ kind: 'notFound' });
    const adminTree = { ...server, serverMenu: buildMenuTree('admin') };
    expect(permissionCheck(route('Workplace'), { ...adminTree, role: 'user' })).toEqual({ kind: 'allow' });
  });
});
