import { describe, expect, test } from 'vitest';
import { callIn } from '../../testing/call-in.js';
import { testApp } from '../../testing/suite.js';

// The demo operators' area, address and security question: a text per language (migration 095),
// never the seed's Chinese in en-US; a text the operator types is theirs, shown as typed.

const t = testApp();

const call = (token: string, method: 'GET' | 'PUT', url: string, lang: string, payload?: object) =>
  callIn(t, token, method, url, lang, payload);

const HAN = /[\u4e00-\u9fff]/u;

describe('area, address and security question in the caller’s language', () => {
  test.each([
    [
      'en-US',
      'Xihu District, Hangzhou, Zhejiang',
      '8F, 90 Wensan Road',
      'What was the brand of your first computer?',
    ],
    ['zh-CN', '浙江省 杭州市 西湖区', '文三路 90 号 8 楼', '第一台电脑的品牌？'],
  ] as const)('%s: /user/setting’s basic and security tabs', async (lang, area, address, question) => {
    const token = await t.login('admin');
    expect(await call(token, 'GET', '/api/admin/account/settings', lang)).toMatchObject({ area, address });
    expect((await call(token, 'GET', '/api/admin/account/security', lang)).question).toBe(question);
    const user = await t.login('user');
    const settings = await call(user, 'GET', '/api/admin/account/settings', lang);
    if (lang === 'en-US') expect(`${settings.area} ${settings.address}`).not.toMatch(HAN);
    else expect(settings.area).toBe('四川省 成都市 高新区');
  });

  test('the area and address shown, saved again, keep their languages; typed anew they are the operator’s own', async () => {
    const token = await t.login('user');
    const save = async (lang: string, change: { area?: string; address?: string }) => {
      const s = await call(token, 'GET', '/api/admin/account/settings', lang);
      const { name, nickname, email, countryRegion, area, address, personalWebsite, introduction, location } =
        s;
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
        ...change,
      });
    };
    expect(await save('zh-CN', {})).toMatchObject({
      area: '四川省 成都市 高新区',
      address: '天府大道 1700 号',
    });
    expect(await call(token, 'GET', '/api/admin/account/settings', 'en-US')).toMatchObject({
      area: 'High-tech Zone, Chengdu, Sichuan',
      address: '1700 Tianfu Avenue',
    });
    // a new address: the operator's own in both languages; the area kept its languages
    expect(await save('en-US', { address: '88 Jiaozi Avenue' })).toMatchObject({
      address: '88 Jiaozi Avenue',
    });
    expect(await call(token, 'GET', '/api/admin/account/settings', 'zh-CN')).toMatchObject({
      area: '四川省 成都市 高新区',
      address: '88 Jiaozi Avenue',
    });
    expect((await save('zh-CN', { area: '四川省 成都市 锦江区' })).area).toBe('四川省 成都市 锦江区');
    expect((await call(token, 'GET', '/api/admin/account/settings', 'en-US')).area).toBe(
      '四川省 成都市 锦江区',
    );
  });

  test('a question set anew is the operator’s own in both languages', async () => {
    const token = await t.login('admin');
    const set = await call(token, 'PUT', '/api/admin/account/security', 'zh-CN', {
      question: { question: '最喜欢的城市？', answer: 'hangzhou' },
    });
    expect(set.question).toBe('最喜欢的城市？');
    expect((await call(token, 'GET', '/api/admin/account/security', 'en-US')).question).toBe(
      '最喜欢的城市？',
    );
  });
});
