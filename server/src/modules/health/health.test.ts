import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { operators, settings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { hashPassword } from '../auth/password.js';
import { DEMO_SEED_KEY } from '../demo/marker.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

async function demo(): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  return res.json().data.demo;
}

describe('GET /api/health demo sign-ins', () => {
  test('a seeded database offers every demo operator, and they sign in', async () => {
    const offered = (await demo()) as { accounts: { role: string; phone: string; password: string }[] };
    expect(offered).toEqual({
      accounts: [
        { role: 'admin', phone: '13800000001', password: 'Admin@123' },
        { role: 'user', phone: '13800000002', password: 'User@1234' },
        { role: 'admin', phone: '13800000003', password: 'Admin@456' },
      ],
    });
    for (const account of offered.accounts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { phone: account.phone, password: account.password },
      });
      expect(res.statusCode, account.role).toBe(200);
    }
  });

  test('an operator whose password changed, or who is disabled, is no longer offered', async () => {
    await t.database.db
      .update(operators)
      .set({ passwordHash: await hashPassword('Changed@2024') })
      .where(eq(operators.phone, '13800000002'));
    expect(await demo()).toEqual({
      accounts: [
        { role: 'admin', phone: '13800000001', password: 'Admin@123' },
        { role: 'admin', phone: '13800000003', password: 'Admin@456' },
      ],
    });
    await t.database.db
      .update(operators)
      .set({ status: 'disabled' })
      .where(inArray(operators.phone, ['13800000001', '13800000003']));
    expect(await demo()).toBeUndefined();
  });

  test('without the seed marker (a production database) nothing is offered, even with the same operators', async () => {
    await t.database.db.delete(settings).where(eq(settings.key, DEMO_SEED_KEY));
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json().data).not.toHaveProperty('demo');
    expect(res.body).not.toContain('Admin@123');
  });
});
