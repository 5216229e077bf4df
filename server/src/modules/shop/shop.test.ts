import { shopSchema } from '@opsdeck/shared/schemas';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('shops: the two online shops of spec §9 and a stockroom', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/shop/list-all',
    headers: { authorization: `Bearer ${await t.login('user')}` },
  });
  expect(res.statusCode).toBe(200);
  const shops = (res.json().data as unknown[]).map((s) => shopSchema.parse(s));
  expect(shops.map((s) => [s.code, s.shopType])).toEqual([
    ['online_rent', 1],
    ['online_sell', 2],
    ['stockroom', 0],
  ]);
});
