import { describe, expect, test } from 'vitest';
import { signedInApp } from '../../testing/suite.js';

const t = signedInApp({ env: { RATE_LIMIT_PER_MINUTE: 1_000_000 } });

interface Doc {
  paths: Record<string, Record<string, unknown>>;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'OPTIONS'] as const;

describe('a method a known path does not serve', () => {
  test('is a 405 with an Allow header listing the methods the path serves, in the caller’s language', async () => {
    const list = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/members',
      headers: { authorization: `Bearer ${t.admin}`, 'accept-language': 'en-US' },
    });
    expect(list.statusCode).toBe(405);
    expect(list.headers.allow).toBe('GET, HEAD');
    expect(list.json()).toEqual({
      code: 405,
      message: '/api/admin/members does not take DELETE; it takes GET, HEAD',
    });

    const trace = await t.app.inject({
      method: 'TRACE',
      url: '/api/admin/categories/7',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('DELETE, GET, HEAD, PATCH');
    expect(trace.json().message).toBe(
      '/api/admin/categories/7 不支持 TRACE，只支持 DELETE, GET, HEAD, PATCH',
    );
  });

  test('every path of the document answers each method it lacks with 405 and Allow naming exactly its methods', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    let checked = 0;
    const templates = Object.entries(doc.paths).map(([path, ops]) => ({
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
      methods: Object.keys(ops).map((m) => m.toUpperCase()),
    }));
    for (const path of Object.keys(doc.paths)) {
      const url = path.replace(/\{\w+\}/g, '1');
      // every route the concrete path reaches (`sessions/revoke-others` is also `sessions/{id}`)
      const served = templates.filter((x) => x.pattern.test(path)).flatMap((x) => x.methods);
      const expected = [...new Set([...served, ...(served.includes('GET') ? ['HEAD'] : [])])].sort();
      for (const method of METHODS.filter((m) => !served.includes(m))) {
        const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${t.admin}` } });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow?.toString().split(', '), `${method} ${url}`).toEqual(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  test('an unknown path stays 404, whatever the method', async () => {
    for (const method of METHODS) {
      const res = await t.app.inject({ method, url: '/api/admin/no-such-thing' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    }
    const nested = await t.app.inject({ method: 'DELETE', url: '/api/admin/members/1/extra' });
    expect(nested.statusCode).toBe(404);
  });
});
