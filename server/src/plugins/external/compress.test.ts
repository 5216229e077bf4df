import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { signedInApp } from '../../testing/suite.js';

const t = signedInApp();

/** GET under /api as the admin, with `accept-encoding` when given. */
function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: {
      authorization: `Bearer ${t.admin}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });
}

describe('compressed API answers', () => {
  test('a list answer comes brotli-compressed to a client that accepts it, and decodes to the same JSON', async () => {
    const plain = await get('/admin/members?pageSize=20');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/admin/members?pageSize=20', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await get('/admin/members?pageSize=20', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  test('small answers and clients that accept no encoding get plain JSON', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ code: 200 });

    const identity = await get('/admin/members?pageSize=20', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toMatchObject({ code: 200 });
  });

  test('an error answer is compressed the same way and keeps its status', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/members?pageSize=-1',
      headers: { authorization: `Bearer ${t.admin}`, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(400);
    const body =
      res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(JSON.parse(body)).toMatchObject({ code: 400 });
  });
});
