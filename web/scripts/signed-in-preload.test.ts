import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRoutes } from '@opsdeck/shared/catalogue';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EARLY_DATA_GLOBAL } from '../src/lib/early-data-global.ts';
import { EARLY_REQUESTS } from '../src/lib/early-data-routes.ts';
import { EARLY_PROFILE_GLOBAL } from '../src/lib/early-profile-global.ts';
import { browserLocale } from '../src/lib/i18n.ts';
import { WAIT_FOR } from '../src/testing/wait.ts';
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

describe("the inline script's early data call of a picture screen", () => {
  const manifest: Pick<PreloadManifest, 'files' | 'locales'> = {
    files: ['en.js', 'zh.js'],
    locales: { 'en-US': [0], 'zh-CN': [1] },
  };
  const early = {
    WallpaperList: { path: '/admin/wallpapers?current=1&sort=createdAt:desc', listPicture: 'thumbUrl' },
    WallpaperDetail: { path: '/admin/wallpapers/{id}', recordPicture: 'imageUrl' },
    TopicList: { path: '/admin/topics?current=1' },
    DataAnalysis: { path: '/admin/analysis/overview', params: ['from', 'to'] },
  };
  const holder = window as unknown as Record<string, unknown>;
  let answer: unknown = {};
  let status = 200;
  /** The script's reading of the answer (its clone's body), once it has started. */
  let read: Promise<unknown> | undefined;
  const fetched = vi.fn(async (_url: string) => {
    const res = new Response(JSON.stringify({ code: 200, data: answer }), { status });
    const clone = res.clone.bind(res);
    res.clone = () => {
      const copy = clone();
      const json = copy.json.bind(copy);
      copy.json = () => {
        read = json();
        return read as Promise<never>;
      };
      return copy;
    };
    return res;
  });
  /**
   * The script's handlers of an answer run in the microtasks queued behind it: a macrotask runs only
   * once they all have, so awaiting one is the condition "the script has acted", not a delay.
   */
  const afterMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Runs the script at `address` signed in; the URLs it fetched (the profile's left out). */
  const run = (address: string, base = '/') => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('arco-locale', 'zh-CN');
    window.history.replaceState(null, '', address);
    new Function(preloadScript(manifest, base, '/api', early))();
    return fetched.mock.calls.map((c) => c[0]).filter((u) => !u.endsWith('/account/profile'));
  };
  const links = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => [
      l.getAttribute('href'),
      l.getAttribute('fetchpriority'),
    ]);
  /** The image preloads the script has added once it has read the data's answer (and acted on it). */
  const pictures = async () => {
    await vi.waitFor(() => expect(read).toBeDefined(), WAIT_FOR);
    await read;
    await afterMicrotasks();
    return links();
  };
  /** After the data's answer has arrived and whatever the script does with it has run. */
  const settled = async () => {
    await (holder[EARLY_DATA_GLOBAL] as { answer: Promise<Response> }).answer;
    await afterMicrotasks();
  };
  beforeEach(() => {
    answer = {};
    status = 200;
    read = undefined;
    fetched.mockClear();
    vi.stubGlobal('fetch', fetched);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const l of document.head.querySelectorAll('link')) l.remove();
    delete holder[EARLY_PROFILE_GLOBAL];
    delete holder[EARLY_DATA_GLOBAL];
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  test("a list at its default address asks for its first page with the session's token and language, and leaves the call for the screen", () => {
    expect(run('/topic/list')).toEqual(['/api/admin/topics?current=1']);
    expect(fetched).toHaveBeenLastCalledWith('/api/admin/topics?current=1', {
      headers: { Authorization: 'Bearer tok', 'Accept-Language': 'zh-CN' },
    });
    expect(holder[EARLY_DATA_GLOBAL]).toEqual({
      url: '/api/admin/topics?current=1',
      token: 'tok',
      lang: 'zh-CN',
      answer: expect.any(Promise),
    });
  });

  test('a list with anything in its address (a filter, a page, a view) asks for nothing early', () => {
    expect(run('/topic/list?page=2')).toEqual([]);
    expect(run('/wallpaper/list?view=table')).toEqual([]);
    expect(EARLY_DATA_GLOBAL in window).toBe(false);
  });

  test("a detail page asks for its record by the address's id, and only a plain positive id", () => {
    expect(run('/wallpaper/detail?id=42')).toEqual(['/api/admin/wallpapers/42']);
    fetched.mockClear();
    for (const address of [
      '/wallpaper/detail',
      '/wallpaper/detail?id=',
      '/wallpaper/detail?id=0',
      '/wallpaper/detail?id=4x',
      '/wallpaper/detail?id=../members',
      '/wallpaper/detail?id=4&tab=2',
    ])
      expect(run(address), address).toEqual([]);
  });

  test("the data analysis passes its address's range on, in the call's order, and nothing else", () => {
    expect(run('/visualization/data-analysis')).toEqual(['/api/admin/analysis/overview']);
    fetched.mockClear();
    expect(run('/visualization/data-analysis?to=2026-10-30&from=2026-10-01')).toEqual([
      '/api/admin/analysis/overview?from=2026-10-01&to=2026-10-30',
    ]);
    expect(holder[EARLY_DATA_GLOBAL]).toMatchObject({
      url: '/api/admin/analysis/overview?from=2026-10-01&to=2026-10-30',
    });
    fetched.mockClear();
    expect(run('/visualization/data-analysis?from=2026-10-01&view=table')).toEqual([]);
  });

  test('other screens, and a path under a base, are looked up by the full path', () => {
    expect(run('/member/list')).toEqual([]);
    expect(run('/console/topic/list', '/console/')).toEqual(['/api/admin/topics?current=1']);
  });

  test("once a list answers, asks for its first cards' pictures at high priority, videos left out", async () => {
    answer = {
      list: [
        { thumbUrl: '/uploads/a.thumb.webp' },
        { thumbUrl: '/uploads/live.mp4' },
        { thumbUrl: '' },
        { thumbUrl: '/uploads/b.thumb.webp' },
        { thumbUrl: '/uploads/c.thumb.webp' },
        { thumbUrl: '/uploads/d.thumb.webp' },
        { thumbUrl: '/uploads/e.thumb.webp' },
      ],
    };
    run('/wallpaper/list');
    expect(await pictures()).toEqual([
      ['/uploads/a.thumb.webp', 'high'],
      ['/uploads/b.thumb.webp', 'high'],
      ['/uploads/c.thumb.webp', 'high'],
      ['/uploads/d.thumb.webp', 'high'],
    ]);
  });

  test("a detail page's picture is asked for once the record answers; a screen without pictures asks for none", async () => {
    answer = { id: 42, imageUrl: '/uploads/w.png' };
    run('/wallpaper/detail?id=42');
    expect(await pictures()).toEqual([['/uploads/w.png', 'high']]);
    for (const l of document.head.querySelectorAll('link')) l.remove();
    read = undefined;
    answer = { list: [{ coverUrl: '/uploads/t.png' }] };
    run('/topic/list');
    await settled();
    expect(read).toBeUndefined();
    expect(links()).toEqual([]);
  });

  test('a refused call asks for no picture (its body is not read)', async () => {
    status = 401;
    run('/wallpaper/list');
    await settled();
    expect(read).toBeUndefined();
    expect(links()).toEqual([]);
  });

  test('every early screen is a built route of the catalogue, its call an admin API path', () => {
    const built = new Set(
      allRoutes()
        .filter((r) => r.built)
        .map((r) => r.name),
    );
    for (const [name, r] of Object.entries(EARLY_REQUESTS)) {
      expect(built, name).toContain(name);
      expect(r.path, name).toMatch(/^\/admin\/[a-z-]+(\/\{id\}|\?[\w=&:.-]+|\/[a-z-]+)$/);
    }
    expect(() => preloadScript(manifest, '/', '/api', { NoSuchScreen: { path: '/admin/x' } })).toThrow(
      /NoSuchScreen/,
    );
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
