import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rawRows } from '../db/raw.js';
import { messages, operators, shops } from '../db/schema/index.js';
import { verifyPassword } from '../modules/auth/password.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { isEmpty, seedIfEmpty } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('the demo operators exist with scrypt hashes of the documented passwords', async () => {
  const rows = await t.database.db.select().from(operators).orderBy(operators.id);
  expect(rows.map((r) => [r.phone, r.role, r.status])).toEqual([
    ['13800000001', 'admin', 'active'],
    ['13800000002', 'user', 'active'],
    ['13800000003', 'admin', 'active'],
  ]);
  expect(rows[0]?.passwordHash).toMatch(/^scrypt\$/);
  expect(await verifyPassword('Admin@123', rows[0]!.passwordHash)).toBe(true);
  expect(await verifyPassword('User@1234', rows[1]!.passwordHash)).toBe(true);
  expect(await verifyPassword('Admin@456', rows[2]!.passwordHash)).toBe(true);
});

test('each operator has read and unread messages of every type; notices and todos carry messageType', async () => {
  for (const op of await t.database.db.select().from(operators)) {
    const rows = await t.database.db.select().from(messages).where(eq(messages.operatorId, op.id));
    for (const type of ['message', 'notice', 'todo'] as const) {
      const ofType = rows.filter((m) => m.type === type);
      expect(
        ofType.some((m) => m.status === 0),
        `${op.role} unread ${type}`,
      ).toBe(true);
      expect(
        ofType.every((m) => (type === 'message' ? m.messageType === null : m.messageType !== null)),
      ).toBe(true);
    }
    expect(rows.some((m) => m.status === 1)).toBe(true);
  }
});

test('seedIfEmpty leaves a seeded database alone', async () => {
  expect(await isEmpty(t.database.db)).toBe(false);
  expect(await seedIfEmpty(t.database.db)).toBe(false);
  const [n] = await t.database.db.select({ n: count() }).from(shops);
  expect(n?.n).toBe(3);
});

test('the seeded audit trail is numbered in time order (the monitor feed resumes by id)', async () => {
  const db = t.database.db;
  const [row] = await rawRows<{ n: number; late: number }>(
    db,
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE created_at < prev)::int AS late
     FROM (SELECT created_at, lag(created_at) OVER (ORDER BY id) AS prev FROM audit_log) s`,
    [],
  );
  expect(row?.n).toBeGreaterThan(10);
  expect(row?.late).toBe(0);
  // a new row is numbered after the seeded ones
  const [ids] = await rawRows<{ next: string; max: string }>(
    db,
    `SELECT nextval(pg_get_serial_sequence('audit_log', 'id'))::text AS next, (SELECT max(id) FROM audit_log)::text AS max`,
    [],
  );
  expect(BigInt(ids?.next ?? 0)).toBeGreaterThan(BigInt(ids?.max ?? 0));
});
