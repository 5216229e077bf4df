import { describe, expect, test } from 'vitest';
import { readEnv } from './env.js';

describe('readEnv', () => {
  test('config dir: XDG_CONFIG_HOME when absolute, else ~/.config', () => {
    expect(readEnv({ HOME: '/home/a', XDG_CONFIG_HOME: '/x' }).configDir).toBe('/x/opsdeck');
    expect(readEnv({ HOME: '/home/a' }).configDir).toBe('/home/a/.config/opsdeck');
    expect(readEnv({ HOME: '/home/a', XDG_CONFIG_HOME: 'relative' }).configDir).toBe(
      '/home/a/.config/opsdeck',
    );
  });

  test.each([
    [{ OPSDECK_LANG: 'zh-CN', LANG: 'en_US.UTF-8' }, 'zh-CN'],
    [{ LC_ALL: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' }, 'zh-CN'],
    [{ LC_ALL: 'C', LANG: 'zh_CN.UTF-8' }, 'en-US'],
    [{ LANG: 'zh_TW.UTF-8' }, 'zh-CN'],
    [{ LANG: 'fr_FR.UTF-8' }, 'en-US'],
    [{}, 'en-US'],
  ])('locale from %j is %s', (source, locale) => {
    expect(readEnv({ HOME: '/h', ...source }).locale).toBe(locale);
  });

  test.each([
    [{}, false],
    [{ NO_COLOR: '' }, false],
    [{ NO_COLOR: '1' }, true],
    [{ TERM: 'dumb' }, true],
  ])('NO_COLOR / TERM %j → noColor %s', (source, noColor) => {
    expect(readEnv({ HOME: '/h', ...source }).noColor).toBe(noColor);
  });

  test('server and token: blank counts as unset', () => {
    expect(readEnv({ HOME: '/h', OPSDECK_SERVER: ' ', OPSDECK_TOKEN: '' })).toMatchObject({
      server: undefined,
      token: undefined,
    });
    expect(readEnv({ HOME: '/h', OPSDECK_SERVER: 'http://a/api', OPSDECK_TOKEN: 't' })).toMatchObject({
      server: 'http://a/api',
      token: 't',
    });
  });

  test('a browser: BROWSER, and a display from DISPLAY or WAYLAND_DISPLAY', () => {
    expect(readEnv({ HOME: '/h' })).toMatchObject({ browser: undefined, display: false });
    expect(readEnv({ HOME: '/h', BROWSER: 'firefox', WAYLAND_DISPLAY: 'wayland-0' })).toMatchObject({
      browser: 'firefox',
      display: true,
    });
    expect(readEnv({ HOME: '/h', DISPLAY: ':0' }).display).toBe(true);
  });
});
