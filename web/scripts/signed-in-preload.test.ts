import { afterEach, describe, expect, test } from 'vitest';
import { browserLocale } from '../src/lib/i18n.ts';
import { type PreloadManifest, preloadManifest, preloadScript } from './signed-in-preload.ts';

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
      ['assets/table-1.js', 'assets/bp-1.js'],
      ['assets/list-1.css'],
    ),
    chunk('assets/table-1.js', ['/node_modules/@blueprintjs/table/index.js']),
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
});

describe('the inline preload script', () => {
  const manifest: PreloadManifest = {
    files: ['shell.js', 'shell.css', 'en.js', 'zh.js'],
    shell: [0, 1],
    locales: { 'en-US': [2], 'zh-CN': [3] },
  };
  const run = (path: string, opts: { token?: string; locale?: string; languages?: string[] } = {}) => {
    for (const l of document.head.querySelectorAll('link')) l.remove();
    localStorage.clear();
    if (opts.token) localStorage.setItem('token', opts.token);
    if (opts.locale) localStorage.setItem('arco-locale', opts.locale);
    Object.defineProperty(navigator, 'languages', { value: opts.languages ?? ['en-US'], configurable: true });
    window.history.replaceState(null, '', path);
    new Function(preloadScript(manifest))();
    return [...document.head.querySelectorAll('link')].map(
      (l) => `${l.rel}${l.rel === 'preload' ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`,
    );
  };
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  test('signed out, or on the login page, preloads nothing', () => {
    expect(run('/member/list')).toEqual([]);
    expect(run('/login', { token: 't' })).toEqual([]);
    expect(run('/', { token: 't' })).toEqual([]);
  });

  test('signed in, preloads the shell and the stored language', () => {
    expect(run('/member/list', { token: 't', locale: 'zh-CN' })).toEqual([
      'modulepreload /assets/shell.js',
      'preload:style /assets/shell.css',
      'modulepreload /assets/zh.js',
    ]);
    expect(run('/dashboard/workplace', { token: 't', locale: 'en-US' })).toEqual([
      'modulepreload /assets/shell.js',
      'preload:style /assets/shell.css',
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
