import { describe, expect, test } from 'vitest';
import { rawRows } from '../../db/raw.js';
import type { TestApp } from '../../testing/build-test-app.js';
import { signedInApp } from '../../testing/suite.js';

const t = signedInApp();

const call = (...args: Parameters<TestApp['request']>) => t.request(...args);

const valid = {
  activityName: '春季推广Spring1',
  channelType: 'app',
  promotionTime: ['2026-03-01', '2026-03-31'],
  promoteLink: 'https://example.com/spring',
  advertisingSource: 'Sohu',
  advertisingMedia: 'CPC',
  keyword: ['toutiao', 'huoshan'],
  pushNotify: true,
  advertisingContent: 'Wallpapers for spring, free for a week.',
};

const channelCount = async () =>
  Number((await rawRows<{ n: unknown }>(t.database.db, 'SELECT count(*) AS n FROM channels'))[0]?.n);

describe('GET /admin/channels', () => {
  test('any role lists the built-in channels with their member counts', async () => {
    const { status, body } = await call('GET', '/admin/channels', t.user);
    expect(status).toBe(200);
    const codes = body.data.list.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['appstore', 'huawei', 'xiaomi', 'oppo', 'vivo', 'web']));
    const [{ n }] = (await rawRows<{ n: unknown }>(
      t.database.db,
      `SELECT count(*) AS n FROM members WHERE channel = 'huawei'`,
    )) as [{ n: unknown }];
    const huawei = body.data.list.find((c: { code: string }) => c.code === 'huawei');
    expect(huawei.memberCount).toBe(Number(n));
    expect(huawei.memberCount).toBeGreaterThan(0);
  });

  test('the member list refuses a malformed channel code (400) and finds none for an unknown one', async () => {
    const bad = await call('GET', '/admin/members?channel=Not%20A%20Code', t.user);
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('channel');
    const none = await call('GET', '/admin/members?channel=nosuch', t.user);
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  test('signed out is 401', async () => {
    expect((await call('GET', '/admin/channels', null)).status).toBe(401);
  });
});

