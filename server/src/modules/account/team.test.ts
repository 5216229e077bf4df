import { teammateSchema } from '@opsdeck/shared/schemas';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, operators } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { hashPassword } from '../auth/password.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en-US' });

/** Adds an operator straight to the database (as an administrator would have done). */
async function addOperator(phone: string, role: 'admin' | 'user', status: 'active' | 'disabled') {
  const [row] = await t.database.db
    .insert(operators)
    .values({
      phone,
      passwordHash: await hashPassword('Team@1234'),
      role,
      status,
      name: `Team ${phone.slice(-2)}`,
      visibleId: `99${phone.slice(-6)}`,
    })
    .returning({ id: operators.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function signIn(phone: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { phone, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.accessToken;
}

test('my team lists every active operator of the role with their real recent activity', async () => {
  const db = t.database.db;
  // a second active admin who does something through the API, and a disabled one who must not show
  const mateId = await addOperator('13800000077', 'admin', 'active');
  const goneId = await addOperator('13800000078', 'admin', 'disabled');
  const mateToken = await signIn('13800000077', 'Team@1234');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/account/profile',
    headers: bearer(mateToken),
    payload: {
      name: 'Team 77',
      nickname: 'T77',
      email: 't77@opsdeck.dev',
      countryRegion: 'china',
      area: '上海市 浦东新区',
      address: '',
      location: '',
      personalWebsite: '',
      introduction: '',
      avatar: '',
    },
  });
  expect(saved.statusCode).toBe(200);

  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/account/team',
    headers: bearer(await t.login('admin')),
  });
  expect(res.statusCode).toBe(200);
  const team = teammateSchema.array().parse(res.json().data);

  const admins = await db
    .select({ id: operators.id, phone: operators.phone })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.status, 'active')))
    .orderBy(operators.id);
  // every active admin (the seeded ones included), in id order, no one else
  expect(team.map((m) => m.id)).toEqual(admins.map((a) => a.id));
  expect(admins.length).toBeGreaterThanOrEqual(2);
  expect(team.every((m) => m.role === 'admin')).toBe(true);
  expect(team.some((m) => m.id === goneId)).toBe(false);
  const self = team.filter((m) => m.self);
  expect(self.map((m) => admins.find((a) => a.id === m.id)?.phone)).toEqual(['13800000001']);

  // each one's activity is what the audit log holds for them
  const since = new Date(Date.now() - 30 * DAY);
  for (const m of team) {
    const rows = await db
      .select({ id: auditLog.id, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.operatorId, m.id))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(5);
    expect(m.recent.map((r) => [r.id, r.action])).toEqual(rows.map((r) => [r.id, r.action]));
    const [n] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, m.id), gt(auditLog.createdAt, since)));
    expect(m.actions30d).toBe(n?.n);
  }
  // the new admin's profile change shows as their latest activity
  const mate = team.find((m) => m.id === mateId);
  expect(mate?.recent[0]?.action).toBe('account.updateProfile');
  // their sign-in (audited) and the profile change
  expect(mate?.recent.map((r) => r.action)).toEqual(['account.updateProfile', 'auth.signIn']);
  expect(mate?.actions30d).toBe(2);
  // the seeded admins (13800000003 where the seed holds the second admin) have seeded activity
  for (const a of admins.filter((x) => ['13800000001', '13800000003'].includes(x.phone))) {
    const m = team.find((x) => x.id === a.id);
    expect(m?.recent.length).toBeGreaterThan(0);
    expect(m?.actions30d).toBeGreaterThan(0);
  }
});

test('a user sees the users only', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/account/team',
    headers: bearer(await t.login('user')),
  });
  const team = teammateSchema.array().parse(res.json().data);
  const users = await t.database.db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'user'), eq(operators.status, 'active')))
    .orderBy(operators.id);
  expect(team.map((m) => m.id)).toEqual(users.map((u) => u.id));
  expect(team.every((m) => m.role === 'user' && m.recent.length > 0)).toBe(true);
});

test('any role reads the team, and only the fields the team tab shows (docs/decisions/0005-api-contract.md)', async () => {
  for (const role of ['admin', 'user'] as const) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/account/team',
      headers: bearer(await t.login(role)),
    });
    expect(res.statusCode).toBe(200);
    const team = res.json().data as Record<string, unknown>[];
    expect(team.length).toBeGreaterThan(0);
    for (const m of team) {
      expect(Object.keys(m).sort()).toEqual(
        ['actions30d', 'avatar', 'id', 'jobName', 'name', 'recent', 'role', 'self'].sort(),
      );
      for (const item of m.recent as Record<string, unknown>[]) {
        expect(Object.keys(item).sort()).toEqual(['action', 'createdAt', 'id', 'targetId', 'targetType']);
      }
    }
    // nothing private of an operator: no phone number or address anywhere in the answer
    expect(res.body).not.toMatch(/1380000\d{4}|@opsdeck\.dev/);
  }
});
