import { describe, expect, test } from 'vitest';
import { enUS } from './en-US/index.js';
import { zhCN } from './zh-CN/index.js';

/** Every string of a locale with its dotted key. */
function entries(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    entries(v, prefix ? `${prefix}.${k}` : k),
  );
}

/** The keys whose string matches `pattern`, as `key => string` (readable when a test fails). */
function matching(tree: unknown, pattern: RegExp): string[] {
  return entries(tree)
    .filter(([, text]) => pattern.test(text))
    .map(([key, text]) => `${key} => ${text}`);
}

function at(tree: unknown, key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
}

describe('one word per thing in zh-CN', () => {
  test('collections are 合集 everywhere, the menu included (never 书单)', () => {
    expect(matching(zhCN, /书单/)).toEqual([]);
    expect(at(zhCN, 'menu.collection._')).toBe('合集管理');
    expect(at(zhCN, 'menu.collection.list')).toBe('合集列表');
    expect(at(zhCN, 'menu.collection.detail')).toBe('合集详情');
  });

  test('re-issuing is 补发 (never 补单), its order number an ordinary 订单号, a dry run 预演', () => {
    expect(matching(zhCN, /补单|试运行|补发会员/)).toEqual([]);
    expect(at(zhCN, 'order.kind.patch')).toBe(at(zhCN, 'menu.order.patch'));
    expect(at(zhCN, 'analysis.orderKinds.patch')).toBe('补发');
    expect(at(zhCN, 'analysis.orderKinds.vip')).toBe('VIP');
    expect(at(zhCN, 'patch.orderNo')).toBe(at(zhCN, 'order.columns.orderNo'));
    expect(at(zhCN, 'monitor.quick.reissueVip')).toBe(at(zhCN, 'patch.vipTitle'));
  });

  test('VIP stands apart from the Chinese around it, as the CLI writes it (VIP 订单)', () => {
    expect(matching(zhCN, /[\u4e00-\u9fff]VIP|VIP[\u4e00-\u9fff]/u)).toEqual([]);
  });

  test('Chinese text is punctuated full-width: （…）, ：, 、 (a formula in the batch help aside)', () => {
    const ascii = matching(zhCN, /[\u4e00-\u9fff] \(|[\u4e00-\u9fff]\)|[\u4e00-\u9fff]: |[\u4e00-\u9fff], /u);
    expect(ascii.filter((line) => !line.startsWith('cli.batch.help.body'))).toEqual([]);
    expect(at(zhCN, 'cli.table.listSeparator')).toBe('、');
    expect(at(zhCN, 'cli.table.labelValue')).toBe('{{label}}：{{value}}');
    expect(at(zhCN, 'analysis.metrics.revenue')).toBe('收入（元）');
  });

  test('certification has one name: 企业认证 on the tab, the profile field and the section', () => {
    expect(at(zhCN, 'profile.certification')).toBe(at(zhCN, 'account.tabs.certification'));
    expect(at(zhCN, 'account.certification.enterprise')).toBe('企业认证');
    expect(matching(zhCN, /实名认证/)).toEqual([]);
  });
});

describe('one word per thing in en-US', () => {
  test('certification is certified, never verified (user info and user settings alike)', () => {
    expect(at(enUS, 'account.setting.verified')).toBe(at(enUS, 'profile.certified'));
    expect(at(enUS, 'account.setting.unverified')).toBe(at(enUS, 'profile.uncertified'));
    expect(matching(at(enUS, 'account.certification') as unknown, /[Vv]erif/)).toEqual([]);
  });

  test('the set list and the step form use this product’s words, headers in sentence case', () => {
    const columns = entries(at(enUS, 'sets.columns') as unknown).map(([, text]) => text);
    expect(columns.filter((text) => /\s[A-Z]|[a-z][A-Z]/.test(text))).toEqual([]);
    expect(at(enUS, 'sets.columns.actions')).toBe('Actions');
    expect(matching(at(enUS, 'channels.steps') as unknown, /Select|upstream|creation activities/)).toEqual(
      [],
    );
    expect(matching(enUS, /Data chain|Artificial/)).toEqual([]);
    expect(matching(zhCN, /数据链/)).toEqual([]);
  });
});
