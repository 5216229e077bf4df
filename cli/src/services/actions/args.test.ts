import { UsageError } from '@opsdeck/shared/errors';
import { describe, expect, test } from 'vitest';
import { ACTION_MANIFEST } from '../../actions/manifest.js';
import { createTranslator } from '../../i18n-bundled.js';
import { loadAction, parseActionArgs } from './args.js';

const specOf = (id: string) => ACTION_MANIFEST.find((a) => a.id === id)?.args ?? [];

describe('catalogue action flags: numbers as the CLI prints them', () => {
  test('a grouped amount (`1,000,000`) reads as the number; a list still splits at commas', async () => {
    const action = await loadAction('policy.setLimits');
    const ctx = { t: createTranslator('en-US'), locale: 'en-US' as const };
    expect(
      parseActionArgs(ctx, action, specOf('policy.setLimits'), {
        operatorCoins: '1,000,000',
        memberCoins: '50,000',
      }),
    ).toMatchObject({ operatorCoins: 1_000_000, memberCoins: 50_000 });
  });

  test.each([
    ['en-US', '--operator-coins: group the digits in threes, as in 1,500 or 15,000, or not at all (1500)'],
    ['zh-CN', '--operator-coins 的千位分隔须三位一组，如 1,500 或 15,000（也可不分隔：1500）'],
  ] as const)('%s: a bad grouping names the flag and the rule', async (locale, message) => {
    const action = await loadAction('policy.setLimits');
    const ctx = { t: createTranslator(locale), locale };
    const run = () => parseActionArgs(ctx, action, specOf('policy.setLimits'), { operatorCoins: '1,000,00' });
    expect(run).toThrow(UsageError);
    expect(run).toThrow(message);
  });
});
