import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { SERVER_VERSION } from './version.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login('admin');
});
afterAll(() => t.close());

describe('system', () => {
  test('GET /api/health is public and names the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      message: 'ok',
      data: {
        status: 'ok',
        db: t.database.kind,
        version: SERVER_VERSION,
        demo: { accounts: expect.any(Array) },
      },
    });
    expect(SERVER_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  test('the server names each request; a client-sent request id is ignored', async () => {
    const a = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged\nline' },
    });
    const b = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged\nline' },
    });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  test('traversal-shaped paths are 404, not 403, whatever the role', async () => {
    const user = await t.login('user');
    for (const url of [
      '/api/admin/members/..%2f..%2fmessage%2flist',
      '/api/admin/categories/..',
      '/api/admin/members/a%5cb',
    ]) {
      for (const auth of [user, token]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${auth}` } });
        expect(res.statusCode, url).toBe(404);
      }
    }
  });

  test('security headers are set on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // plain HTTP on a LAN keeps working: no HSTS
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // the same headers on an error answer
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });

  test('the OpenAPI document is generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/admin/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['phone', 'password']);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/admin/account/profile', '/api/message/list', '/api/dashboard/user/menu']),
    );
  });
});

describe('errors', () => {
  const auth = () => ({ authorization: `Bearer ${token}` });
  /** The sign-in route with a raw body, as sent with these headers. */
  const rawLogin = (payload: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/auth/login', headers, payload });

  test('malformed JSON is 400 validation.malformedBody, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message/read',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"ids": [1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'The request body is not valid JSON' });
    const zh = await rawLogin('{nope}', { 'content-type': 'application/json', 'accept-language': 'zh-CN' });
    expect(zh.json()).toEqual({ code: 400, message: '请求体不是有效的 JSON' });
  });

  test('prototype poisoning in JSON is refused with 400', async () => {
    const res = await rawLogin('{"phone":"1","password":"2","__proto__":{"x":1}}', {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
  });

  test('a missing body where one is required names it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/message/read', headers: auth() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is required');
  });

  test('unknown /api routes answer a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'No such API route: GET /api/nope' });
    // a known path asked with a method it does not serve is 405 with Allow (docs/style.md, API conventions), not 404
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json().code).toBe(405);
    expect(String(wrongMethod.headers.allow)).toContain('GET');
  });

  test('a POST without payload is taken whatever type it declares (Node axios: form-encoded)', async () => {
    // `opsdeck account sign-out-others` got 415 "send JSON": the CLI's axios declares an empty POST form-encoded
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/account/sessions/revoke-others',
        headers: { ...auth(), 'content-type': type },
      });
      expect(res.statusCode, type).toBe(200);
      expect(res.json().data, type).toEqual({ revoked: expect.any(Number) });
    }
  });

  test('another content type is 415, a huge body 413', async () => {
    const text = await rawLogin('phone=1', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ code: 415, message: 'Unsupported content type; send JSON' });
    const big = await rawLogin(JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024), password: 'y' }), {
      'content-type': 'application/json',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 413, message: 'The request body is too large' });
  });

  test('a server fault is a 500 envelope with the message hidden', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/account/profile', headers: auth() });
    expect(res.statusCode).toBe(200);
    await t.database.close();
    const broken = await t.app.inject({ method: 'GET', url: '/api/admin/shop/list-all', headers: auth() });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ code: 500, message: 'Internal server error' });
  });
});
