import { ID_MAX } from '@opsdeck/shared/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import { signedInApp } from '../../testing/suite.js';

interface Param {
  in: string;
  name: string;
  schema: { type?: string; minimum?: number; maximum?: number; pattern?: string; enum?: string[] };
}
interface Doc {
  paths: Record<string, Record<string, { parameters?: Param[] }>>;
}

const t = signedInApp({ env: { RATE_LIMIT_PER_MINUTE: 1_000_000 } });
let doc: Doc;
beforeAll(async () => {
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
});

/** Every path parameter of the document, with its operation. */
function pathParams(): { method: string; path: string; param: Param }[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) =>
      (op.parameters ?? []).filter((p) => p.in === 'path').map((param) => ({ method, path, param })),
    ),
  );
}

/** Values outside a path parameter's schema: past each bound, not a decimal, far too long. */
function outOfRange(param: Param): string[] {
  const s = param.schema;
  if (s.type === 'integer') {
    return [
      String((s.maximum ?? 0) + 1),
      String(s.minimum === undefined ? 0 : s.minimum - 1),
      '2147483648',
      '9007199254740993',
      '99999999999999999999',
      '-1',
      '1e3',
      '0x10',
      '1.5',
      'abc',
    ];
  }
  return ['9'.repeat(40), '2147483648', 'zz-not-a-value', '-1', '%00'];
}

const urlOf = (path: string, name: string, value: string) =>
  path.replace(/\{(\w+)\}/g, (_m, n: string) => (n === name ? value : '1'));

describe('path parameters', () => {
  test('every path id of the document is bounded: an integer 1..2147483647 (a bigint id 1..2^53-1) or a closed pattern or list', () => {
    const params = pathParams();
    expect(params.length).toBeGreaterThan(30);
    for (const { method, path, param } of params) {
      const where = `${method} ${path} {${param.name}}`;
      const s = param.schema;
      if (s.type === 'integer') {
        expect(s.minimum, where).toBe(1);
        expect([ID_MAX, Number.MAX_SAFE_INTEGER], where).toContain(s.maximum);
      } else {
        const closed = Boolean(s.enum?.length) || /^\^.*\$$/.test(s.pattern ?? '');
        expect(closed, `${where}: ${JSON.stringify(s)}`).toBe(true);
      }
    }
  });

  test('a value outside a path parameter is answered 400 or 404 for every role, never 5xx', async () => {
    const tokens = [t.admin, t.user, null];
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, param } of pathParams()) {
      for (const value of outOfRange(param)) {
        for (const token of tokens) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: urlOf(path, param.name, value),
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          sent++;
          // signed out: 401; a role that may not use the route: 403 before its input is read
          const allowed = token === t.admin ? [400, 404] : [400, 401, 403, 404];
          if (!allowed.includes(res.statusCode)) {
            failures.push(`${res.statusCode} ${method.toUpperCase()} ${urlOf(path, param.name, value)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 300_000);

  test('withdrawing a certification record with an id past int4 is a 400 naming the id', async () => {
    for (const id of ['2147483648', '4294967296', '9007199254740991']) {
      for (const token of [t.admin, t.user]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/account/certification/records/${id}/withdraw`,
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
        });
        expect(res.statusCode, id).toBe(400);
        expect(res.json().details).toEqual([
          expect.objectContaining({
            field: 'id',
            rule: id.length > 10 ? 'type' : 'max',
            message: 'ID must be a positive whole number written in decimal, at most 2,147,483,647',
          }),
        ]);
      }
    }
  });
});
