import { accountProfileSchema } from '@opsdeck/shared/schemas';
import { eq } from 'drizzle-orm';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { describe, expect, test } from 'vitest';
import { auditLog, operators } from '../../db/schema/index.js';
import { withTestApp } from '../../testing/build-test-app.js';
import { testApp } from '../../testing/suite.js';

const t = testApp();

const bearer = (token: string, lang = 'en-US') => ({
  authorization: `Bearer ${token}`,
  'accept-language': lang,
});

type InjectPayload = InjectOptions['payload'];

/** One call as `token` (in `lang`): Fastify's inject response. */
const call = (token: string, method: HTTPMethods, url: string, payload?: InjectPayload, lang?: string) =>
  t.app.inject({ method, url, headers: bearer(token, lang), ...(payload === undefined ? {} : { payload }) });

const validProfile = {
  name: '周晓 Zhou Xiao',
  nickname: 'Xiao Z',
  email: 'zx@opsdeck.dev',
  countryRegion: 'china',
  area: '四川省 成都市 武侯区',
  address: '',
  location: 'Chengdu HQ',
  personalWebsite: 'https://opsdeck.dev/zx',
  introduction: 'Support lead.',
  avatar: '',
};

describe('PUT /api/admin/account/profile', () => {
  test('saves the own fields, answers the saved profile and writes an audit row', async () => {
    const token = await t.login('user');
    const res = await call(token, 'PUT', '/api/admin/account/profile', validProfile);
    expect(res.statusCode).toBe(200);
    const saved = accountProfileSchema.parse(res.json().data);
    expect(saved).toMatchObject({
      nickname: 'Xiao Z',
      email: 'zx@opsdeck.dev',
      area: '四川省 成都市 武侯区',
    });
    expect(saved.role).toBe('user');
    expect(saved.phone).toBe('13800000002');
    expect(saved.avatar).toMatch(/^data:image/);
    const again = await call(token, 'GET', '/api/admin/account/settings');
    expect(again.json().data.location).toBe('Chengdu HQ');
    // /user/info shows the office location by the name typed here, not the seed's location key
    const info = await call(token, 'GET', '/api/admin/account/profile');
    expect(info.json().data.locationName).toBe('Chengdu HQ');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.updateProfile'));
    expect(audit.at(-1)?.operatorId).toBe(saved.id);
  });

  test.each([
    ['role', 'admin'],
    ['phone', '13900000000'],
    ['id', 1],
  ])('refuses the unknown field %s and changes nothing', async (field, value) => {
    const token = await t.login('user');
    const res = await call(token, 'PUT', '/api/admin/account/profile', {
      ...validProfile,
      nickname: 'Changed',
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ rule: 'unknown' }));
    const [row] = await t.database.db.select().from(operators).where(eq(operators.phone, '13800000002'));
    expect(row?.role).toBe('user');
    expect(row?.nickname).not.toBe('Changed');
  });

  test('a user cannot edit another operator: no route takes an id, and the body id is refused', async () => {
    const token = await t.login('user');
    const byPath = await call(token, 'PUT', '/api/admin/account/profile/1', validProfile);
    expect(byPath.statusCode).toBe(404);
    const [adminRow] = await t.database.db.select().from(operators).where(eq(operators.role, 'admin'));
    expect(adminRow?.nickname).toBe('Qiao');
  });

  test('spec §5 rules: required fields and the 200-word profile, named in both languages', async () => {
    const token = await t.login('user');
    const bad = { ...validProfile, email: '', nickname: ' ', introduction: 'word '.repeat(201) };
    const en = await call(token, 'PUT', '/api/admin/account/profile', bad);
    expect(en.statusCode).toBe(400);
    const fields = en.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'nickname', 'introduction']));
    expect(en.json().details).toContainEqual(
      expect.objectContaining({
        field: 'introduction',
        message: 'The personal profile may hold at most 200 words',
      }),
    );
    const zh = await call(token, 'PUT', '/api/admin/account/profile', bad, 'zh-CN');
    expect(zh.json().details).toContainEqual(
      expect.objectContaining({ field: 'nickname', message: '昵称必须填写' }),
    );
  });
});

