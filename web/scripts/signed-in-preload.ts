import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROFILE_PATH } from '@opsdeck/shared/api';
import { TOKEN_STORAGE_KEY } from '@opsdeck/shared/auth';
import { allRoutes, routeByName } from '@opsdeck/shared/catalogue';
import { LOCALE_STORAGE_KEY } from '@opsdeck/shared/i18n/locale';
import { UPLOADS_URL } from '@opsdeck/shared/schemas/upload-names';
import type { Plugin, Rollup } from 'vite';
import { apiBaseFrom } from '../src/config/api-base.ts';
import { EARLY_DATA_GLOBAL } from '../src/lib/early-data-global.ts';
import { EARLY_REQUESTS, type EarlyRequest, FIRST_PICTURES } from '../src/lib/early-data-routes.ts';
import { EARLY_PROFILE_GLOBAL } from '../src/lib/early-profile-global.ts';

/**
 * A signed-in first load (a stored session, any page but the login screen drawn on its own) fetches
 * its code in steps: the entry, then the console's start (router, guard), then the shell and the
 * screen, each only once the step before has run. On a slow link every step is a round trip. So the
 * build writes, beside index.html, a page per screen (`routes/<path>.html`, which the server sends
 * for that path) whose head asks for the console's start, the signed-in shell with its styles and
 * icons and the screen's own files at once, as `<link rel="modulepreload">` (`routePage`): the
 * browser's preload scanner sends them as the page arrives. The page's inline script asks for the
 * operator's profile and the language's strings (both need the stored session and language). These
 * links went out of the inline script, which added them one by one: 24 ms of script in the page's
 * parse on an idle core, before the first of them was asked for and before the first paint.
 */

/** What the inline script preloads: file names, and which of them each case needs (by index). */
export interface PreloadManifest {
  /** Under `assets/`. */
  files: string[];
  /** The console's start and the signed-in shell, whatever the screen. */
  shell: number[];
  /** Each language's strings (the first part and the console's). */
  locales: Record<string, number[]>;
  /** Each screen's own files (beyond the shell), by its path. */
  screens: Record<string, number[]>;
}

/** A screen: its path and the module `web/src/app/screens.ts` loads for it (from the repository root). */
export interface ScreenModule {
  path: string;
  module: string;
}

/** `web/src/features`, where screens.ts finds the list pages by file name. */
const FEATURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/features');

/**
 * The list pages screens.ts finds by file name (every `*-list-page.tsx` under web/src/features, through
 * import.meta.glob), as paths relative to web/src/app (`../features/points/point-list-page.tsx`).
 */
export function listPageFiles(dir = FEATURES_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f.endsWith('-list-page.tsx'))
    .map((f) => `../features/${f}`);
}

