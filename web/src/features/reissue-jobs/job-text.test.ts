import { describe, expect, test } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { amountText, totalText } from './job-text.ts';

const tIn = (locale: 'en-US' | 'zh-CN') => i18n.getFixedT(locale);

describe("a re-issue job's amounts in words", () => {
  test('the unit takes the form its number does: 1 coin, 2 coins, 1 VIP day; Chinese unchanged', async () => {
    await i18n.loadLanguages(['en-US', 'zh-CN']);
    const en = tIn('en-US');
    expect(amountText({ amount: 1, kind: 'coins' }, en)).toBe('1 coin each');
    expect(amountText({ amount: 50, kind: 'coins' }, en)).toBe('50 coins each');
    expect(amountText({ amount: 1, kind: 'vip' }, en)).toBe('1 VIP day each');
    expect(totalText({ total: 1, kind: 'coins' }, en)).toBe('1 coin');
    expect(totalText({ total: 1200, kind: 'vip' }, en)).toBe('1,200 VIP days');
    expect(totalText({ total: 1, kind: 'coins' }, tIn('zh-CN'))).toBe('1 福币');
  });
});
