import { describe, expect, test } from 'vitest';
import { formatIssues } from './issues.js';
import { reissueCoinsBodySchema } from './reissue.js';
import { BAD_GROUPING, explainGrouping, readTypedNumber, typedNumberInput } from './typed-number.js';

describe('numbers as a person types them', () => {
  test.each(['en-US', 'zh-CN'])('%s: plain and grouped as printed read as the number', (locale) => {
    expect(readTypedNumber(locale, '1500')).toBe(1500);
    expect(readTypedNumber(locale, '1,500')).toBe(1500);
    expect(readTypedNumber(locale, ' 15,000 ')).toBe(15000);
    expect(readTypedNumber(locale, '1,500,000')).toBe(1_500_000);
    expect(readTypedNumber(locale, '1,500.5')).toBe(1500.5);
    expect(readTypedNumber(locale, '-5')).toBe(-5);
    expect(readTypedNumber(locale, '2.5')).toBe(2.5);
    expect(readTypedNumber(locale, '.5')).toBe(0.5);
  });

  test.each(['en-US', 'zh-CN'])('%s: digits and commas not in threes are a bad grouping', (locale) => {
    for (const text of ['1,50', '15,00,0', ',500', '1,,500', '1500,', '1,5000', '12,34.5'])
      expect(readTypedNumber(locale, text), text).toBe(BAD_GROUPING);
  });

  test('anything else is not a number (the schema names its rule)', () => {
    for (const text of ['ten', '5x', '1 500', '', '1.2.3', '--5'])
      expect(readTypedNumber('en-US', text), text).toBeUndefined();
    expect(typedNumberInput('en-US', '5x')).toBe('5x');
    expect(typedNumberInput('en-US', '  ')).toBeUndefined();
    expect(typedNumberInput('en-US', '1,500')).toBe(1500);
  });

  test('a bad grouping is explained by its rule, naming the field, in both languages', () => {
    const typed = { coins: '1,50' };
    const parsed = reissueCoinsBodySchema.safeParse({
      memberId: 1,
      coins: typedNumberInput('en-US', '1,50'),
      reason: 'ok',
    });
    const issues = explainGrouping(parsed.error?.issues ?? [], typed, 'en-US');
    expect(formatIssues(issues, 'en-US')).toEqual([
      {
        field: 'coins',
        rule: 'grouping',
        message: 'Coins: group the digits in threes, as in 1,500 or 15,000, or not at all (1500)',
      },
    ]);
    expect(formatIssues(issues, 'zh-CN')[0]?.message).toBe(
      '福币数量的千位分隔须三位一组，如 1,500 或 15,000（也可不分隔：1500）',
    );
    // a well-grouped number's other issues stay as they are
    const over = reissueCoinsBodySchema.safeParse({
      memberId: 1,
      coins: typedNumberInput('en-US', '150,000'),
      reason: 'ok',
    });
    expect(
      formatIssues(explainGrouping(over.error?.issues ?? [], { coins: '150,000' }, 'en-US'), 'en-US')[0]
        ?.rule,
    ).toBe('max');
  });
});
