import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { testApp } from '../../testing/suite.js';

// The demo operators' job, organization and office location: a name per language (migration 080),
// never one string holding both ('运营负责人 Head of Operations').

const t = testApp();

const get = async (token: string, url: string, lang: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const putLocation = async (token: string, location: string, lang: string) => {
  const current = await get(token, '/api/admin/account/settings', lang);
  const { name, nickname, email, countryRegion, area, address, personalWebsite, introduction } = current;
  const body = { name, nickname, email, countryRegion, area, address, personalWebsite, introduction };
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/account/profile',
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    payload: { ...body, nickname: nickname || 'n', location, avatar: '' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('work names in the caller language', () => {
  test.each([
    [
      'en-US',
      { jobName: 'Head of Operations', organizationName: 'Content Operations', locationName: 'Hangzhou' },
    ],
    ['zh-CN', { jobName: '运营负责人', organizationName: '内容运营部', locationName: '杭州' }],
  ])('%s: /user/info and /user/setting name the job, organization and location', async (lang, names) => {
    const token = await t.login('admin');
    const info = await get(token, '/api/admin/account/profile', lang);
    expect(info).toMatchObject({ job: 'operations', organization: 'content-ops', ...names });
    const settings = await get(token, '/api/admin/account/settings', lang);
    expect(settings).toMatchObject({ ...names, location: names.locationName });
    const team = (await get(token, '/api/admin/account/team', lang)) as { jobName: string }[];
    const all = [info.jobName, info.organizationName, info.locationName, ...team.map((m) => m.jobName)];
    // one language each: no name holds both scripts
    for (const name of all) expect(name).not.toMatch(lang === 'en-US' ? /[\u4e00-\u9fff]/u : /[A-Za-z]/);
    expect(team.map((m) => m.jobName)).toContain(names.jobName);
  });

  test('the office location: the shown name saved again is unchanged; a place named in either language takes its names; other text is kept as typed', async () => {
    const token = await t.login('user');
    const before = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.updateProfile'));
    // the form sends back what it showed (成都 in zh-CN): not a change, still named in each language
    await putLocation(token, '成都', 'zh-CN');
    expect((await get(token, '/api/admin/account/profile', 'en-US')).locationName).toBe('Chengdu');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.updateProfile'));
    expect(audit.length).toBe(before.length + 1);
    expect((audit.at(-1)?.payload as { fields?: string[] } | undefined)?.fields).not.toContain('location');
    // another known place, typed in English, is named in Chinese too
    await putLocation(token, 'Shanghai', 'en-US');
    expect((await get(token, '/api/admin/account/profile', 'zh-CN')).locationName).toBe('上海');
    // text of the operator's own is shown as typed in both languages
    await putLocation(token, 'Chengdu HQ, 3F', 'zh-CN');
    for (const lang of ['en-US', 'zh-CN']) {
      const info = await get(token, '/api/admin/account/profile', lang);
      expect(info.locationName).toBe('Chengdu HQ, 3F');
      expect((await get(token, '/api/admin/account/settings', lang)).location).toBe('Chengdu HQ, 3F');
    }
  });
});
