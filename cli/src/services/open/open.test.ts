import { allRoutes, publicRoutes, type RouteEntry } from '@opsdeck/shared/catalogue';
import { UsageError } from '@opsdeck/shared/errors';
import { canAccessRoute } from '@opsdeck/shared/permissions';
import { describe, expect, test, vi } from 'vitest';
import { createTranslator } from '../../i18n-bundled.js';
import { createFakeIO } from '../../testing/fake-io.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { browserCommand, openPage } from './open.js';
import { consoleBase, pageUrl, resolveRoute } from './route.js';

const t = createTranslator('en-US');
const catalogue = { routes: [...allRoutes(), ...publicRoutes], canAccess: canAccessRoute };
const linux = { browser: undefined, display: true, platform: 'linux' as const };

describe('open: routes', () => {
  test('by path or by route name (any case), with a query', () => {
    expect(resolveRoute(t, catalogue, '/member/list').route.name).toBe('MemberList');
    expect(resolveRoute(t, catalogue, '/member/list/').route.name).toBe('MemberList');
    expect(resolveRoute(t, catalogue, 'memberlist').route.path).toBe('/member/list');
    const target = resolveRoute(t, catalogue, 'MemberPatchCoin?member=10104729');
    expect(pageUrl('http://h:8080/api', target)).toBe('http://h:8080/member/patch-coin?member=10104729');
  });

  test('an unknown route is a usage error with suggestions', () => {
    expect(() => resolveRoute(t, catalogue, '/member/lst')).toThrow(UsageError);
    expect(() => resolveRoute(t, catalogue, '/member/lst')).toThrow(
      /Did you mean: \/member\/list \(MemberList\)/,
    );
    expect(() => resolveRoute(t, catalogue, '/*')).toThrow("'/*' is not a page of the console");
  });

  test('a route without a screen, and a route closed to the role, are refused', () => {
    const route = (over: Partial<RouteEntry>): RouteEntry => ({
      name: 'X',
      path: '/x',
      i18nKey: 'x',
      roles: ['*'],
      requiresAuth: true,
      built: true,
      ...over,
    });
    const own = {
      routes: [
        route({ name: 'Soon', path: '/soon', built: false }),
        route({ name: 'Admin', path: '/admin', roles: ['admin'] }),
      ],
      canAccess: canAccessRoute,
    };
    expect(() => resolveRoute(t, own, '/soon')).toThrow(
      'Soon (/soon) is in the catalogue but has no screen in the console yet',
    );
    expect(() => resolveRoute(t, own, 'Admin', 'user')).toThrow('Admin is not open to your role (Operator)');
    expect(resolveRoute(t, own, 'Admin', 'admin').route.path).toBe('/admin');
    expect(resolveRoute(t, own, 'Admin').route.path).toBe('/admin');
  });

  test('the console is served where the API is, without /api', () => {
    expect(consoleBase('https://ops.example.com/api')).toBe('https://ops.example.com');
    expect(consoleBase('https://x.example.com/ops/api')).toBe('https://x.example.com/ops');
  });

  test('a browser: BROWSER, open on macOS, start on Windows, xdg-open with a display', () => {
    expect(browserCommand({ ...linux, browser: 'firefox' }, 'u')).toEqual({
      command: 'firefox',
      args: ['u'],
    });
    expect(browserCommand({ ...linux, platform: 'darwin', display: false }, 'u')?.command).toBe('open');
    expect(browserCommand({ ...linux, platform: 'win32' }, 'u')?.command).toBe('cmd');
    expect(browserCommand(linux, 'u')?.command).toBe('xdg-open');
    expect(browserCommand({ ...linux, display: false }, 'u')).toBeUndefined();
  });
});

describe('opsdeck open', () => {
  test('piped: prints the URL only and never starts a browser', async () => {
    const f = createTestFactory();
    const launch = vi.fn(async () => true);
    const r = await openPage(f.context('http://h:1'), linux, { route: '/member/list', json: false }, launch);
    expect(f.io.out()).toBe('http://h:1/member/list\n');
    expect(r.opened).toBe(false);
    expect(launch).not.toHaveBeenCalled();
  });

  test('on a terminal with a browser: opens it and says so; --json tells whether it did', async () => {
    // NO_COLOR: the JSON is read back here (on a colour terminal it is coloured)
    const f = createTestFactory({ io: createFakeIO({ stdoutTTY: true, noColor: true }) });
    const launch = vi.fn(async () => true);
    const r = await openPage(f.context('http://h:1'), linux, { route: 'Workplace', json: true }, launch);
    expect(launch).toHaveBeenCalledWith('xdg-open', ['http://h:1/dashboard/workplace']);
    expect(r).toEqual({
      url: 'http://h:1/dashboard/workplace',
      route: 'Workplace',
      path: '/dashboard/workplace',
      opened: true,
    });
    expect(JSON.parse(f.io.out())).toEqual(r);
  });

  test('the role saved at sign-in is checked', async () => {
    const f = createTestFactory();
    f.credentials().set('http://h:1/api', { token: 't', role: 'user' });
    const adminOnly = allRoutes().find((r) => r.roles.includes('admin') && !r.roles.includes('*'));
    await expect(
      openPage(f.context('http://h:1'), linux, { route: adminOnly?.path ?? '', json: false }),
    ).rejects.toThrow(/not open to your role/);
  });
});
