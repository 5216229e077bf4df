import { errorEnvelopeSchema } from '@opsdeck/shared/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { signedInApp } from '../../testing/suite.js';

interface Doc {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, unknown> };
        responses: Record<string, unknown>;
      }
    >
  >;
  components: { schemas?: Record<string, unknown> };
}

const t = signedInApp();
let doc: Doc;
beforeAll(async () => {
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
});

describe('the OpenAPI document', () => {
  test('every $ref resolves to a component', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components.schemas?.[ref], ref).toBeDefined();
  });

  test('health and login are public; re-issues document Idempotency-Key; uploads document their body', () => {
    expect(doc.paths['/api/health']?.get?.security).toEqual([]);
    expect(doc.paths['/api/admin/auth/login']?.post?.security).toEqual([]);
    for (const path of ['/api/admin/member/patch-coin', '/api/admin/member/patch-vip']) {
      expect(doc.paths[path]?.post?.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'Idempotency-Key' })]),
      );
    }
    expect(Object.keys(doc.paths['/api/admin/uploads']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
  });

  test('every operation documents its error answers', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['400', '429', '500']),
        );
      }
    }
  });
});

describe('real answers match the document', () => {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    token: string | null = t.admin,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  function documented(res: LightMyRequestResponse, method: string, path: string) {
    const op = doc.paths[path]?.[method.toLowerCase()];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(Object.keys(op?.responses ?? {}), `${method} ${path} answered ${res.statusCode}`).toContain(
      String(res.statusCode),
    );
    if (res.statusCode >= 400) expect(errorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
  }

  test.each([
    ['GET', '/api/health', '/api/health', undefined, null],
    ['POST', '/api/admin/auth/login', '/api/admin/auth/login', { phone: '1', password: 'x' }, null],
    ['GET', '/api/admin/members', '/api/admin/members', undefined, 'admin'],
    ['GET', '/api/admin/members?pageSize=1000', '/api/admin/members', undefined, 'admin'],
    ['GET', '/api/admin/members', '/api/admin/members', undefined, null],
    ['GET', '/api/admin/categories/2147483647', '/api/admin/categories/{id}', undefined, 'admin'],
    [
      'POST',
      '/api/admin/member/patch-coin',
      '/api/admin/member/patch-coin',
      { memberId: 1, coins: 1, reason: 'ok ok' },
      'admin',
    ],
  ] as const)('%s %s', async (method, url, path, payload, who) => {
    const res = await call(method, url, payload, who ? t.admin : null);
    documented(res, method, path);
  });
});
