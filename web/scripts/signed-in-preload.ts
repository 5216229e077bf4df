import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * A signed-in first load (a stored session, any page but the login screen drawn on its own) fetches
 * its code in steps: the entry, then the console's start (router, guard), then the shell and the
 * screen, each only once the step before has run. On a slow link every step is a round trip. The
 * page's inline script (below) asks for all of them at once instead: the console's start, the
 * signed-in shell with its styles and icons, the language's strings, and the screen of the address.
 * Signed out, it asks for nothing, so /login fetches what it did.
 */

/** What the inline script preloads: file names, and which of them each case needs (by index). */
export interface PreloadManifest {
  /** Under `assets/`. */
  files: string[];
  /** The console's start and the signed-in shell, whatever the screen. */
  shell: number[];
  /** Each language's strings (the first part and the console's). */
  locales: Record<string, number[]>;
  /** A screen's code and styles, by the route's path. */
  screens: Record<string, number[]>;
}

/** The module each screen loads, by route name, read from `screens.ts` (`Name: () => import('…')`). */
export function screenModules(screensSource: string, screensFile: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of screensSource.matchAll(/^\s+(\w+): \(\) =>\s*import\('([^']+)'\)/gm)) {
    out.set(m[1] as string, resolve(dirname(screensFile), m[2] as string));
  }
  return out;
}

type Chunk = Rollup.OutputChunk;

const normal = (id: string) => id.replaceAll('\\', '/');

/** A chunk with what it imports statically, and the styles of them all, as the page asks for them. */
function closure(bundle: Rollup.OutputBundle, start: Chunk, into: Set<string>): void {
  const seen = new Set<string>();
  const walk = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    into.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const i of chunk.imports) walk(i);
  };
  walk(start.fileName);
}

/**
 * The manifest from the build's output: `routes` are the catalogue's (name, path), `screens` the
 * module of each route's screen. Files the page itself loads (the entry with its imports and styles)
 * are left out.
 */
export function preloadManifest(
  bundle: Rollup.OutputBundle,
  routes: readonly { name: string; path: string }[],
  screens: ReadonlyMap<string, string>,
): PreloadManifest {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  /** The chunk holding a module (by the end of its path). */
  const holding = (suffix: string) => {
    const found = chunks.find((c) => c.moduleIds.some((id) => normal(id).endsWith(suffix)));
    if (!found) throw new Error(`signed-in preload: no chunk holds ${suffix}`);
    return found;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('signed-in preload: no entry chunk');
  const onPage = new Set<string>();
  closure(bundle, entry, onPage);

  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const indexes = (set: Set<string>) =>
    [...set]
      .filter((f) => !onPage.has(f))
      .map((f) => {
        let i = indexOf.get(f);
        if (i === undefined) {
          i = files.push(f.replace(/^assets\//, '')) - 1;
          indexOf.set(f, i);
        }
        return i;
      });

  const shell = new Set<string>();
  for (const start of [
    holding('/web/src/app/start-console.tsx'),
    holding('/web/src/app/layout/layout-route.tsx'),
    holding('/web/src/lib/icon-paths.ts'),
  ]) {
    closure(bundle, start, shell);
  }
  const locales: Record<string, number[]> = {};
  for (const locale of ['en-US', 'zh-CN']) {
    const set = new Set<string>();
    for (const part of ['web-first', 'web-console']) {
      closure(bundle, holding(`/shared/src/i18n/locales/${locale}/${part}.ts`), set);
    }
    locales[locale] = indexes(set);
  }
  const shellIndexes = indexes(shell);
  const screenFiles: Record<string, number[]> = {};
  for (const route of routes) {
    const module = screens.get(route.name);
    if (!module) continue;
    const set = new Set<string>();
    closure(bundle, holding(normal(module).replace(/^.*?\/web\/src\//, '/web/src/')), set);
    for (const f of shell) set.delete(f);
    screenFiles[route.path] = indexes(set);
  }
  return { files, shell: shellIndexes, locales, screens: screenFiles };
}

/**
 * The inline script: with a stored session (localStorage `token`), preload links for the shell, the
 * language's strings (the stored choice, else the browser's, as web/src/lib/i18n.ts decides) and
 * the address's screen. Any failure leaves the page to load as it would without it.
 */
export function preloadScript(manifest: PreloadManifest, base = '/'): string {
  return `(function(m){try{
var p=location.pathname;
if(!localStorage.getItem('token')||p==='/login'||p==='/')return;
var l=localStorage.getItem('arco-locale');
if(!m.locales[l]){var n=navigator.languages&&navigator.languages.length?navigator.languages[0]:navigator.language||'';l=/^zh(-(CN|SG|Hans)\\b.*)?$/i.test(n)?'zh-CN':'en-US';}
var all=m.shell.concat(m.locales[l],m.screens[p]||[]);
for(var i=0;i<all.length;i++){var f=m.files[all[i]],e=document.createElement('link');
if(/\\.css$/.test(f)){e.rel='preload';e.setAttribute('as','style');}else{e.rel='modulepreload';}
e.crossOrigin='';e.href=${JSON.stringify(`${base}assets/`)}+f;document.head.appendChild(e);}
}catch(e){}})(${JSON.stringify(manifest)});`;
}

/** The build plugin: writes the inline script into index.html, before the entry. */
export function signedInPreloadPlugin(opts: {
  screensFile: string;
  routes: () => readonly { name: string; path: string }[];
}): Plugin {
  let base = '/';
  return {
    name: 'opsdeck-signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle) return [];
        const screens = screenModules(readFileSync(opts.screensFile, 'utf8'), opts.screensFile);
        const manifest = preloadManifest(ctx.bundle, opts.routes(), screens);
        return [{ tag: 'script', children: preloadScript(manifest, base), injectTo: 'head' }];
      },
    },
  };
}
