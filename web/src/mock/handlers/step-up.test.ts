import { IDEMPOTENCY_HEADER, OTP_HEADER } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { callMock } from '../testing/call-api.ts';
import { mockApiForTests } from '../testing/mock-server.ts';

// Step-up on the mock API, as on the server: what the console's code fields are tried against in
// dev:mock (the mock computes no codes: six digits pass, 000000 is the wrong one).

const mock = mockApiForTests();
const SECOND_ADMIN = { phone: '13800000003' };
const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  body: JSON.stringify(body),
  headers,
});

/** A coin re-issue above the threshold asked by the first admin: its pending request's id. */
async function heldRequest(key: string): Promise<number> {
  const member = mock.world().members.find((m) => m.status === 'active')!;
  const held = await callMock(
    mock.world(),
    '/admin/member/patch-coin',
    json(
      'POST',
      { memberId: member.id, coins: 20_000, reason: 'step-up on the mock' },
      { [IDEMPOTENCY_HEADER]: key },
    ),
  );
  expect(held.status).toBe(202);
  return held.body.data.approvalId;
}

describe('step-up on the mock API', () => {
  test('an approver with TOTP on: no code asks for one (40311), a wrong one is refused naming otp, a code approves', async () => {
    const world = mock.world();
    expect(
      (await callMock(world, '/admin/account/two-factor/setup', { method: 'POST' }, SECOND_ADMIN)).status,
    ).toBe(200);
    const on = await callMock(
      world,
      '/admin/account/two-factor/enable',
      json('POST', { code: '123456' }),
      SECOND_ADMIN,
    );
    expect(on.status).toBe(200);
    const id = await heldRequest('mock-step-up-1');
    const approve = (headers: Record<string, string>) =>
      callMock(world, `/admin/approvals/${id}/approve`, json('POST', {}, headers), SECOND_ADMIN);

    const none = await approve({});
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ code: 40311, message: expect.stringContaining('fresh code') });
    const wrong = await approve({ [OTP_HEADER]: '000000', 'accept-language': 'zh-CN' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([
      { field: 'otp', rule: 'totp', message: '验证码错误或已过期：请输入身份验证器应用当前显示的验证码' },
    ]);
    expect(world.approvals.find((a) => a.id === id)?.status).toBe('pending');
    const ok = await approve({ [OTP_HEADER]: '123456' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('approved');

    // a money policy asks for the code too
    const limits = await callMock(
      world,
      '/admin/money-controls',
      json('PUT', { coins: 9_000 }),
      SECOND_ADMIN,
    );
    expect(limits.body.code).toBe(40311);
  });

  test('the approver policy on: an admin without TOTP may not approve', async () => {
    const world = mock.world();
    const policy = await callMock(world, '/admin/automation/approverTotp', json('PUT', { enabled: true }));
    expect(policy.body.data.enabled).toBe(true);
    const id = await heldRequest('mock-step-up-2');
    const refused = await callMock(world, `/admin/approvals/${id}/approve`, json('POST', {}), SECOND_ADMIN);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('two-factor sign-in for every approver');
    expect(world.approvals.find((a) => a.id === id)?.status).toBe('pending');
  });
});
