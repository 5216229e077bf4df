import { UsageError } from '@opsdeck/shared/errors';
import { describe, expect, it } from 'vitest';
import { loadTranslator } from '../../i18n.js';
import { watchIntervalOf } from './interval.js';

describe('jobs watch --interval', () => {
  it('takes seconds from 0.1 to 60, 1 when not given', async () => {
    const t = await loadTranslator('en-US');
    expect(watchIntervalOf(t, undefined)).toBe(1);
    expect(watchIntervalOf(t, '0.1')).toBe(0.1);
    expect(watchIntervalOf(t, '2.5')).toBe(2.5);
    expect(watchIntervalOf(t, '60')).toBe(60);
  });

  it.each(['0', '0.05', '61', '-1', 'abc', '', '1e1', 'Infinity', 'NaN', '2s'])(
    'refuses %j as a usage error naming the flag',
    async (value) => {
      const t = await loadTranslator('en-US');
      let caught: unknown;
      try {
        watchIntervalOf(t, value);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(UsageError);
      expect((caught as Error).message).toBe(
        `--interval: '${value}' is not a number of seconds from 0.1 to 60`,
      );
    },
  );

  it('says it in Chinese', async () => {
    const t = await loadTranslator('zh-CN');
    expect(() => watchIntervalOf(t, '0')).toThrow("--interval：'0' 不是 0.1 到 60 之间的秒数");
  });
});
