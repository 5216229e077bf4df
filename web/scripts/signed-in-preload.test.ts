import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRoutes } from '@opsdeck/shared/catalogue';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EARLY_PROFILE_GLOBAL } from '../src/lib/early-profile-global.ts';
import { browserLocale } from '../src/lib/i18n.ts';
import {
  type PreloadManifest,
  preloadManifest,
  preloadScript,
  routePage,
  routePageFile,
  screenModules,
  withInlineScript,
} from './signed-in-preload.ts';

/** A chunk of a fake build output. */
function chunk(fileName: string, modules: string[], imports: string[] = [], css: string[] = []) {
  return {
    type: 'chunk' as const,
    fileName,
    isEntry: fileName.startsWith('assets/index'),
    moduleIds: modules.map((m) => `/repo${m}`),
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
  };
}

const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['/web/src/main.tsx'], ['assets/react-1.js'], ['assets/index-1.css']),
    chunk('assets/react-1.js', ['/node_modules/react/index.js']),
    chunk(
      'assets/console-start-1.js',
      ['/web/src/app/start-console.tsx'],
      ['assets/router-1.js', 'assets/react-1.js'],
    ),
    chunk('assets/router-1.js', ['/node_modules/react-router/index.js']),
    chunk(
      'assets/layout-route-1.js',
      ['/web/src/app/layout/layout-route.tsx'],
      ['assets/bp-1.js'],
      ['assets/layout-1.css'],
    ),
    chunk('assets/bp-1.js', ['/node_modules/@blueprintjs/core/index.js']),
    chunk('assets/icon-paths-1.js', ['/web/src/lib/icon-paths.ts']),
    chunk('assets/web-first-en.js', ['/shared/src/i18n/locales/en-US/web-first.ts']),
    chunk('assets/web-console-en.js', ['/shared/src/i18n/locales/en-US/web-console.ts']),
    chunk('assets/web-first-zh.js', ['/shared/src/i18n/locales/zh-CN/web-first.ts']),
    chunk('assets/web-console-zh.js', ['/shared/src/i18n/locales/zh-CN/web-console.ts']),
    chunk(
      'assets/list-1.js',
      ['/web/src/features/list.tsx'],
      ['assets/grid-1.js', 'assets/bp-1.js'],
      ['assets/list-1.css'],
    ),
    chunk('assets/grid-1.js', ['/web/src/features/grid.tsx']),
  ].map((c) => [c.fileName, c]),
);

describe('the signed-in preload manifest', () => {
  test('lists the shell and each language, without what the page loads itself', () => {
    const manifest = preloadManifest(BUNDLE as never);
    const names = (indexes: number[]) => indexes.map((i) => manifest.files[i]);
    expect(names(manifest.shell)).toEqual([
      'console-start-1.js',
      'router-1.js',
      'layout-route-1.js',
      'layout-1.css',
      'bp-1.js',
      'icon-paths-1.js',
    ]);
    expect(names(manifest.locales['zh-CN'] ?? [])).toEqual(['web-first-zh.js', 'web-console-zh.js']);
    expect(manifest.files).not.toContain('list-1.js');
    expect(manifest.files).not.toContain('index-1.js');
    expect(manifest.files).not.toContain('react-1.js');
  });

  test("lists each screen's own files by its path, without the shell's", () => {
    const manifest = preloadManifest(BUNDLE as never, [
      { path: '/member/list', module: '/web/src/features/list.tsx' },
    ]);
    const names = (indexes: number[]) => indexes.map((i) => manifest.files[i]);
    expect(names(manifest.screens['/member/list'] ?? [])).toEqual(['list-1.js', 'list-1.css', 'grid-1.js']);
  });

  test("finds each route's screen module in screens.ts", () => {
    const source = `export const screens = {
  Workplace: () => import('./routes/workplace-route.tsx').then((m) => ({ Component: m.W })),
  MemberList: () =>
    import('../features/members/list/member-list-page.tsx').then((m) => ({ Component: m.M })),
};`;
    const routes = [
      { name: 'Workplace', path: '/dashboard/workplace' },
      { name: 'MemberList', path: '/member/list' },
      { name: 'Unbuilt', path: '/not/yet' },
    ];
    expect(screenModules(source, routes as never)).toEqual([
      { path: '/dashboard/workplace', module: '/web/src/app/routes/workplace-route.tsx' },
      { path: '/member/list', module: '/web/src/features/members/list/member-list-page.tsx' },
    ]);
  });

  test("every built route's screen is found in the real screens.ts", () => {
    const source = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../src/app/screens.ts'),
      'utf8',
    );
    const found = new Set(screenModules(source).map((s) => s.path));
    for (const r of allRoutes().filter((x) => x.built)) expect(found, r.name).toContain(r.path);
  });
});

