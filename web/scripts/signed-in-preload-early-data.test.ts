import { type ApiClient, listReissueJobs } from '@opsdeck/shared/api';
import { allRoutes } from '@opsdeck/shared/catalogue';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { templatePicture } from '../src/features/content/templates/layout/template-picture.ts';
import { JOB_LIST_QUERY } from '../src/features/reissue-jobs/use-jobs.ts';
import { EARLY_DATA_GLOBAL } from '../src/lib/early-data-global.ts';
import { EARLY_REQUESTS } from '../src/lib/early-data-routes.ts';
import { EARLY_PROFILE_GLOBAL } from '../src/lib/early-profile-global.ts';
import { WAIT_FOR } from '../src/testing/wait.ts';
import { type PreloadManifest, preloadScript } from './signed-in-preload.ts';

// The inline script of signed-in-preload.ts: its early data call (signed-in-preload.test.ts has the
// manifest, the rest of the script and the pages).
describe("the inline script's early data call of a picture screen", () => {
  const manifest: Pick<PreloadManifest, 'files' | 'locales'> = {
    files: ['en.js', 'zh.js'],
    locales: { 'en-US': [0], 'zh-CN': [1] },
  };
  const early = {
    WallpaperList: { path: '/admin/wallpapers?current=1&sort=createdAt:desc', listPicture: 'thumbUrl' },
    WallpaperDetail: { path: '/admin/wallpapers/{id}', recordPicture: 'imageUrl' },
    TopicList: { path: '/admin/topics?current=1' },
    TemplateList: { path: '/admin/templates?current=1', listPicture: 'layout', layoutPicture: true },
    TemplateDetail: { path: '/admin/templates/{id}', recordPicture: 'layout', layoutPicture: true },
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

  test("a template's picture is its layout's, as the screen finds it: the background, else the first image layer, as a thumbnail", async () => {
    const layout = (backgroundImage: string, ...srcs: string[]) => ({
      canvas: { width: 750, height: 1334, backgroundColor: '#ffffff', backgroundImage },
      layers: [{ kind: 'text', text: 'x' }, ...srcs.map((src) => ({ kind: 'image', src }))],
    });
    const rows = [
      { layout: layout('/uploads/a.png', '/uploads/x.png') },
      { layout: layout('', '', '/uploads/b.jpg') },
      { layout: layout('/uploads/c.thumb.webp') },
      { layout: layout('') },
      { layout: layout('/uploads/dxpng') },
      { layout: layout('https://cdn.example/d.png') },
      { layout: layout('/uploads/e.webp') },
    ];
    answer = { list: rows };
    run('/template/list');
    const expected = rows
      .map((row) => templatePicture(row as never))
      .filter((u): u is string => !!u)
      .slice(0, 4);
    expect(expected).toEqual([
      '/uploads/a.thumb.webp',
      '/uploads/b.thumb.webp',
      '/uploads/c.thumb.webp',
      '/uploads/dxpng',
    ]);
    expect(await pictures()).toEqual(expected.map((u) => [u, 'high']));
    for (const l of document.head.querySelectorAll('link')) l.remove();
    read = undefined;
    answer = { id: 7, layout: layout('', '/uploads/t.png') };
    run('/template/detail?id=7');
    expect(await pictures()).toEqual([['/uploads/t.thumb.webp', 'high']]);
  });

  test('a refused call asks for no picture (its body is not read)', async () => {
    status = 401;
    run('/wallpaper/list');
    await settled();
    expect(read).toBeUndefined();
    expect(links()).toEqual([]);
  });

  test("the re-issue jobs' early call is the one the screen makes, so that the screen takes its answer", () => {
    const asked: { url: string; params: object }[] = [];
    const client = {
      request: (config: { url: string; params: object }) => {
        asked.push(config);
        return Promise.resolve([]);
      },
    } as unknown as ApiClient;
    void listReissueJobs(client, JOB_LIST_QUERY);
    const [screen] = asked;
    const url = `${screen?.url}?${new URLSearchParams(Object.entries(screen?.params ?? {})).toString()}`;
    expect(EARLY_REQUESTS.MemberReissueJobs?.path).toBe(url);
    localStorage.setItem('token', 'tok');
    window.history.replaceState(null, '', '/member/reissue-jobs');
    new Function(preloadScript(manifest, '/', '/api', EARLY_REQUESTS))();
    expect(fetched.mock.calls.map((c) => c[0])).toContain(`/api${url}`);
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