describe('POST /admin/channels', () => {
  test('a user may not create (403), nothing stored', async () => {
    const before = await channelCount();
    expect((await call('POST', '/admin/channels', t.user, valid)).status).toBe(403);
    expect(await channelCount()).toBe(before);
  });

  test('an admin creates a channel with a generated unique code, audited; a member may then carry it', async () => {
    const { status, body } = await call('POST', '/admin/channels', t.admin, valid);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: valid.activityName,
      channelType: 'app',
      promotionFrom: '2026-03-01',
      promotionTo: '2026-03-31',
      keywords: ['toutiao', 'huoshan'],
      pushNotify: true,
      memberCount: 0,
      code: expect.stringMatching(/^ch\d{4,}$/),
    });
    const audit = await rawRows<{ action: string }>(
      t.database.db,
      `SELECT action FROM audit_log WHERE target_type = 'channel' AND target_id = $1`,
      [body.data.code],
    );
    expect(audit.map((a) => a.action)).toEqual(['channel.create']);
    // members.channel refers to channels.code: the new code is accepted, an unknown one is not.
    const [m] = await rawRows<{ id: number }>(t.database.db, 'SELECT id FROM members ORDER BY id LIMIT 1');
    await rawRows(t.database.db, 'UPDATE members SET channel = $1 WHERE id = $2', [body.data.code, m?.id]);
    await expect(
      rawRows(t.database.db, `UPDATE members SET channel = 'nope' WHERE id = $1`, [m?.id]),
    ).rejects.toThrow();
    const list = await call('GET', `/admin/members?channel=${body.data.code}`, t.user);
    expect(list.status).toBe(200);
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toEqual([m?.id]);
    const again = await call('GET', '/admin/channels', t.user);
    expect(again.body.data.list.find((c: { code: string }) => c.code === body.data.code).memberCount).toBe(1);
  });

  test('the same activity name twice is 409 naming the field', async () => {
    const { status, body } = await call('POST', '/admin/channels', t.admin, {
      ...valid,
      activityName: 'Twice1',
    });
    expect(status).toBe(200);
    const before = await channelCount();
    const dup = await call('POST', '/admin/channels', t.admin, { ...valid, activityName: 'Twice1' }, 'zh-CN');
    expect(dup.status).toBe(409);
    expect(dup.body.details).toEqual([expect.objectContaining({ field: 'activityName', rule: 'unique' })]);
    expect(dup.body.message).toContain('Twice1');
    expect(await channelCount()).toBe(before);
    expect(body.data.code).not.toBe('');
  });

  test.each([
    [
      'empty body: every required field',
      {},
      [
        'activityName',
        'channelType',
        'promotionTime',
        'promoteLink',
        'advertisingSource',
        'advertisingMedia',
        'keyword',
        'advertisingContent',
      ],
    ],
    ['activity name of 21 characters', { ...valid, activityName: 'a'.repeat(21) }, ['activityName']],
    ['activity name with a space', { ...valid, activityName: 'spring sale' }, ['activityName']],
    ['link without http(s)', { ...valid, promoteLink: 'ftp://example.com' }, ['promoteLink']],
    [
      'promotion ending before it starts',
      { ...valid, promotionTime: ['2026-03-31', '2026-03-01'] },
      ['promotionTime'],
    ],
    ['no keyword', { ...valid, keyword: [] }, ['keyword']],
    ['unknown keyword', { ...valid, keyword: ['google'] }, ['keyword.0']],
    ['201 words', { ...valid, advertisingContent: 'word '.repeat(201).trim() }, ['advertisingContent']],
    ['201 Chinese characters', { ...valid, advertisingContent: '字'.repeat(201) }, ['advertisingContent']],
    ['unknown channel type', { ...valid, channelType: 'tv' }, ['channelType']],
    ['an unknown field', { ...valid, code: 'x1' }, ['']],
  ])('%s is 400 naming the field, nothing stored', async (_name, body, fields) => {
    const before = await channelCount();
    const res = await call('POST', '/admin/channels', t.admin, body);
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([...fields].sort());
    expect(await channelCount()).toBe(before);
  });

  test('validation messages come in the caller language', async () => {
    const en = await call('POST', '/admin/channels', t.admin, { ...valid, promoteLink: 'example.com' });
    expect(en.body.details[0].message).toBe('Promote link must start with http:// or https://');
    const zh = await call('POST', '/admin/channels', t.admin, { ...valid, activityName: '' }, 'zh-CN');
    expect(zh.body.details[0].message).toContain('活动名称');
    const empty = await call('POST', '/admin/channels', t.admin, {});
    const messages = Object.fromEntries(
      empty.body.details.map((d: { field: string; message: string }) => [d.field, d.message]),
    );
    expect(messages).toMatchObject({
      activityName: 'Activity name is required',
      channelType: 'Channel type is required',
      promoteLink: 'Promote link is required',
      keyword: 'Keyword is required',
    });
    const zhEmpty = await call('POST', '/admin/channels', t.admin, {}, 'zh-CN');
    expect(zhEmpty.body.details.find((d: { field: string }) => d.field === 'channelType').message).toContain(
      '渠道类型',
    );
  });

  test('push notify is on unless turned off', async () => {
    const { pushNotify: _, ...rest } = valid;
    const on = await call('POST', '/admin/channels', t.admin, { ...rest, activityName: 'PushDefault' });
    expect(on.body.data.pushNotify).toBe(true);
    const off = await call('POST', '/admin/channels', t.admin, {
      ...valid,
      activityName: 'PushOff',
      pushNotify: false,
    });
    expect(off.body.data.pushNotify).toBe(false);
  });

  test('200 words and 20 Chinese characters are accepted (bounds)', async () => {
    const res = await call('POST', '/admin/channels', t.admin, {
      ...valid,
      activityName: '一二三四五六七八九十一二三四五六七八九十',
      advertisingContent: 'word '.repeat(200).trim(),
    });
    expect(res.status).toBe(200);
  });
});
