import { describe, expect, test } from 'vitest';
import { translate } from './translate.js';

describe('translate', () => {
  test('a count picks the plural form: 1 other session, 2 other sessions', () => {
    expect(translate('en-US', 'account.cli.password.changed', { count: 1 })).toBe(
      'Password changed; 1 other session signed out',
    );
    expect(translate('en-US', 'account.security.othersRevoked', { count: 2 })).toBe(
      '2 other sessions signed out',
    );
    expect(translate('zh-CN', 'account.security.othersRevoked', { count: 1 })).toBe('已退出其他 1 个会话');
  });

  test('a count of 0 reads as "no other session", not "0 other sessions", in both languages', () => {
    expect(translate('en-US', 'account.security.othersRevoked', { count: 0 })).toBe(
      'No other session was signed in; nothing to sign out',
    );
    expect(translate('zh-CN', 'account.security.othersRevoked', { count: 0 })).toBe(
      '没有其他登录中的会话，无需退出',
    );
    expect(translate('en-US', 'account.cli.password.changed', { count: 0 })).toBe(
      'Password changed; no other session was signed in',
    );
    expect(translate('zh-CN', 'account.cli.password.changed', { count: 0 })).toBe(
      '密码已修改，没有其他登录中的会话',
    );
    // other counts keep their plural forms
    expect(translate('en-US', 'account.cli.password.changed', { count: 2 })).toBe(
      'Password changed; 2 other sessions signed out',
    );
  });

  test('Latin words or digits put next to Chinese characters get a space: `--reason 至少`', () => {
    expect(translate('zh-CN', 'validation.tooShort', { field: '--reason', min: 2 })).toBe(
      '--reason 至少 2 个字符',
    );
    expect(translate('zh-CN', 'validation.required', { field: 'frameRate' })).toBe('frameRate 不能为空');
    // Chinese values are left as they are
    expect(translate('zh-CN', 'validation.required', { field: '原因' })).toBe('原因不能为空');
  });
});

describe('the console’s words in Chinese', () => {
  test('coins are 福币 everywhere (never 金币)', async () => {
    const { resources, flattenKeys } = await import('./translate.js');
    const tree = resources['zh-CN'].translation as unknown as Record<string, unknown>;
    const texts = flattenKeys(tree).map((key) => translate('zh-CN', key));
    expect(texts.filter((text) => text.includes('福币')).length).toBeGreaterThan(5);
    expect(texts.filter((text) => text.includes('金币'))).toEqual([]);
  });

  test('stored certification types have words in both languages', () => {
    expect(translate('zh-CN', 'account.certification.values.business_licence')).toBe('营业执照');
    expect(translate('zh-CN', 'account.certification.values.id_card')).toBe('身份证');
    expect(translate('zh-CN', 'account.certification.values.enterprise')).toBe('企业');
    expect(translate('en-US', 'account.certification.values.id_card')).toBe('ID card');
  });

  test('a key of the tree that holds dots (a parameter path) is found, as i18next finds it in the web', () => {
    expect(translate('en-US', 'mediaForm.fields.video.encoding.frameRate')).toBe('Encoding frame rate');
    expect(translate('zh-CN', 'mediaForm.fields.video.encoding.rate.min')).toBe('编码码率最小值');
    expect(translate('en-US', 'mediaForm.fields.video.nothing')).toBe('mediaForm.fields.video.nothing');
  });
});
