import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ContentApi, contentApi } from '../../testing/content-api.js';
import { CONTROL_CHARS, findControlChar } from './input-guard.js';

let t: ContentApi;
beforeAll(async () => {
  t = await contentApi();
});
afterAll(() => t?.close());

type Details = { field: string; rule: string; message: string }[];
const detailsOf = (body: string) => (JSON.parse(body) as { details?: Details }).details ?? [];

describe('control characters', () => {
  test('the pattern refuses NUL, C0/C1 controls, DEL and lone surrogates, keeps tab and line breaks', () => {
    for (const bad of ['a\u0000b', '\u0001', '\u001b[31m', '\u007f', '\u0085', '\ud800', 'x\udc00']) {
      expect(CONTROL_CHARS.test(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['line\nbreak', 'tab\there', 'crlf\r\n', '中文', '😀', 'é']) {
      expect(CONTROL_CHARS.test(good), JSON.stringify(good)).toBe(false);
    }
    expect(findControlChar({ a: [{ b: 'ok' }, { c: 'no\u0000' }] })).toEqual(['a', '1', 'c']);
    expect(findControlChar({ 'k\u0000': 1 })).toEqual(['k?']);
  });

  test('the public login answers 400 naming the field, in both languages', async () => {
    const en = await t.call(
      'POST',
      '/api/admin/auth/login',
      { phone: 'a\u0000b', password: 'x' },
      { token: null },
    );
    expect(en.statusCode).toBe(400);
    expect(detailsOf(en.body)).toEqual([
      {
        field: 'phone',
        rule: 'controlChar',
        message: 'Phone must not contain control characters (such as NUL)',
      },
    ]);
    const zh = await t.call(
      'POST',
      '/api/admin/auth/login',
      { phone: '13800000001', password: 'p\u0007' },
      { token: null, locale: 'zh-CN' },
    );
    expect(zh.statusCode).toBe(400);
    expect(detailsOf(zh.body)[0]?.message).toBe('密码不能包含控制字符（如 NUL）');
  });

  test('a %00 in a query, a path or an object key is 400', async () => {
    for (const url of [
      '/api/admin/members?nickname=%00',
      '/api/admin/orders?orderNo=a%01',
      '/api/admin/categories/%00',
    ]) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(detailsOf(res.body)[0]?.rule).toBe('controlChar');
    }
    const key = await t.call('POST', '/api/message/list', { 'type\u0000': 'notice' });
    expect(key.statusCode).toBe(400);
  });

  test('the re-issue dry run and the real call agree: both 400, nothing written', async () => {
    const body = { memberId: 1, coins: 5, reason: 'bad\u0000reason' };
    const dry = await t.call('POST', '/api/admin/member/patch-coin', { ...body, dryRun: true });
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/admin/member/patch-coin',
      headers: {
        authorization: `Bearer ${t.admin}`,
        'content-type': 'application/json',
        'idempotency-key': 'nul-1',
      },
      payload: JSON.stringify(body),
    });
    expect([dry.statusCode, real.statusCode]).toEqual([400, 400]);
    expect(detailsOf(real.body)[0]).toMatchObject({ field: 'reason', rule: 'controlChar' });
  });
});

describe('ids are positive decimal integers within int4', () => {
  test.each([
    ['POST', '/api/message/read', { ids: [2147483648] }],
    ['POST', '/api/message/read', { ids: [0] }],
    ['POST', '/api/message/read', { ids: [true] }],
    ['POST', '/api/message/read', { ids: ['0x10'] }],
    ['DELETE', '/api/admin/categories/0x10', undefined],
    ['DELETE', '/api/admin/categories/1e1', undefined],
    ['DELETE', '/api/admin/categories/2147483648', undefined],
    ['DELETE', '/api/admin/categories/0', undefined],
    ['DELETE', '/api/admin/categories/-1', undefined],
    ['DELETE', '/api/admin/categories/%207', undefined],
    ['GET', '/api/admin/wallpapers?categoryId=true', undefined],
    ['GET', '/api/admin/consume/unlocked?contentId=99999999999', undefined],
  ] as const)('%s %s %j is 400', async (method, url, body) => {
    const res = await t.call(method, url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(detailsOf(res.body).length).toBeGreaterThan(0);
  });

  test('a decimal id still works', async () => {
    const res = await t.call('GET', '/api/admin/categories/1');
    expect([200, 404]).toContain(res.statusCode);
    expect((await t.call('POST', '/api/message/read', { ids: [2147483647] })).statusCode).toBe(200);
  });
});

describe('dates are bounded to 1970..2100', () => {
  test.each([
    '/api/admin/points/overview?from=9999-12-31',
    '/api/admin/points/overview?from=2026-01-01&to=9999-12-31',
    '/api/admin/points/overview?from=1969-12-31',
    '/api/admin/points?createdFrom=9999-12-31',
    '/api/admin/orders?createdTo=2101-01-01T00:00:00Z',
    '/api/admin/members?registeredFrom=0001-01-01',
    '/api/admin/tasks/invite?createdFrom=3000-01-01',
  ])('%s is 400 naming the range', async (url) => {
    const res = await t.call('GET', url);
    expect(res.statusCode, res.body).toBe(400);
    expect(detailsOf(res.body)[0]?.message).toMatch(/between 1970-01-01 and 2100-12-31/);
  });

  test('a date in range still works', async () => {
    expect((await t.call('GET', '/api/admin/points/overview?from=2100-01-01&to=2100-12-31')).statusCode).toBe(
      200,
    );
  });
});
