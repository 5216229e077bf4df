import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  diagnoseChunkFailure,
  failedChunks,
  failedChunkUrl,
  importChunk,
  preloadFailed,
  resetChunkImports,
  retryFailedChunks,
} from './chunk-import.ts';

const BASE = 'https://console.test/assets/console-start-abc.js';
const CHECKS = 'https://console.test/assets/checks-def.js';

/** Chromium's words for a module it could not fetch. */
const fetchFailed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/**
 * The browser's import as Chromium does it: a URL whose fetch failed stays failed (no request),
 * whatever the network does next; `offline` says whether a new fetch fails.
 */
function chromiumImport() {
  const failed = new Set<string>();
  const loaded = new Map<string, object>();
  const state = { offline: true, requests: [] as string[] };
  const nativeImport = vi.fn(async (url: string) => {
    const known = loaded.get(url);
    if (known) return known;
    if (failed.has(url)) throw fetchFailed(url);
    state.requests.push(url);
    if (state.offline) {
      failed.add(url);
      throw fetchFailed(url);
    }
    const module = { url };
    loaded.set(url, module);
    return module;
  });
  return { state, nativeImport };
}

const answer = (status: number) => vi.fn(async () => new Response('', { status }));
const unreachable = vi.fn(async () => {
  throw new TypeError('Failed to fetch');
});

afterEach(() => resetChunkImports());

describe('importChunk (every dynamic import of a chunk in a build)', () => {
  test('a chunk that failed is asked for under a fresh URL, then taken from it', async () => {
    const { state, nativeImport } = chromiumImport();
    await expect(importChunk('./checks-def.js', BASE, nativeImport)).rejects.toThrow('Failed to fetch');
    expect(failedChunks()).toEqual([CHECKS]);
    // still offline: the fresh URL fails too, and the next try uses another one
    await expect(importChunk('./checks-def.js', BASE, nativeImport)).rejects.toThrow('Failed to fetch');
    state.offline = false;
    const module = await importChunk('./checks-def.js', BASE, nativeImport);
    expect(module).toEqual({ url: `${CHECKS}?retry=2` });
    expect(state.requests).toEqual([CHECKS, `${CHECKS}?retry=1`, `${CHECKS}?retry=2`]);
    expect(failedChunks()).toEqual([]);
    // later imports get the same module, without a request
    expect(await importChunk('./checks-def.js', BASE, nativeImport)).toBe(module);
    expect(state.requests).toHaveLength(3);
  });

  test('a chunk that loads the first time is imported as it is, and an error it throws is not retried elsewhere', async () => {
    const nativeImport = vi.fn(async (url: string) => {
      if (url.includes('boom')) throw new Error('x is not defined');
      return { url };
    });
    expect(await importChunk('./checks-def.js', BASE, nativeImport)).toEqual({ url: CHECKS });
    await expect(importChunk('./boom.js', BASE, nativeImport)).rejects.toThrow('x is not defined');
    await expect(importChunk('./boom.js', BASE, nativeImport)).rejects.toThrow('x is not defined');
    expect(nativeImport.mock.calls.map(([url]) => url)).toEqual([
      CHECKS,
      'https://console.test/assets/boom.js',
      'https://console.test/assets/boom.js',
    ]);
    expect(failedChunks()).toEqual([]);
  });

  test('the failed chunk’s URL: known for its imports, else read from the browser’s message', async () => {
    const { nativeImport } = chromiumImport();
    const error = await importChunk('./checks-def.js', BASE, nativeImport).catch((e: unknown) => e);
    expect(failedChunkUrl(error)).toBe(CHECKS);
    expect(failedChunkUrl(fetchFailed(`${CHECKS}?retry=3`))).toBe(CHECKS);
    expect(failedChunkUrl(new Error(`Unable to preload CSS for ${CHECKS.replace('.js', '.css')}`))).toBe(
      CHECKS.replace('.js', '.css'),
    );
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  test('retryFailedChunks imports every failed chunk again, and rejects while one still fails', async () => {
    const { state, nativeImport } = chromiumImport();
    await importChunk('./checks-def.js', BASE, nativeImport).catch(() => undefined);
    await expect(retryFailedChunks(nativeImport)).rejects.toThrow('Failed to fetch');
    state.offline = false;
    await retryFailedChunks(nativeImport);
    expect(failedChunks()).toEqual([]);
  });
});

test('a chunk whose modulepreload link failed is imported under a fresh URL, and no retry imports it unasked', async () => {
  const { state, nativeImport } = chromiumImport();
  // the link's fetch failed: the browser keeps the URL as failed
  await nativeImport(CHECKS).catch(() => undefined);
  preloadFailed(CHECKS);
  expect(failedChunks()).toEqual([]);
  state.offline = false;
  expect(await importChunk('./checks-def.js', BASE, nativeImport)).toEqual({ url: `${CHECKS}?retry=1` });
});

describe('diagnoseChunkFailure (the server asked why)', () => {
  test('no answer is the connection; a 404 a deploy; a 5xx the connection', async () => {
    const { nativeImport } = chromiumImport();
    const error = await importChunk('./checks-def.js', BASE, nativeImport).catch((e: unknown) => e);
    expect(await diagnoseChunkFailure(error, unreachable, nativeImport)).toBe('connection');
    expect(unreachable).toHaveBeenCalledWith(CHECKS, { cache: 'no-store' });
    expect(await diagnoseChunkFailure(error, answer(404), nativeImport)).toBe('updated');
    expect(await diagnoseChunkFailure(error, answer(503), nativeImport)).toBe('connection');
  });

  test('the file is there: a fresh import that works is the connection (and the chunk is in), one that fails is stuck', async () => {
    const { state, nativeImport } = chromiumImport();
    const error = await importChunk('./checks-def.js', BASE, nativeImport).catch((e: unknown) => e);
    state.offline = false;
    expect(await diagnoseChunkFailure(error, answer(200), nativeImport)).toBe('connection');
    expect(failedChunks()).toEqual([]);

    // a chunk whose dependency's failure the browser keeps: every URL of it fails
    resetChunkImports();
    const stuck = vi.fn(async (url: string) => {
      throw fetchFailed(url);
    });
    const again = await importChunk('./checks-def.js', BASE, stuck).catch((e: unknown) => e);
    expect(await diagnoseChunkFailure(again, answer(200), stuck)).toBe('stuck');
    expect(stuck).toHaveBeenLastCalledWith(`${CHECKS}?retry=1`);
  });

  test('a browser that names no URL: its online flag decides', async () => {
    const error = new TypeError('Importing a module script failed.');
    const online = vi.spyOn(navigator, 'onLine', 'get');
    online.mockReturnValue(false);
    expect(await diagnoseChunkFailure(error, answer(200))).toBe('connection');
    online.mockReturnValue(true);
    expect(await diagnoseChunkFailure(error, answer(200))).toBe('updated');
    online.mockRestore();
  });
});
