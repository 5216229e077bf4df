import { afterEach, describe, expect, test } from 'vitest';
import { announceRoute, clearRouteListeners } from './route-listener.ts';
import { routeOriginOf } from './route-origin.ts';

const at = (name: string, pathname: string, search = '') =>
  announceRoute({ name, pathname, search, i18nKey: `menu.${name}` });

describe('routeOriginOf', () => {
  afterEach(() => clearRouteListeners());

  test('the screen before the flow, with its query; a changed query is the same screen', () => {
    at('monitor', '/dashboard/monitor');
    at('list', '/member/list', '?q=1');
    at('list', '/member/list', '?q=2');
    at('step', '/form/step');
    expect(routeOriginOf(null, '/form/step')).toEqual({ path: '/member/list?q=2', i18nKey: 'menu.list' });
  });

  test('none from a result page or a first load; the one kept in the router state wins', () => {
    at('step', '/form/step');
    expect(routeOriginOf(undefined, '/form/step')).toBeUndefined();
    at('error', '/result/error');
    at('step', '/form/step');
    expect(routeOriginOf({}, '/form/step')).toBeUndefined();
    const from = { path: '/dashboard/monitor', i18nKey: 'menu.dashboard.monitor' };
    expect(routeOriginOf({ draft: {}, from }, '/form/step')).toEqual(from);
    expect(
      routeOriginOf({ from: { path: 'https://evil.example', i18nKey: 'x' } }, '/form/step'),
    ).toBeUndefined();
  });
});
