import { describe, expect, test } from 'vitest';
import { callIn } from '../../testing/call-in.js';
import { testApp } from '../../testing/suite.js';

// The demo operators' names and their messages' texts: a text per language (migration 090), never
// one string holding both ('林乔 Lin Qiao', '续费通知 Renewal notice').

const t = testApp();

const call = (token: string, method: 'GET' | 'PUT', url: string, lang: string, payload?: object) =>
  callIn(t, token, method, url, lang, payload);

const oneScript = (lang: string) => (lang === 'en-US' ? /[\u4e00-\u9fff]/u : /[A-Za-z]{2}/);

describe('operator names and message texts in the caller language', () => {
  test.each([
    ['en-US', 'Lin Qiao', 'Renewal notice', 'direct message'],
    ['zh-CN', '林乔', '续费通知', '的私信'],
  ])('%s: the profile, the team and the message box', async (lang, name, notice, sub) => {
    const token = await t.login('admin');
    expect((await call(token, 'GET', '/api/admin/account/profile', lang)).name).toBe(name);
    expect((await call(token, 'GET', '/api/admin/account/settings', lang)).name).toBe(name);
    const team = (await call(token, 'GET', '/api/admin/account/team', lang)) as { name: string }[];
    expect(team.map((m) => m.name)).toContain(name);
    for (const m of team) expect(m.name).not.toMatch(oneScript(lang));
    const messages = (await call(token, 'GET', '/api/message/list', lang)) as {
      title: string;
      subTitle: string;
      content: string;
    }[];
    expect(messages.map((m) => m.title)).toContain(notice);
    expect(messages.map((m) => m.subTitle)).toContain(sub);
    // the seeded messages (the approvals' notices are written by the server as it runs)
    for (const m of messages.filter((x) => !/Approval #|审批 #/.test(x.title))) {
      expect(m.title).not.toMatch(oneScript(lang));
      // a content may hold a time or a figure; the other language's words it does not hold
      expect(m.content).not.toMatch(lang === 'en-US' ? /[\u4e00-\u9fff]/u : /[A-Za-z]{3,}(?<!CDN|VIP)/);
    }
  });

  test('the name shown saved again keeps its languages; a name typed anew is the operator’s own in both', async () => {
    const token = await t.login('user');
    const save = async (lang: string, name: string) => {
      const s = await call(token, 'GET', '/api/admin/account/settings', lang);
      const { nickname, email, countryRegion, area, address, personalWebsite, introduction, location } = s;
      return call(token, 'PUT', '/api/admin/account/profile', lang, {
        name,
        nickname: nickname || 'n',
        email,
        countryRegion,
        area,
        address,
        personalWebsite,
        introduction,
        location,
        avatar: '',
      });
    };
    expect((await save('zh-CN', '周晓')).name).toBe('周晓');
    expect((await call(token, 'GET', '/api/admin/account/profile', 'en-US')).name).toBe('Zhou Xiao');
    expect((await save('en-US', 'Xiao Zhou')).name).toBe('Xiao Zhou');
    for (const lang of ['en-US', 'zh-CN'])
      expect((await call(token, 'GET', '/api/admin/account/profile', lang)).name).toBe('Xiao Zhou');
  });
});
