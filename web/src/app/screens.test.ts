import { allRoutes } from '@opsdeck/shared/catalogue';
import { describe, expect, test } from 'vitest';
import { builtRoutes, hasScreen, routeNameOfPage, screens } from './screens.ts';

describe('screens', () => {
  test('every catalogue route marked built has a screen, and every screen belongs to a built route', () => {
    const built = allRoutes()
      .filter((r) => r.built)
      .map((r) => r.name)
      .sort();
    expect(Object.keys(screens).sort()).toEqual(built);
  });

  test('the built routes are the ones with a screen, in menu order, starting at the workplace', () => {
    expect(builtRoutes.map((r) => r.name)).toEqual(
      allRoutes()
        .filter((r) => hasScreen(r.name))
        .map((r) => r.name),
    );
    expect(builtRoutes[0]?.name).toBe('Workplace');
    expect(hasScreen('Monitor')).toBe(true);
    expect(hasScreen('Login')).toBe(false);
  });

  test('a list screen is found by its file name: the route name in kebab case', () => {
    expect(routeNameOfPage('../features/points/point-list-page.tsx')).toBe('PointList');
    expect(routeNameOfPage('../features/content/wallpapers/wallpaper-list-page.tsx')).toBe('WallpaperList');
    for (const name of [
      'CategoryList',
      'WallpaperList',
      'TemplateList',
      'CollectionList',
      'MemberList',
      'PointList',
    ])
      expect(hasScreen(name), name).toBe(true);
  });

  // imports every screen (the whole console) for the first time: slow on a loaded machine
  test('each screen module loads to a component', { timeout: 120_000 }, async () => {
    for (const load of Object.values(screens)) {
      const { Component } = await load();
      expect(typeof Component).toBe('function');
    }
  });
});
