import { describe, expect, test } from 'vitest';
import type { ArgSpec } from '../../actions/spec.js';
import { createTranslator } from '../../i18n-bundled.js';
import { argOption } from './arg-option.js';

const limit: ArgSpec = {
  name: 'memberCoins',
  flag: '--member-coins',
  type: 'integer',
  required: true,
  min: 0,
  max: 100_000,
};

describe("an action flag's help", () => {
  test.each([
    ['en-US', /: a whole number from 0 to 100,000 \(required\)$/],
    ['zh-CN', /：[^:]*100,000/u],
  ] as const)(
    '%s: bounds grouped in thousands, the label joined as the language writes it',
    (locale, shown) => {
      const help = argOption(createTranslator(locale), limit).description;
      expect(help).toMatch(shown);
      expect(help).not.toContain('100000');
    },
  );

  test.each([
    ['en-US', 'turn it on (leave the flag out to turn it off) (required)'],
    ['zh-CN', '开启（不写此参数则关闭）（必填）'],
  ] as const)('%s: an on/off flag says what it does, not its field name', (locale, shown) => {
    const flag: ArgSpec = { name: 'enabled', flag: '--enabled', type: 'boolean', required: true };
    expect(argOption(createTranslator(locale), flag).description).toBe(shown);
  });
});