/** `../features/points/point-list-page.tsx` → `PointList` (the rule of screens.ts's routeNameOfPage). */
const routeNameOfPage = (file: string): string =>
  (file.split('/').pop() ?? '')
    .replace(/-page\.tsx$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * The screens of the catalogue's routes: each route's path with the module screens.ts imports for
 * it (`Name: () => import('./routes/x.tsx')…`, or a list page it finds by file name). A route
 * without a screen is left out.
 */
export function screenModules(
  screensSource: string,
  routes = allRoutes(),
  listPages: readonly string[] = listPageFiles(),
): ScreenModule[] {
  const byName = new Map<string, string>();
  for (const file of listPages) byName.set(routeNameOfPage(file), posix.join('/web/src/app', file));
  for (const m of screensSource.matchAll(/^\s*(\w+): \(\) =>\s*import\('([^']+)'\)/gm)) {
    byName.set(m[1] as string, posix.join('/web/src/app', m[2] as string));
  }
  return routes.flatMap((r) => {
    const module = byName.get(r.name);
    return module ? [{ path: r.path, module }] : [];
  });
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
 * The manifest from the build's output. Files the page itself loads (the entry with its imports and
 * styles) are left out.
 */
export function preloadManifest(
  bundle: Rollup.OutputBundle,
  screens: readonly ScreenModule[] = [],
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
  const shellFiles = indexes(shell);
  const screenFiles: Record<string, number[]> = {};
  for (const screen of screens) {
    const set = new Set<string>();
    closure(bundle, holding(screen.module), set);
    for (const f of shell) set.delete(f);
    screenFiles[screen.path] = indexes(set);
  }
  return { files, shell: shellFiles, locales, screens: screenFiles };
}

/**
 * The inline script, with a stored session (the API's token in localStorage):
 * - asks for the operator's profile (`window.__opsdeckProfile`, taken by `early-profile.ts`): the
 *   guard needs it before anything is drawn, and without this would ask only once the entry's
 *   code had arrived and run;
 * - on a picture screen or the data analysis (`EARLY_REQUESTS`, web/src/lib/early-data-routes.ts)
 *   at its default address (a list with no query, a detail page with only its record's `id`, the
 *   data analysis with only its range), asks for the
 *   screen's first data (left on `window` for `early-data.ts`, which the screen's call takes) and,
 *   once it answers, for the first pictures it names (a template's: its layout's, as
 *   `templatePicture` finds it), at high priority: on a slow link the screen's
 *   largest paint is one of them, and neither waits any more for the screen's code to arrive and
 *   run before it is asked for;
 * - on any page but the login screen (main.tsx draws that alone), adds preload links for the
 *   language's strings (the stored choice, else the browser's, as web/src/lib/i18n.ts decides). The
 *   shell and the screen are in the route's page (`routePage`). Only the manifest's own keys count.
 * - first of all, on every page, loads the tab's sessionStorage (its `length`): the browser hands a
 *   page its session storage on the first access, a synchronous call to the browser process, which
 *   fell in the entry's evaluation (the tab and recent stores read it as they are defined), a task
 *   that blocks after the first paint (14 ms of its wall time in a Lighthouse trace at load 5,
 *   × 4 in the simulation). Here it falls in the page's parse, as the token's localStorage read does.
 * Any failure leaves the page to load as it would without it.
 */
export function preloadScript(
  manifest: Pick<PreloadManifest, 'files' | 'locales'>,
  base = '/',
  apiBase = '/api',
  early: Readonly<Record<string, EarlyRequest>> = EARLY_REQUESTS,
): string {
  const locales = Object.fromEntries(
    Object.entries(manifest.locales).map(([l, files]) => [l, files.map((i) => manifest.files[i])]),
  );
  // by the page's path: the call's path (p) and the pictures' field in a page's rows (l) or the record (r)
  const screens = Object.fromEntries(
    Object.entries(early).map(([name, r]) => {
      const route = routeByName(name);
      if (!route) throw new Error(`signed-in preload: no route named ${name} (early-data-routes.ts)`);
      return [
        `${base.replace(/\/$/, '')}${route.path}`,
        { p: r.path, l: r.listPicture, r: r.recordPicture, k: r.layoutPicture ? 1 : undefined, q: r.params },
      ];
    }),
  );
  return `(function(m,a,r){try{
try{sessionStorage.length}catch(e){}
var p=location.pathname,t=localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});
if(!t)return;
var l=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});
if(!Object.prototype.hasOwnProperty.call(m,l)){var n=navigator.languages&&navigator.languages.length?navigator.languages[0]:navigator.language||'';l=/^zh(-(CN|SG|Hans)\\b.*)?$/i.test(n)?'zh-CN':'en-US';}
var h={headers:{Authorization:'Bearer '+t,'Accept-Language':l}};
if(window.fetch){var q=window[${JSON.stringify(EARLY_PROFILE_GLOBAL)}]=fetch(a+${JSON.stringify(PROFILE_PATH)},h);q.catch(function(){});
var d=Object.prototype.hasOwnProperty.call(r,p)?r[p]:null,x=d&&d.p,y;
if(x&&x.indexOf('{id}')>=0){y=/^\\?id=([1-9][0-9]{0,14})$/.exec(location.search);x=y?x.replace('{id}',y[1]):'';}
else if(x&&d.q){var g=new URLSearchParams(location.search),u=new URLSearchParams();g.forEach(function(v,k){if(d.q.indexOf(k)<0)x='';});
for(var j=0;j<d.q.length;j++){var v=g.get(d.q[j]);if(v)u.set(d.q[j],v);}if(x&&u.toString())x+='?'+u.toString();}
else if(location.search)x='';
var o=function(y){var s=y&&y.canvas&&y.canvas.backgroundImage,j,n;if(!s&&y&&y.layers)for(j=0;j<y.layers.length&&!s;j++){n=y.layers[j];if(n&&n.kind==='image'&&n.src)s=n.src;}
return typeof s==='string'&&s.indexOf(${JSON.stringify(UPLOADS_URL)})===0&&/^[^/?]+\\.(png|jpg|webp)$/.test(s.slice(${UPLOADS_URL.length}))&&!/\\.thumb\\.webp$/.test(s)?s.replace(/\\.(png|jpg|webp)$/,'.thumb.webp'):s;};
if(x){x=a+x;var f=fetch(x,h);f.catch(function(){});window[${JSON.stringify(EARLY_DATA_GLOBAL)}]={url:x,token:t,lang:l,answer:f};
if(d.l||d.r)f.then(function(z){return z.ok?z.clone().json():null}).then(function(b){
var w=b&&b.data,c=w&&d.l&&w.list?w.list:w&&d.r?[w]:[],v=[];
for(var i=0;i<c.length&&v.length<${FIRST_PICTURES};i++){var g=c[i]&&c[i][d.l||d.r];if(d.k)g=o(g);if(typeof g==='string'&&g&&!/\\.(mp4|webm|mov|m4v)(\\?|$)/i.test(g))v.push(g);}
for(i=0;i<v.length;i++){var e=document.createElement('link');e.rel='preload';e.setAttribute('as','image');e.setAttribute('fetchpriority','high');e.href=v[i];document.head.appendChild(e);}
}).catch(function(){});}}
if(p==='/login'||p==='/')return;
for(var i=0;i<m[l].length;i++){var e=document.createElement('link');e.rel='modulepreload';
e.crossOrigin='';e.href=${JSON.stringify(`${base}assets/`)}+m[l][i];document.head.appendChild(e);}
}catch(e){}})(${JSON.stringify(locales)},${JSON.stringify(apiBase)},${JSON.stringify(screens)});`;
}

/** The preload links of a screen's page: the shell, then the screen's own files, in that order. */
export function routeLinks(manifest: PreloadManifest, path: string, base = '/'): string[] {
  const own = Object.hasOwn(manifest.screens, path) ? (manifest.screens[path] ?? []) : [];
  return [...manifest.shell, ...own].map((i) => {
    const href = `${base}assets/${manifest.files[i]}`;
    return /\.css$/.test(href)
      ? `<link rel="preload" as="style" crossorigin href="${href}">`
      : `<link rel="modulepreload" crossorigin href="${href}">`;
  });
}

/**
 * The page the server sends for a screen's path: index.html with the screen's preload links at the
 * end of its head, after the entry's own (the browser asks for them in the page's order).
 */
export function routePage(html: string, manifest: PreloadManifest, path: string, base = '/'): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('signed-in preload: index.html has no </head>');
  const links = routeLinks(manifest, path, base).map((l) => `  ${l}\n  `);
  return `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
}

/** Where a screen's page is written, under the build's directory: `routes/member/list.html`. */
export const routePageFile = (path: string): string => `routes${path}.html`;

/**
 * index.html with the inline script placed before the page's own script and styles: an inline
 * script after a stylesheet link waits for that stylesheet, and its requests would go out only then.
 */
export function withInlineScript(html: string, script: string): string {
  const at = html.search(/<script type="module"|<link rel="stylesheet"/);
  if (at < 0) throw new Error('signed-in preload: index.html has no entry script or stylesheet');
  return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
}

/**
 * The build plugin: writes the inline script into index.html, before the entry and its styles, and
 * each screen's page beside it once the build is written.
 */
export function signedInPreloadPlugin(): Plugin {
  let base = '/';
  let apiBase = '/api';
  let manifest: PreloadManifest | undefined;
  return {
    name: 'opsdeck-signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      apiBase = apiBaseFrom(config.env.VITE_API_BASE_URL);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx): string {
        if (!ctx.bundle) return html;
        const source = readFileSync(
          join(dirname(fileURLToPath(import.meta.url)), '../src/app/screens.ts'),
          'utf8',
        );
        manifest = preloadManifest(ctx.bundle, screenModules(source));
        return withInlineScript(html, preloadScript(manifest, base, apiBase));
      },
    },
    writeBundle(options) {
      if (!manifest || !options.dir) return;
      const html = readFileSync(join(options.dir, 'index.html'), 'utf8');
      for (const path of Object.keys(manifest.screens)) {
        const file = join(options.dir, routePageFile(path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, routePage(html, manifest, path, base));
      }
    },
  };
}
