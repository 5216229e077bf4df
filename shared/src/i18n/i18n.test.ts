import { describe, expect, test } from 'vitest';
import { enUS } from './locales/en-US/index.js';
import { zhCN } from './locales/zh-CN/index.js';
import { flattenKeys, resolveLocale, translate } from './translate.js';

describe('i18n resources', () => {
  test('en-US and zh-CN hold the same keys', () => {
    expect(flattenKeys(zhCN).sort()).toEqual(flattenKeys(enUS).sort());
  });

  test('no string is empty in either locale', () => {
    for (const tree of [enUS, zhCN]) {
      const leaves = flattenKeys(tree).map((k) => translate(tree === enUS ? 'en-US' : 'zh-CN', k));
      expect(leaves.filter((s) => s.trim() === '')).toEqual([]);
    }
  });

  test('translate interpolates and falls back to the key', () => {
    expect(translate('en-US', 'validation.tooLong', { field: 'Reason', max: 200 })).toBe(
      'Reason must be at most 200 characters',
    );
    expect(translate('zh-CN', 'validation.phoneRequired')).toBe('手机号不能为空');
    expect(translate('zh-CN', 'menu.member')).toBe('会员管理');
    expect(translate('en-US', 'no.such.key')).toBe('no.such.key');
  });

  test('resolveLocale reads Accept-Language and LANG values', () => {
    expect(resolveLocale('zh-CN,zh;q=0.9')).toBe('zh-CN');
    expect(resolveLocale('en-US,en;q=0.8')).toBe('en-US');
    expect(resolveLocale('zh_CN.UTF-8')).toBe('zh-CN');
    expect(resolveLocale('fr-FR')).toBe('en-US');
    expect(resolveLocale(undefined, 'zh-CN')).toBe('zh-CN');
  });
});