describe('POST /api/admin/account/password', () => {
  const change = (token: string, payload: unknown, lang?: string, remoteAddress = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/account/password',
      headers: bearer(token, lang),
      payload: payload as Record<string, unknown>,
      remoteAddress,
    });

  test.each(['abc', 'abcdef1', 'ABCDEF1', 'Abcdefg', 'Abc 123x', 'Ab1'])(
    'refuses the weak password %j in both languages',
    async (weak) => {
      const token = await t.login('admin');
      const en = await change(token, { oldPassword: 'Admin@123', newPassword: weak });
      expect(en.statusCode).toBe(400);
      expect(en.json().details).toContainEqual({
        field: 'newPassword',
        rule: 'custom',
        message:
          'The new password must be six or more characters with no blanks, mixing numbers, small and capital letters',
      });
      const zh = await change(token, { oldPassword: 'Admin@123', newPassword: weak }, 'zh-CN');
      expect(zh.json().message).toBe('新密码须不少于 6 位、不含空格，并同时包含数字、小写字母和大写字母');
    },
  );

  test('a wrong old password is refused, counted toward the sign-in limits, and blocks that address at the limit', async () => {
    await withTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_PHONE: 2 } }, async (app2) => {
      const login = await app2.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { phone: '13800000002', password: 'User@1234' },
      });
      const token = login.json().data.accessToken as string;
      const wrong = (lang?: string) =>
        app2.app.inject({
          method: 'POST',
          url: '/api/admin/account/password',
          headers: bearer(token, lang),
          payload: { oldPassword: 'Nope@1234', newPassword: 'Fresh@2024' },
          remoteAddress: '10.9.9.9',
        });
      const first = await wrong();
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({
        message: 'Your current password was not accepted',
        details: [{ field: 'oldPassword', rule: 'match', message: 'Your current password was not accepted' }],
      });
      expect((await wrong('zh-CN')).json().message).toBe('当前密码不正确，未能通过验证');
      const blocked = await wrong();
      expect(blocked.statusCode).toBe(429);
      const signIn = (remoteAddress?: string) =>
        app2.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { phone: '13800000002', password: 'User@1234' },
          ...(remoteAddress ? { remoteAddress } : {}),
        });
      // blocked where the wrong passwords came from; the right password from elsewhere still works
      expect((await signIn('10.9.9.9')).statusCode).toBe(429);
      expect((await signIn()).statusCode).toBe(200);
    });
  });

  test('a change revokes every other session of the operator and keeps the current one', async () => {
    const current = await t.login('user');
    const other = await t.login('user');
    const adminToken = await t.login('admin');
    const res = await change(current, { oldPassword: 'User@1234', newPassword: 'Fresh@2024' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revokedSessions).toBeGreaterThanOrEqual(1);
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/account/profile', headers: bearer(token) });
    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(adminToken)).statusCode).toBe(200);
    const sessions = await call(current, 'GET', '/api/admin/account/sessions');
    expect(sessions.json().data).toEqual([expect.objectContaining({ current: true })]);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { phone: '13800000002', password: 'Fresh@2024' },
    });
    expect(relogin.statusCode).toBe(200);
    const security = await call(current, 'GET', '/api/admin/account/security');
    expect(security.json().data.passwordChangedAt).not.toBeNull();
    // back to the documented password for the other tests
    expect((await change(current, { oldPassword: 'Fresh@2024', newPassword: 'User@1234' })).statusCode).toBe(
      200,
    );
  });
});

describe('sessions', () => {
  test('lists own sessions; signs out one; another operator’s session is 404; the current one is refused', async () => {
    const current = await t.login('admin');
    const other = await t.login('admin');
    const userToken = await t.login('user');
    const list = await call(current, 'GET', '/api/admin/account/sessions');
    const sessions = list.json().data as { id: number; current: boolean }[];
    const mine = sessions.find((s) => s.current);
    const target = sessions.find((s) => !s.current);
    expect(mine && target).toBeTruthy();
    const userSessions = await call(userToken, 'GET', '/api/admin/account/sessions');
    const userSessionId = (userSessions.json().data as { id: number }[])[0]!.id;
    const foreign = await call(current, 'DELETE', `/api/admin/account/sessions/${userSessionId}`);
    expect(foreign.statusCode).toBe(404);
    const self = await call(current, 'DELETE', `/api/admin/account/sessions/${mine!.id}`);
    expect(self.statusCode).toBe(400);
    const ok = await call(current, 'DELETE', `/api/admin/account/sessions/${target!.id}`);
    expect(ok.json().data).toEqual({ revoked: 1 });
    const others = await call(current, 'POST', '/api/admin/account/sessions/revoke-others');
    expect(others.statusCode).toBe(200);
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/account/profile', headers: bearer(token) });
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(userToken)).statusCode).toBe(200);
  });
});

describe('security, certification and the info tabs', () => {
  test('security settings: seeded state, set and unset, validated', async () => {
    const token = await t.login('admin');
    const get = await call(token, 'GET', '/api/admin/account/security');
    expect(get.json().data).toMatchObject({
      question: 'What was the brand of your first computer?',
      phone: '139****1111',
    });
    const zh = await call(token, 'GET', '/api/admin/account/security', undefined, 'zh-CN');
    expect(zh.json().data).toMatchObject({ question: '第一台电脑的品牌？', phone: '139****1111' });
    const set = await call(token, 'PUT', '/api/admin/account/security', {
      email: null,
      phone: '13911112222',
    });
    expect(set.json().data).toMatchObject({ email: null, phone: '139****2222' });
    const bad = await call(token, 'PUT', '/api/admin/account/security', { phone: '123' }, 'zh-CN');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('安全手机为以 1 开头的 11 位数字');
  });

  test('certification: the seeded block and records; an auditing record can be withdrawn once', async () => {
    const token = await t.login('admin');
    const res = await call(token, 'GET', '/api/admin/account/certification');
    const data = res.json().data;
    expect(data.enterpriseInfo).toMatchObject({ status: 'verified', enterpriseName: expect.any(String) });
    const auditing = data.records.find((r: { status: string }) => r.status === 'auditing');
    const url = `/api/admin/account/certification/records/${auditing.id}/withdraw`;
    const first = await t.app.inject({ method: 'POST', url, headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.some((r: { id: number }) => r.id === auditing.id)).toBe(false);
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(token) })).statusCode).toBe(404);
  });

  test('overview, projects and team come from the audit log', async () => {
    const token = await t.login('user');
    const get = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/account/${path}`, headers: bearer(token) });
    const overview = (await get('overview')).json().data;
    expect(overview.latestActivity.length).toBeGreaterThan(0);
    const projects = (await get('projects')).json().data as {
      peopleNumber: number;
      contributors: unknown[];
    }[];
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.some((p) => p.peopleNumber === 2 && p.contributors.length === 2)).toBe(true);
    const team = (await get('team')).json().data as { role: string; self: boolean }[];
    expect(team.every((m) => m.role === 'user')).toBe(true);
    expect(team.some((m) => m.self)).toBe(true);
  });
});
