import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';

let t: TestApp;
let webRoot: string;
let app: FastifyInstance;
let bare: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  webRoot = mkdtempSync(join(tmpdir(), 'opsdeck-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>OpsDeck</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(webRoot, 'routes', 'member'), { recursive: true });
  writeFileSync(
    join(webRoot, 'routes', 'member', 'list.html'),
    '<!doctype html><title>OpsDeck</title><link rel="modulepreload" href="/assets/members-1.js"><div id="root"></div>',
  );
  writeFileSync(join(webRoot, 'assets', 'app-def456.js'), 'console.log("plain")');
  writeFileSync(join(webRoot, 'assets', 'app-def456.js.br'), brotliCompressSync('console.log("plain")'));
  writeFileSync(join(webRoot, 'assets', 'app-def456.js.gz'), gzipSync('console.log("plain")'));
  app = await buildApp({ database: t.database, webRoot });
  bare = await buildApp({ database: t.database, webRoot: join(webRoot, 'missing') });
});
afterAll(async () => {
  await app.close();
  await bare.close();
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the built console', () => {
  test('/ serves index.html, revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    // revalidated, so it keeps its validators
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
  });

  test("/favicon.ico, which a browser asks for on any document without an icon, is the console's icon, not a 404", async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });

  test('hashed assets are cached for a year, without validators (they are never revalidated)', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });

  test('scripts and styles carry no document-only security headers; documents do', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('pre-compressed copies are sent to clients that accept them, with Vary', async () => {
    const url = '/assets/app-def456.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("plain")');

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("plain")');

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain")');
  });

  test('a console URL falls back to index.html; /api and non-HTML stay 404', async () => {
    const deep = await app.inject({
      method: 'GET',
      url: '/dashboard/workplace?x=1',
      headers: { accept: 'text/html' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(404);
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
  });

  test("a screen's path gets its own page (index.html with the screen's preload links)", async () => {
    const html = { accept: 'text/html' };
    const list = await app.inject({ method: 'GET', url: '/member/list?page=2', headers: html });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.body).toContain('<link rel="modulepreload" href="/assets/members-1.js">');
    // any other path, and a path that tries to leave routes/, gets index.html
    for (const url of [
      '/member/patch-coin',
      '/member',
      '/member/list/',
      '/../index',
      '/member/%2e%2e/list',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('modulepreload');
    }
  });

  test('without a build, / says how to make one and the API still works', async () => {
    const res = await bare.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
    expect((await bare.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
