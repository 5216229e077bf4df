import { allRoutes } from '@opsdeck/shared/catalogue';
import { describe, expect, test } from 'vitest';
import { pathTo } from './route-links.ts';

describe('pathTo', () => {
  test('a catalogue path with its query; empty values left out', () => {
    expect(pathTo('/member/list')).toBe('/member/list');
    expect(pathTo('/order/patch', { orderNo: 'PAT2026 1', x: undefined, y: null })).toBe(
      '/order/patch?orderNo=PAT2026+1',
    );
    expect(pathTo('/user/setting', { tab: 'security', password: 1 })).toBe(
      '/user/setting?tab=security&password=1',
    );
  });

  test('the paths it links to are the routes the console serves', () => {
    const paths = new Set(allRoutes().map((r) => r.path));
    for (const path of [
      '/member/list',
      '/order/patch',
      '/profile/basic',
      '/result/success',
      '/wallpaper/detail',
    ] as const) {
      expect(paths).toContain(pathTo(path));
    }
  });
});
