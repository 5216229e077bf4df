import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, withTestApp } from '../../testing/build-test-app.js';

const admin = { phone: '13800000001', password: 'Admin@123' };

function login(t: TestApp, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: payload as Record<string, unknown>,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('POST /api/admin/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  test('the demo admin signs in and gets a random access token', async () => {
    const res = await login(t, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, message: 'ok' });
    expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await login(t, admin);
    expect(again.json().data.accessToken).not.toBe(body.data.accessToken);
  });

  test('a wrong password and an unknown phone get the same answer', async () => {
    const wrongPassword = await login(t, { ...admin, password: 'Admin@124' }, {}, '10.0.0.1');
    const unknownPhone = await login(t, { phone: '13900000000', password: 'Admin@123' }, {}, '10.0.0.2');
    for (const res of [wrongPassword, unknownPhone]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'Wrong phone number or password' });
    }
    const zh = await login(
      t,
      { ...admin, password: 'nope' },
      { 'accept-language': 'zh-CN,zh;q=0.9' },
      '10.0.0.3',
    );
    expect(zh.json().message).toBe('手机号或密码错误');
  });

  test('empty fields name the field, in English and in Chinese', async () => {
    const phone = await login(t, { phone: '', password: 'x' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({
      code: 400,
      message: 'Phone cannot be empty',
      details: [{ field: 'phone', message: 'Phone cannot be empty' }],
    });
    const password = await login(t, { phone: '13800000001', password: '' });
    expect(password.json().message).toBe('Password cannot be empty');
    const both = await login(t, { phone: '  ', password: '' }, { 'accept-language': 'zh-CN' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('手机号不能为空');
    expect(both.json().details.map((d: { message: string }) => d.message)).toEqual([
      '手机号不能为空',
      '密码不能为空',
    ]);
    const missing = await login(t, {});
    expect(missing.json().details.map((d: { field: string; rule: string }) => [d.field, d.rule])).toEqual([
      ['phone', 'required'],
      ['password', 'required'],
    ]);
    expect(missing.json().message).toBe('Phone cannot be empty');
    const wrongType = await login(t, { phone: 13800000001, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details[0]).toMatchObject({ field: 'phone', rule: 'type' });
  });
});

describe('sign-in limits', () => {
  test('per phone and IP: after N failures that IP is refused for that phone, nobody else is', async () => {
    const t = await buildTestApp({
      env: { LOGIN_MAX_ATTEMPTS_PER_PHONE: 3, LOGIN_MAX_ATTEMPTS_PER_IP: 100 },
    });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await login(t, { ...admin, password: 'bad' }, {}, '10.1.0.1');
        expect(res.statusCode).toBe(400);
      }
      const blocked = await login(t, admin, {}, '10.1.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      const zh = await login(t, admin, { 'accept-language': 'zh-CN' }, '10.1.0.1');
      expect(zh.json().message).toMatch(/^尝试次数过多，请 \d+ 秒后再试$/);
      // the right password from an address without failures still signs in
      expect((await login(t, admin, {}, '10.1.0.9')).statusCode).toBe(200);
      // another phone from the refused address is not affected
      const user = await login(t, { phone: '13800000002', password: 'User@1234' }, {}, '10.1.0.1');
      expect(user.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('per IP: after N failures from one address every phone is refused from it', async () => {
    const t = await buildTestApp({
      env: { LOGIN_MAX_ATTEMPTS_PER_PHONE: 100, LOGIN_MAX_ATTEMPTS_PER_IP: 4 },
    });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await login(t, { phone: `1390000000${i}`, password: 'bad' }, {}, '10.2.0.1');
        expect(res.statusCode).toBe(400);
      }
      const blocked = await login(t, admin, {}, '10.2.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many attempts/);
      const elsewhere = await login(t, admin, {}, '10.2.0.2');
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  test('a successful sign-in resets the phone count', async () => {
    await withTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_PHONE: 2 } }, async (t) => {
      expect((await login(t, { ...admin, password: 'bad' })).statusCode).toBe(400);
      expect((await login(t, admin)).statusCode).toBe(200);
      expect((await login(t, { ...admin, password: 'bad' })).statusCode).toBe(400);
      expect((await login(t, admin)).statusCode).toBe(200);
    });
  });
});