describe('the inline preload script', () => {
  const manifest: PreloadManifest = {
    files: ['shell.js', 'shell.css', 'en.js', 'zh.js', 'list.js'],
    shell: [0, 1],
    locales: { 'en-US': [2], 'zh-CN': [3] },
    screens: { '/member/list': [4] },
  };
  const run = (
    path: string,
    opts: { token?: string; locale?: string; languages?: string[]; apiBase?: string } = {},
  ) => {
    for (const l of document.head.querySelectorAll('link')) l.remove();
    localStorage.clear();
    if (opts.token) localStorage.setItem('token', opts.token);
    if (opts.locale) localStorage.setItem('arco-locale', opts.locale);
    Object.defineProperty(navigator, 'languages', { value: opts.languages ?? ['en-US'], configurable: true });
    window.history.replaceState(null, '', path);
    new Function(preloadScript(manifest, '/', opts.apiBase))();
    return [...document.head.querySelectorAll('link')].map(
      (l) => `${l.rel}${l.rel === 'preload' ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`,
    );
  };
  const fetched = vi.fn(async () => new Response('{}'));
  beforeEach(() => {
    fetched.mockClear();
    vi.stubGlobal('fetch', fetched);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>)[EARLY_PROFILE_GLOBAL];
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  test('signed out, or on the login page, preloads nothing', () => {
    expect(run('/member/list')).toEqual([]);
    expect(run('/login', { token: 't' })).toEqual([]);
    expect(run('/', { token: 't' })).toEqual([]);
  });

  test('signed in, asks for the profile with the token and the language, for early-profile.ts', () => {
    run('/member/list', { token: 'tok', locale: 'zh-CN', apiBase: 'https://api.example.com/v1' });
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched).toHaveBeenCalledWith('https://api.example.com/v1/admin/account/profile', {
      headers: { Authorization: 'Bearer tok', 'Accept-Language': 'zh-CN' },
    });
    expect((window as unknown as Record<string, unknown>)[EARLY_PROFILE_GLOBAL]).toBeInstanceOf(Promise);
    // with a stored session, the console starts on /login too (and its guard needs the profile)
    run('/login', { token: 'tok' });
    expect(fetched).toHaveBeenLastCalledWith('/api/admin/account/profile', expect.anything());
  });

  test("loads the tab's sessionStorage before the entry's stores read it, signed in or out", () => {
    let reads = 0;
    vi.stubGlobal('sessionStorage', {
      get length() {
        reads++;
        return 0;
      },
    });
    run('/login');
    expect(reads).toBe(1);
    run('/member/list', { token: 't' });
    expect(reads).toBe(2);
  });

  test('signed out, asks for nothing', () => {
    run('/member/list');
    run('/login');
    expect(fetched).not.toHaveBeenCalled();
    expect(EARLY_PROFILE_GLOBAL in window).toBe(false);
  });

  test("signed in, preloads the stored language's strings (the shell and the screen are in the route's page)", () => {
    expect(run('/member/list', { token: 't', locale: 'zh-CN' })).toEqual(['modulepreload /assets/zh.js']);
    expect(run('/dashboard/workplace', { token: 't', locale: 'en-US' })).toEqual([
      'modulepreload /assets/en.js',
    ]);
  });

  test('a stored language named like an object property finds nothing extra', () => {
    expect(run('/constructor', { token: 't', locale: 'constructor' })).toEqual([
      'modulepreload /assets/en.js',
    ]);
  });

  test("without a stored language, picks the browser's as the console does", () => {
    for (const lang of [
      'zh',
      'zh-CN',
      'zh-cn',
      'zh-Hans',
      'zh-Hans-CN',
      'zh-SG',
      'zh-TW',
      'en-US',
      'fr',
      'ja',
    ]) {
      const expected = browserLocale([lang]) === 'zh-CN' ? 'zh.js' : 'en.js';
      expect(run('/x', { token: 't', locale: 'xx', languages: [lang] }), lang).toContain(
        `modulepreload /assets/${expected}`,
      );
    }
  });
});

describe("a screen's page", () => {
  const manifest: PreloadManifest = {
    files: ['shell.js', 'shell.css', 'en.js', 'zh.js', 'list.js', 'list.css'],
    shell: [0, 1],
    locales: { 'en-US': [2], 'zh-CN': [3] },
    screens: { '/member/list': [4, 5], '/dashboard/workplace': [] },
  };
  const html = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body><div id="root"></div></body>`;
  const links = (page: string) => [...page.matchAll(/<link [^>]*>/g)].map((m) => m[0]);

  test("asks for the shell, then the screen's own files, after the entry's own links", () => {
    expect(links(routePage(html, manifest, '/member/list'))).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shell.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/shell.css">',
      '<link rel="modulepreload" crossorigin href="/assets/list.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/list.css">',
    ]);
    const page = routePage(html, manifest, '/member/list', '/console/');
    expect(page.indexOf('/console/assets/list.js')).toBeLessThan(page.indexOf('</head>'));
    expect(links(routePage(html, manifest, '/dashboard/workplace'))).toHaveLength(3);
  });

  test('is written under routes/ by its path', () => {
    expect(routePageFile('/member/list')).toBe('routes/member/list.html');
    expect(() => routePage('<body></body>', manifest, '/member/list')).toThrow(/no <\/head>/);
  });
});

describe('the inline script in index.html', () => {
  test('comes before the entry and its stylesheet, whose loading would hold it back', () => {
    const html = `<head>
    <title>OpsDeck</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`;
    const out = withInlineScript(html, 'go()');
    expect(out.indexOf('<script>go()</script>')).toBeGreaterThan(out.indexOf('<title>'));
    expect(out.indexOf('<script>go()</script>')).toBeLessThan(out.indexOf('<script type="module"'));
    expect(() => withInlineScript('<head></head>', 'go()')).toThrow(/no entry script/);
  });
});
