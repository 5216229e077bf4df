import { profileSchema } from '@opsdeck/shared/schemas';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test.each(['admin', 'user'] as const)('the %s profile has every field of spec §3 filled', async (role) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/account/profile',
    headers: { authorization: `Bearer ${await t.login(role)}` },
  });
  expect(res.statusCode).toBe(200);
  const profile = profileSchema.parse(res.json().data);
  expect(profile.role).toBe(role);
  expect(profile.phone).toBe(role === 'admin' ? '13800000001' : '13800000002');
  for (const [key, value] of Object.entries(profile)) {
    if (typeof value === 'string') expect(value, key).not.toBe('');
  }
  expect(new Date(profile.registrationDate).toISOString()).toBe(profile.registrationDate);
  expect(profile.avatar).toMatch(/^data:image\/svg\+xml/);
});
