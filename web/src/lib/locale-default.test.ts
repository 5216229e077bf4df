import { ApiError } from '@opsdeck/shared/errors';
import { describe, expect, test } from 'vitest';
import { browserLocale, initialLocale } from './i18n.ts';
import { localizeTransportError } from './web-api.ts';

const storage = (value: string | null) => ({ getItem: () => value });

describe('the console language with nothing stored', () => {
  test('Simplified Chinese browsers get zh-CN, every other browser en-US', () => {
    for (const l of ['zh-CN', 'zh', 'zh-Hans', 'zh-Hans-CN', 'zh-SG'])
      expect(browserLocale([l])).toBe('zh-CN');
    for (const l of ['en-US', 'en-GB', 'fr-FR', 'ja-JP', 'zh-TW', 'zh-HK', ''])
      expect(browserLocale([l])).toBe('en-US');
    expect(browserLocale(['en-US', 'zh-CN'])).toBe('en-US');
    expect(browserLocale(undefined)).toBe('en-US');
  });

  test('a stored choice wins over the browser; an unknown stored value is ignored', () => {
    expect(initialLocale(storage('en-US'), { languages: ['zh-CN'], language: 'zh-CN' })).toBe('en-US');
    expect(initialLocale(storage(null), { languages: ['zh-CN'], language: 'zh-CN' })).toBe('zh-CN');
    expect(initialLocale(storage('xx'), { languages: ['de-DE'], language: 'de-DE' })).toBe('en-US');
    expect(initialLocale(storage(null), { languages: [], language: 'zh-CN' })).toBe('zh-CN');
  });
});

describe('transport failures', () => {
  const lost = new ApiError({ message: 'Network Error', status: 0, code: 0, transport: true });

  test("read 'Request Error' in the operator's language, never the library's English", () => {
    expect(localizeTransportError(lost, 'en-US')).toMatchObject({
      message: 'Request Error',
      transport: true,
    });
    expect(localizeTransportError(lost, 'zh-CN')).toMatchObject({ message: '请求错误', transport: true });
  });

  test('other errors pass unchanged', () => {
    const refused = new ApiError({ message: 'Amount too large', status: 400, code: 400 });
    expect(localizeTransportError(refused, 'zh-CN')).toBe(refused);
    const other = new Error('x');
    expect(localizeTransportError(other, 'en-US')).toBe(other);
  });
});
