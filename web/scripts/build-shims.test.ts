import { IconNames } from '@blueprintjs/icons';
import { describe, expect, test } from 'vitest';
import {
  AXIOS_FETCH_SHIM,
  buildShimsPlugin,
  HOTKEYS_DIALOG_SHIM,
  ICON_NAMES_SHIM,
  POPOVER_NEXT_SHIM,
} from './build-shims.ts';

const load = <T>(code: string): Promise<T> =>
  import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);

type IconNamesShim = { IconNames: Record<string, string>; IconNamesSet: { has(name: unknown): boolean } };

describe('icon names in the build', () => {
  test('every Blueprint icon name is valid, and so is every constant', async () => {
    const { IconNames: names, IconNamesSet: set } = await load<IconNamesShim>(ICON_NAMES_SHIM);
    for (const name of new Set(Object.values(IconNames))) expect(set.has(name), name).toBe(true);
    for (const [key, name] of Object.entries(IconNames)) expect(names[key], key).toBe(name);
  });

  test('what is not written like an icon name is not one', async () => {
    const { IconNamesSet: set } = await load<IconNamesShim>(ICON_NAMES_SHIM);
    for (const name of ['', 'Cross', 'cross ', '-cross', 'small--cross', 'a_b', 7, undefined]) {
      expect(set.has(name), String(name)).toBe(false);
    }
  });
});

describe("axios's fetch adapter in the build", () => {
  test('is never available, so axios keeps to xhr', async () => {
    const shim = await load<{ getFetch: () => unknown; default: unknown }>(AXIOS_FETCH_SHIM);
    expect(shim.getFetch()).toBe(false);
    expect(shim.default).toBe(false);
  });
});

describe('the build shims', () => {
  test('replace only those modules, whatever the separator', () => {
    const loadHook = buildShimsPlugin().load as (id: string) => string | undefined;
    expect(loadHook('/x/node_modules/@blueprintjs/icons/lib/esm/iconNames.js')).toBe(ICON_NAMES_SHIM);
    expect(loadHook('C:\\x\\node_modules\\@blueprintjs\\icons\\lib\\esm\\iconNames.js')).toBe(
      ICON_NAMES_SHIM,
    );
    expect(loadHook('/x/node_modules/axios/lib/adapters/fetch.js')).toBe(AXIOS_FETCH_SHIM);
    expect(loadHook('/x/node_modules/@blueprintjs/icons/lib/esm/iconLoader.js')).toBeUndefined();
    expect(loadHook('/x/node_modules/axios/lib/adapters/xhr.js')).toBeUndefined();
    const dialog = '/x/node_modules/@blueprintjs/core/lib/esm/components/hotkeys/hotkeysDialog.js';
    expect(loadHook(dialog)).toBe(HOTKEYS_DIALOG_SHIM);
    // the shim's own import of the original is loaded as it is
    expect(HOTKEYS_DIALOG_SHIM).toContain("import('./hotkeysDialog.js?original')");
    expect(loadHook(`${dialog}?original`)).toBeUndefined();
    const popover = '/x/node_modules/@blueprintjs/core/lib/esm/components/popover-next/popoverNext.js';
    expect(loadHook(popover)).toBe(POPOVER_NEXT_SHIM);
    expect(POPOVER_NEXT_SHIM).toContain("import('./popoverNext.js?original')");
    expect(POPOVER_NEXT_SHIM).toContain('web/src/lib/popover-stand-in.ts');
    expect(loadHook(`${popover}?original`)).toBeUndefined();
    expect(loadHook(popover.replace('popoverNext.js', 'popoverTarget.js'))).toBeUndefined();
  });
});
