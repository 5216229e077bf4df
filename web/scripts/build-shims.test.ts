import { IconNames } from '@blueprintjs/icons';
import { describe, expect, test } from 'vitest';
import { ICON_NAMES_SHIM, iconNamesPlugin } from './icon-names-plugin.ts';

type Shim = { IconNames: Record<string, string>; IconNamesSet: { has(name: unknown): boolean } };
const shim = (): Promise<Shim> =>
  import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(ICON_NAMES_SHIM)}`);

describe('icon names in the build', () => {
  test('every Blueprint icon name is valid, and so is every constant', async () => {
    const { IconNames: names, IconNamesSet: set } = await shim();
    for (const name of new Set(Object.values(IconNames))) expect(set.has(name), name).toBe(true);
    for (const [key, name] of Object.entries(IconNames)) expect(names[key], key).toBe(name);
  });

  test('what is not written like an icon name is not one', async () => {
    const { IconNamesSet: set } = await shim();
    for (const name of ['', 'Cross', 'cross ', '-cross', 'small--cross', 'a_b', 7, undefined]) {
      expect(set.has(name), String(name)).toBe(false);
    }
  });

  test("replaces only the icons package's table", () => {
    const load = iconNamesPlugin().load as (id: string) => string | undefined;
    expect(load('/x/node_modules/@blueprintjs/icons/lib/esm/iconNames.js')).toBe(ICON_NAMES_SHIM);
    expect(load('C:\\x\\node_modules\\@blueprintjs\\icons\\lib\\esm\\iconNames.js')).toBe(ICON_NAMES_SHIM);
    expect(load('/x/node_modules/@blueprintjs/icons/lib/esm/iconLoader.js')).toBeUndefined();
  });
});
