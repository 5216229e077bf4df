import { describe, expect, test } from 'vitest';
import { type Locale, translate } from '../i18n/index.js';
import { monitorChangeText } from './monitor-change.js';

const tIn = (locale: Locale) => (key: string, params?: Record<string, unknown>) =>
  translate(locale, key, params);

describe('what a monitor event changed (console activity and `opsdeck monitor` alike)', () => {
  test('coins are signed and grouped, days in the locale’s words', () => {
    expect(monitorChangeText(tIn('en-US'), 'en-US', { coins: 20_000, days: null })).toBe('+20,000');
    expect(monitorChangeText(tIn('zh-CN'), 'zh-CN', { coins: 20_000, days: null })).toBe('+20,000');
    expect(monitorChangeText(tIn('en-US'), 'en-US', { coins: -80, days: null })).toBe('-80');
    expect(monitorChangeText(tIn('en-US'), 'en-US', { coins: null, days: 26 })).toBe('+26 d');
    expect(monitorChangeText(tIn('zh-CN'), 'zh-CN', { coins: null, days: 26 })).toBe('+26 天');
    expect(monitorChangeText(tIn('zh-CN'), 'zh-CN', { coins: null, days: null })).toBe('');
  });
});
