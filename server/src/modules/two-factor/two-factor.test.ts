import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { fourEyesApp } from '../../testing/suite.js';
import { admin2, admins, call, codeOf, nextStep, password, turnOn } from '../../testing/two-factor.js';

describe('two-factor sign-in (TOTP)', () => {
  const t = fourEyesApp();

  test('setup, a wrong first code, enable: ten recovery codes once, stored hashed', async () => {
    const setup = await call(t, 'POST', '/admin/account/two-factor/setup', t.user);
    const { secret } = setup.json().data;
    const wrong = await call(t, 'POST', '/admin/account/two-factor/enable', t.user, { code: '12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({ field: 'code' });
    const zh = await call(
      t,
      'POST',
      '/admin/account/two-factor/enable',
      t.user,
      { code: 'abc' },
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toContain('验证码');
    const bad = await call(t, 'POST', '/admin/account/two-factor/enable', t.user, {
      code: (await codeOf(secret)) === '000000' ? '000001' : '000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Code is wrong or expired: enter the code your authenticator app shows now',
      details: [{ field: 'code', rule: 'totp' }],
    });
    expect((await call(t, 'GET', '/admin/account/two-factor', t.user)).json().data.enabled).toBe(false);

    const ok = await call(t, 'POST', '/admin/account/two-factor/enable', t.user, {
      code: await codeOf(secret),
    });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const stored = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`SELECT code_hash FROM operator_recovery_codes r JOIN operators o ON o.id = r.operator_id
          WHERE o.phone = '13800000002'`,
    );
    expect(stored).toHaveLength(10);
    for (const s of stored) expect(codes).not.toContain(s.code_hash);
    const status = (await call(t, 'GET', '/admin/account/two-factor', t.user)).json().data;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // on already: a new setup is refused
    expect((await call(t, 'POST', '/admin/account/two-factor/setup', t.user)).statusCode).toBe(409);
  });

  test('sign-in answers a challenge and no token; the code gives the token; each code and challenge once', async () => {
    const phone = '13800000002';
    const first = await password(phone, 'User@1234')(t);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.accessToken).toBeUndefined();
    expect(data.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expiresIn).toBe(300);

    const [{ secret } = { secret: '' }] = await queryRows<{ secret: string }>(
      t.database.db,
      sql`SELECT secret FROM operator_totp t JOIN operators o ON o.id = t.operator_id WHERE o.phone = ${phone}`,
    );
    await nextStep(t, phone);
    const code = await codeOf(secret);
    const verified = await call(t, 'POST', '/admin/auth/login/verify', null, {
      challenge: data.challenge,
      code,
    });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().data.accessToken as string;
    expect((await call(t, 'GET', '/admin/account/profile', token)).json().data.phone).toBe(phone);

    // the challenge is used up
    const again = await call(t, 'POST', '/admin/auth/login/verify', null, {
      challenge: data.challenge,
      code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().details[0].field).toBe('challenge');

    // the same code on a new challenge: replayed, refused as used (not as wrong), in both languages
    const second = (await password(phone, 'User@1234')(t)).json().data;
    const replay = await call(t, 'POST', '/admin/auth/login/verify', null, {
      challenge: second.challenge,
      code,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      message:
        'Code was used already: each code works once, so enter the next code your authenticator app shows',
      details: [{ field: 'code', rule: 'once' }],
    });
    const replayZh = await call(
      t,
      'POST',
      '/admin/auth/login/verify',
      null,
      { challenge: second.challenge, code },
      { 'accept-language': 'zh-CN' },
    );
    expect(replayZh.json().message).toBe(
      '验证码已使用过：每个验证码只能用一次，请输入身份验证器应用显示的下一个验证码',
    );
    // the sign-in is audited with its second factor
    const [row] = await queryRows<{ payload: { secondFactor?: string } }>(
      t.database.db,
      sql`SELECT payload FROM audit_log WHERE action = 'auth.signIn' ORDER BY id DESC LIMIT 1`,
    );
    expect(row?.payload.secondFactor).toBe('totp');
  });

  test('a recovery code signs in once', async () => {
    const token = await t.login('admin');
    const { recoveryCodes } = await turnOn(t, token);
    const phone = admins[0]!.phone;
    const challenge = async () => (await password(phone, admins[0]!.password)(t)).json().data.challenge;
    const code = recoveryCodes[3]!.toLowerCase().replaceAll('-', ' ');
    const ok = await call(t, 'POST', '/admin/auth/login/verify', null, {
      challenge: await challenge(),
      code,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.accessToken).toBeTruthy();
    const reuse = await call(t, 'POST', '/admin/auth/login/verify', null, {
      challenge: await challenge(),
      code,
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({
      message: 'Recovery code is wrong or used already: each recovery code works once',
      details: [{ field: 'code', rule: 'recovery' }],
    });
    expect((await call(t, 'GET', '/admin/account/two-factor', token)).json().data.recoveryCodesLeft).toBe(9);
    // turning it off needs a code: none, a wrong one, then a right one
    const none = await call(t, 'DELETE', '/admin/account/two-factor', token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0].field).toBe('code');
    const wrong = await call(t, 'DELETE', '/admin/account/two-factor', token, { code: recoveryCodes[3] });
    expect(wrong.statusCode).toBe(400);
    const off = await call(t, 'DELETE', '/admin/account/two-factor', token, { code: recoveryCodes[0] });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    // off: the password alone signs in again
    expect((await password(phone, admins[0]!.password)(t)).json().data.accessToken).toBeTruthy();
  });

  test('step-up: an approver with TOTP gives a fresh code in X-OpsDeck-OTP; the approver policy', async () => {
    const [m] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members WHERE status = 'active' ORDER BY id OFFSET 40 LIMIT 1`,
    );
    const pending = async () => {
      const res = await call(
        t,
        'POST',
        '/admin/member/patch-coin',
        t.user,
        { memberId: m!.id, coins: 12_000, reason: 'step-up test' },
        { 'idempotency-key': `step-up-${Math.random()}` },
      );
      expect(res.statusCode).toBe(202);
      return res.json().data.approvalId as number;
    };
    const { secret } = await turnOn(t, t.admin2);
    const id = await pending();
    const none = await call(t, 'POST', `/admin/approvals/${id}/approve`, t.admin2, {});
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 40311, message: expect.stringContaining('fresh code') });
    const wrong = await call(
      t,
      'POST',
      `/admin/approvals/${id}/approve`,
      t.admin2,
      {},
      { 'x-opsdeck-otp': '000000' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('otp');
    expect((await call(t, 'GET', `/admin/approvals/${id}`, t.admin2)).json().data.status).toBe('pending');
    await nextStep(t, admin2.phone);
    const ok = await call(
      t,
      'POST',
      `/admin/approvals/${id}/approve`,
      t.admin2,
      {},
      { 'x-opsdeck-otp': await codeOf(secret) },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe('approved');

    // changing a money policy asks for the code too; the approver policy is off by default
    const list = (await call(t, 'GET', '/admin/automation', t.admin2)).json().data as {
      id: string;
      enabled: boolean;
    }[];
    expect(list.find((s) => s.id === 'approverTotp')?.enabled).toBe(false);
    const noCode = await call(t, 'PUT', '/admin/automation/approverTotp', t.admin2, { enabled: true });
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json().code).toBe(40311);
    await nextStep(t, admin2.phone);
    const on = await call(
      t,
      'PUT',
      '/admin/automation/approverTotp',
      t.admin2,
      { enabled: true },
      { 'x-opsdeck-otp': await codeOf(secret) },
    );
    expect(on.statusCode).toBe(200);
    expect(on.json().data.enabled).toBe(true);

    // with the policy on, an admin without TOTP may not approve; one with TOTP still can
    const second = await pending();
    const refused = await call(t, 'POST', `/admin/approvals/${second}/approve`, t.admin, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('two-factor sign-in for every approver');
    const refusedZh = await call(
      t,
      'POST',
      `/admin/approvals/${second}/approve`,
      t.admin,
      {},
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(refusedZh.json().message).toContain('审批人开启两步验证');
    expect((await call(t, 'GET', `/admin/approvals/${second}`, t.admin)).json().data.status).toBe('pending');
    await nextStep(t, admin2.phone);
    const byTotp = await call(
      t,
      'POST',
      `/admin/approvals/${second}/approve`,
      t.admin2,
      {},
      { 'x-opsdeck-otp': await codeOf(secret) },
    );
    expect(byTotp.statusCode).toBe(200);
    await nextStep(t, admin2.phone);
    const off = await call(
      t,
      'PUT',
      '/admin/automation/approverTotp',
      t.admin2,
      { enabled: false },
      { 'x-opsdeck-otp': await codeOf(secret) },
    );
    // Turning the approver policy off weakens a money control, so it waits for a
    // second admin (it applied at once before); the policy stays on meanwhile.
    expect(off.statusCode).toBe(202);
    expect(off.json().data).toMatchObject({ status: 'pending', weakened: ['approverTotp'] });
    const still = (await call(t, 'GET', '/admin/automation', t.admin2)).json().data as {
      id: string;
      enabled: boolean;
    }[];
    expect(still.find((s) => s.id === 'approverTotp')?.enabled).toBe(true);

    // the money limits (/list/card) ask for the code too
    const limitsNoCode = await call(t, 'PUT', '/admin/money-controls', t.admin2, { coins: 9_000 });
    expect(limitsNoCode.statusCode).toBe(403);
    expect(limitsNoCode.json().code).toBe(40311);
    await nextStep(t, admin2.phone);
    const limits = await call(
      t,
      'PUT',
      '/admin/money-controls',
      t.admin2,
      { coins: 9_000 },
      { 'x-opsdeck-otp': await codeOf(secret) },
    );
    expect(limits.statusCode).toBe(200);
  });
});

/** These build an app of their own with tighter limits: more time on a loaded machine. */
