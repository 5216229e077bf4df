import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as member from './member.js';
import * as memberValues from './member-values.js';
import * as order from './order.js';
import * as orderValues from './order-values.js';

/**
 * The values modules hold plain constants so that a screen listing them (a list's filters and
 * columns) loads no zod before its first paint; their schema modules re-export them unchanged.
 */
describe('the values modules', () => {
  test.each(['member-values.ts', 'order-values.ts'])('%s imports nothing', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });

  test('the schema modules re-export the same values', () => {
    const reExported = new Map<string, unknown>([...Object.entries(member), ...Object.entries(order)]);
    for (const [name, value] of [...Object.entries(memberValues), ...Object.entries(orderValues)]) {
      expect(reExported.get(name), name).toBe(value);
    }
    expect(order.orderKindSchema.options).toEqual([...orderValues.ORDER_KINDS]);
    expect(order.productCodeSchema.options).toEqual([...orderValues.PRODUCT_CODES]);
  });
});
