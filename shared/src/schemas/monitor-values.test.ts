import { describe, expect, test } from 'vitest';
import { type Locale, translate } from '../i18n/index.js';
import { reissueCountText, uptimeText } from './monitor-values.js';

const sayIn = (locale: Locale) => (key: string, params?: Record<string, unknown>) =>
  translate(locale, key, params);

describe('the monitor’s status figures in words (the console’s panel and opsdeck monitor)', () => {
  test('the uptime is in the reader’s language', () => {
    expect(uptimeText(sayIn('en-US'), 8 * 60 + 5)).toBe('0 h 8 min');
    expect(uptimeText(sayIn('zh-CN'), 8 * 60 + 5)).toBe('0 小时 8 分钟');
    expect(uptimeText(sayIn('en-US'), 2 * 86_400 + 3 * 3600 + 60)).toBe('2 d 3 h 1 min');
    expect(uptimeText(sayIn('zh-CN'), 2 * 86_400 + 3 * 3600 + 60)).toBe('2 天 3 小时 1 分钟');
  });

  test('the re-issue count is singular for one and takes the grouped count', () => {
    expect(reissueCountText(sayIn('en-US'), 1, '1')).toBe('1 re-issue');
    expect(reissueCountText(sayIn('en-US'), 15, '15')).toBe('15 re-issues');
    expect(reissueCountText(sayIn('en-US'), 1500, '1,500')).toBe('1,500 re-issues');
    expect(reissueCountText(sayIn('zh-CN'), 1500, '1,500')).toBe('1,500 次补发');
  });
});
