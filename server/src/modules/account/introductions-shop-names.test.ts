import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { DEMO_SHOPS } from '../../seed/core-data.js';
import { callIn } from '../../testing/call-in.js';
import { testApp } from '../../testing/suite.js';
import { DEMO_OPERATORS } from '../demo/operators.js';

// The demo operators' introductions and the shops' names: a text per language (migration 092), never
// one string holding both ('负责内容与会员运营，…。Runs content and member operations.',
// '线上租赁店 Online Rent').

const t = testApp();

const call = (token: string, method: 'GET' | 'PUT', url: string, lang: string, payload?: object) =>
  callIn(t, token, method, url, lang, payload);

const otherScript = (lang: string) => (lang === 'en-US' ? /[\u4e00-\u9fff]/u : /[A-Za-z]{2}/);
const admin = DEMO_OPERATORS.find((o) => o.phone === '13800000001')!;

describe('introductions and shop names in the caller language', () => {
  test.each([
    ['en-US', 'Runs content and member operations.', ['Online Rent', 'Online Sell', 'Stockroom']],
    ['zh-CN', '负责内容与会员运营，盯紧每一笔福币与 VIP 账目。', ['线上租赁店', '线上销售店', '中心仓']],
  ] as const)('%s: the profile, the settings and the shop list', async (lang, introduction, shops) => {
    const token = await t.login('admin');
    expect(admin.introductions[lang]).toBe(introduction);
    expect((await call(token, 'GET', '/api/admin/account/profile', lang)).introduction).toBe(introduction);
    expect((await call(token, 'GET', '/api/admin/account/settings', lang)).introduction).toBe(introduction);
    const list = (await call(token, 'GET', '/api/admin/shop/list-all', lang)) as {
      code: string;
      name: string;
    }[];
    expect(list.map((s) => s.name)).toEqual(shops);
    expect(list.map((s) => s.code)).toEqual(DEMO_SHOPS.map((s) => s.code));
    for (const s of list) expect(s.name).not.toMatch(otherScript(lang));
  });

  test('the introduction shown saved again keeps its languages; one typed anew is the operator’s own in both', async () => {
    const token = await t.login('user');
    const save = async (lang: string, introduction: string) => {
      const s = await call(token, 'GET', '/api/admin/account/settings', lang);
      const { name, nickname, email, countryRegion, area, address, personalWebsite, location } = s;
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
    const shown = (await call(token, 'GET', '/api/admin/account/settings', 'zh-CN')).introduction;
    expect(shown).toBe('处理会员工单、补发与退款咨询。');
    expect((await save('zh-CN', shown)).introduction).toBe(shown);
    expect((await call(token, 'GET', '/api/admin/account/profile', 'en-US')).introduction).toBe(
      'Handles member tickets, re-issues and refunds.',
    );
    const typed = '夜班客服 night shift support';
    expect((await save('en-US', typed)).introduction).toBe(typed);
    for (const lang of ['en-US', 'zh-CN'])
      expect((await call(token, 'GET', '/api/admin/account/profile', lang)).introduction).toBe(typed);
  });

  test('a shop without names per language is shown as it was written', async () => {
    // a shop of a database of its own: one name, no rows per language
    await t.database.db.execute(
      sql`INSERT INTO shops (name, code, shop_type) VALUES ('西湖店 West Lake', 'west_lake', 1)`,
    );
    const token = await t.login('user');
    for (const lang of ['en-US', 'zh-CN']) {
      const list = (await call(token, 'GET', '/api/admin/shop/list-all', lang)) as {
        code: string;
        name: string;
      }[];
      expect(list.find((s) => s.code === 'west_lake')?.name).toBe('西湖店 West Lake');
    }
  });
});
