import { type Locale, translate } from '@opsdeck/shared/i18n';
import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { uptime } from './status-panel.tsx';

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
