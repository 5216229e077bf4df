import type { Resource } from '@opsdeck/shared/resources';
import * as resources from '@opsdeck/shared/resources';
import {
  checkinRowSchema,
  checkinRuleSchema,
  coinConsumeRowSchema,
  collectionSchema,
  healthSchema,
  inviteRowSchema,
  memberDetailSchema,
  memberRowSchema,
  menuNodeSchema,
  messageSchema,
  orderDetailSchema,
  orderRowSchema,
  pageSchema,
  pointLedgerRowSchema,
  pointOverviewSchema,
  profileSchema,
  reissueCoinsResultSchema,
  unlockRowSchema,
} from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { callMock, expectAnswerMatches } from '../testing/call-api.ts';
import { mockApiForTests } from '../testing/mock-server.ts';

const mock = mockApiForTests();
const call = (path: string, init: RequestInit = {}, role: 'admin' | 'user' | null = 'admin') =>
  callMock(mock.world(), path, init, role);

/** Every mock answer has the server's envelope and the shared response schema. */
const answers: [string, z.ZodType][] = [
  ['/health', healthSchema],
  ['/admin/account/profile', profileSchema],
  ['/message/list', z.array(messageSchema)],
  ['/admin/members', pageSchema(memberRowSchema)],
  ['/admin/members/1', memberDetailSchema],
  ['/admin/orders?kind=vip', pageSchema(orderRowSchema)],
  ['/admin/orders/1', orderDetailSchema],
  ['/admin/consume/vip', pageSchema(unlockRowSchema)],
  ['/admin/consume/unlocked', pageSchema(unlockRowSchema)],
  ['/admin/consume/coin', pageSchema(coinConsumeRowSchema)],
  ['/admin/tasks/checkin', pageSchema(checkinRowSchema)],
  ['/admin/tasks/checkin/rules', z.array(checkinRuleSchema)],
  ['/admin/tasks/invite', pageSchema(inviteRowSchema)],
  ['/admin/points', pageSchema(pointLedgerRowSchema)],
  ['/admin/points/overview?from=2026-11-01&to=2026-11-21', pointOverviewSchema],
  ['/admin/collections', pageSchema(collectionSchema.strict())],
  // every declared content resource (shared/src/resources): its list and a row's detail
  ...Object.values(resources as Record<string, unknown>)
    .filter((v): v is Resource => typeof v === 'object' && v !== null && 'path' in v && 'schemas' in v)
    .flatMap((r): [string, z.ZodType][] => [
      [`/admin/${r.path}`, pageSchema(r.schemas.row)],
      [`/admin/${r.path}/1`, r.schemas.detail],
    ]),
];

describe('mock answers', () => {
  test.each(answers)('GET %s matches the shared response schema', (path, schema) =>
    expectAnswerMatches(mock.world(), path, schema),
  );

  test('the menu is the catalogue tree for the role', async () => {
    const { body } = await call('/dashboard/user/menu', { method: 'POST' });
    expect(z.array(menuNodeSchema).parse(body.data).length).toBeGreaterThan(0);
  });

  test('no token is 401, bad input is 400 naming the field in the caller language', async () => {
    expect((await call('/admin/members', {}, null)).status).toBe(401);
    const bad = await call('/admin/orders?kind=gift', { headers: { 'accept-language': 'zh-CN' } });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ field: 'kind', rule: 'enum' });
    expect(bad.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  test('the profile’s introduction and the shops’ names in the caller language, as the server answers them', async () => {
    const read = async (path: string, lang: string) =>
      (await call(path, { headers: { 'accept-language': lang } })).body.data;
    expect((await read('/admin/account/profile', 'en-US')).introduction).toBe(
      'Runs content and member operations.',
    );
    expect((await read('/admin/account/profile', 'zh-CN')).introduction).toBe(
      '负责内容与会员运营，盯紧每一笔福币与 VIP 账目。',
    );
    const names = async (lang: string) =>
      ((await read('/admin/shop/list-all', lang)) as { name: string }[]).map((s) => s.name);
    expect(await names('en-US')).toEqual(['Online Rent', 'Online Sell', 'Stockroom']);
    expect(await names('zh-CN')).toEqual(['线上租赁店', '线上销售店', '中心仓']);
  });

  test('a re-issue needs an Idempotency-Key; the same key replays instead of issuing twice', async () => {
    const member = mock.world().members.find((m) => m.status === 'active')!;
    const body = JSON.stringify({ memberId: member.id, coins: 10, reason: 'Compensation' });
    expect((await call('/admin/member/patch-coin', { method: 'POST', body })).status).toBe(400);
    const headers = { 'Idempotency-Key': 'key-1' };
    const first = await call('/admin/member/patch-coin', { method: 'POST', body, headers });
    const again = await call('/admin/member/patch-coin', { method: 'POST', body, headers });
    expect(reissueCoinsResultSchema.parse(first.body.data).replayed).toBe(false);
    expect(again.body.data).toMatchObject({ orderNo: first.body.data.orderNo, replayed: true });
    expect(member.coinBalance).toBe(first.body.data.balanceAfter);
  });

  test('an upload answers a new /uploads URL, which serves a picture; a text file is refused', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'a.png');
    const up = await call('/admin/uploads', { method: 'POST', body: form });
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({
      url: expect.stringMatching(/^\/uploads\//),
      type: 'image/png',
    });
    const picture = await fetch(`http://localhost${up.body.data.url}`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    const text = new FormData();
    text.set('file', new Blob(['hi'], { type: 'text/plain' }), 'a.txt');
    const refused = await call('/admin/uploads', { method: 'POST', body: text });
    expect(refused.status).toBe(415);
    expect(refused.body.details[0]).toMatchObject({ field: 'file', rule: 'type' });
  });

  test('the spec mock login texts', async () => {
    const login = (b: object) => call('/admin/auth/login', { method: 'POST', body: JSON.stringify(b) }, null);
    expect((await login({ phone: '', password: 'x' })).body.message).toBe('username cannot be empty');
    expect((await login({ phone: '13800000001', password: '' })).body.message).toBe(
      'password cannot be empty',
    );
    expect((await login({ phone: '13800000001', password: 'x' })).body.message).toBe(
      'wrong account or password',
    );
    const ok = await login({ phone: '13800000001', password: 'Admin@123' });
    expect(ok.body.data.accessToken).toMatch(/^mock-/);
  });
});
