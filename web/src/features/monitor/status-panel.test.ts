import { type Locale, translate } from '@opsdeck/shared/i18n';
import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { reissuesLabel, uptime } from './status-panel.tsx';

const tIn = (locale: Locale) =>
  ((key: string, params?: Record<string, unknown>) => translate(locale, key, params)) as unknown as TFunction;

describe('the monitor’s uptime figure', () => {
  test('is in the console’s language', () => {
    expect(uptime(tIn('en-US'), 8 * 60 + 5)).toBe('0 h 8 min');
    expect(uptime(tIn('zh-CN'), 8 * 60 + 5)).toBe('0 小时 8 分钟');
    expect(uptime(tIn('en-US'), 2 * 86_400 + 3 * 3600 + 60)).toBe('2 d 3 h 1 min');
    expect(uptime(tIn('zh-CN'), 2 * 86_400 + 3 * 3600 + 60)).toBe('2 天 3 小时 1 分钟');
  });
});

describe('the monitor’s re-issue count', () => {
  test('is grouped and says one re-issue in the singular', () => {
    expect(reissuesLabel(tIn('en-US'), 1, 'en-US')).toBe('1 re-issue');
    expect(reissuesLabel(tIn('en-US'), 15, 'en-US')).toBe('15 re-issues');
    expect(reissuesLabel(tIn('en-US'), 1500, 'en-US')).toBe('1,500 re-issues');
    expect(reissuesLabel(tIn('zh-CN'), 1500, 'zh-CN')).toBe('1,500 次补发');
  });
});
