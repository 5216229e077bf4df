import { afterEach, describe, expect, test, vi } from 'vitest';
import { dateTimeFormat, numberFormat, WARM_INTL_STEPS, warmIntl } from './intl-formats.ts';

describe('warmIntl', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('runs each step in a task of its own, none before the caller ends', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    warmIntl('zh-CN', [(l) => ran.push(`a ${l}`), (l) => ran.push(`b ${l}`), (l) => ran.push(`c ${l}`)]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a zh-CN']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a zh-CN', 'b zh-CN']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a zh-CN', 'b zh-CN', 'c zh-CN']);
    expect(vi.getTimerCount()).toBe(0);
  });

  test.each(['en-US', 'zh-CN'])(
    'in %s leaves the number and date formatters made (the ones the screens get)',
    (locale) => {
      vi.useFakeTimers();
      warmIntl(locale);
      vi.runAllTimers();
      expect(WARM_INTL_STEPS.length).toBeGreaterThan(2);
      const made = numberFormat(locale);
      expect(numberFormat(locale)).toBe(made);
      expect(made.resolvedOptions().locale).toBe(locale);
      expect(dateTimeFormat(locale).resolvedOptions().locale).toBe(locale);
    },
  );
});
