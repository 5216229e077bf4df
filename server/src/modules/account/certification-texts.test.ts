import { describe, expect, test } from 'vitest';
import { testApp } from '../../testing/suite.js';

// The demo certification records' contents: a text per language (migration 094), never Chinese only
// in en-US ('企业证照认证：杭州拾光内容科技有限公司').

const t = testApp();

const records = async (token: string, lang: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/account/certification',
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data.records as { id: number; certificationContent: string; status: string }[]).map(
    (r) => r.certificationContent,
  );
};

describe('certification records in the caller language', () => {
  test.each([
    [
      'en-US',
      ['Legal representative change: 林*', 'Business licence certification: 杭州拾光内容科技有限公司'],
    ],
    ['zh-CN', ['法定代表人变更：林*', '企业证照认证：杭州拾光内容科技有限公司']],
  ] as const)('%s: the records of the first admin', async (lang, contents) => {
    expect(await records(await t.login('admin'), lang)).toEqual(contents);
  });

  test('withdrawing answers the records left, in the caller language', async () => {
    const token = await t.login('user');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/account/certification',
      headers: { authorization: `Bearer ${token}` },
    });
    const auditing = (res.json().data.records as { id: number; status: string }[]).find(
      (r) => r.status === 'auditing',
    );
    expect(await records(token, 'en-US')).toEqual(['Personal identity certification: 周*']);
    expect(await records(token, 'zh-CN')).toEqual(['个人实名认证：周*']);
    const gone = await t.app.inject({
      method: 'POST',
      url: `/api/admin/account/certification/records/${auditing?.id}/withdraw`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual([]);
  });
});
