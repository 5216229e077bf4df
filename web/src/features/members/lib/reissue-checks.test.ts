import { afterEach, describe, expect, test } from 'vitest';
import { changeLocale } from '../../../lib/i18n.ts';
import { validateReissue } from './reissue-checks.ts';
import { REISSUE_KINDS } from './reissue-kinds.ts';

const values = (amount: string) => ({ memberId: 42, amount, reason: 'Refund for a failed unlock' });

describe('the re-issue amount, as the CLI reads it (shared typed-number)', () => {
  afterEach(() => changeLocale('en-US'));

  test('grouped as the console prints it, or not', () => {
    for (const [text, amount] of [
      ['1,500', 1500],
      ['1500', 1500],
      [' 15,000 ', 15000],
    ] as const)
      expect(validateReissue(REISSUE_KINDS.coins, values(text), 'en-US', 'pick').body?.amount, text).toBe(
        amount,
      );
    expect(validateReissue(REISSUE_KINDS.vip, values('1,000'), 'en-US', 'pick').body?.amount).toBe(1000);
  });

  test('a bad grouping is refused with the rule (it read as 150 before), in both languages', async () => {
    const en = validateReissue(REISSUE_KINDS.coins, values('1,50'), 'en-US', 'pick');
    expect(en.body).toBeNull();
    expect(en.errors.amount).toBe(
      'Coins: group the digits in threes, as in 1,500 or 15,000, or not at all (1500)',
    );
    await changeLocale('zh-CN');
    const zh = validateReissue(REISSUE_KINDS.vip, values('15,00,0'), 'zh-CN', 'pick');
    expect(zh.errors.amount).toMatch(/的千位分隔须三位一组，如 1,500 或 15,000（也可不分隔：1500）$/);
  });
});
