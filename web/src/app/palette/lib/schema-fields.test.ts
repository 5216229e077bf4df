import { actionEntries } from '@opsdeck/shared/catalogue';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { argFieldsOf, argsOf, argValueOf } from './schema-fields.ts';

describe('action args as palette fields', () => {
  test('choices, numbers, text and number lists are read from the schema, in order', () => {
    const schema = z.object({
      kind: z.enum(['wallpaper', 'template']),
      ids: z.array(z.number().int()).min(1),
      note: z.string().trim().optional(),
      count: z.number().int().default(1),
      force: z.boolean().optional(),
    });
    expect(argFieldsOf(schema)).toEqual([
      { name: 'kind', kind: 'choice', options: ['wallpaper', 'template'], optional: false },
      { name: 'ids', kind: 'numbers', optional: false },
      { name: 'note', kind: 'text', optional: true },
      { name: 'count', kind: 'number', optional: true },
      { name: 'force', kind: 'choice', options: ['true', 'false'], optional: true },
    ]);
  });

  test('what cannot be typed has no generic page', () => {
    expect(argFieldsOf(undefined)).toBeNull();
    expect(argFieldsOf(z.object({ nested: z.object({ a: z.string() }) }))).toBeNull();
    expect(argFieldsOf(z.string())).toBeNull();
  });

  test('typed text becomes what the schema expects, or stays text for it to refuse', () => {
    expect(argValueOf({ name: 'n', kind: 'number', optional: false }, ' 12 ', 'en-US')).toBe(12);
    expect(argValueOf({ name: 'n', kind: 'number', optional: false }, '1x', 'en-US')).toBe('1x');
    // a number as the console and the CLI print it (the shared typed-number reading); a bad grouping
    // stays text (the page names the grouping rule), not the 150 a stripped comma would give
    expect(argValueOf({ name: 'n', kind: 'number', optional: false }, '1,500', 'en-US')).toBe(1500);
    expect(argValueOf({ name: 'n', kind: 'number', optional: false }, '15,000', 'zh-CN')).toBe(15000);
    expect(argValueOf({ name: 'n', kind: 'number', optional: false }, '1,50', 'en-US')).toBe('1,50');
    expect(argValueOf({ name: 'ids', kind: 'numbers', optional: false }, '1, 2 3，4', 'en-US')).toEqual([
      1, 2, 3, 4,
    ]);
    expect(argValueOf({ name: 'ids', kind: 'numbers', optional: false }, '1, a', 'en-US')).toEqual([1, 'a']);
    expect(argValueOf({ name: 't', kind: 'text', optional: true }, '  ', 'en-US')).toBeUndefined();
    const fields = argFieldsOf(z.object({ a: z.number(), b: z.string().optional() }))!;
    expect(argsOf(fields, { a: '3' }, 'en-US')).toEqual({ a: 3 });
  });

  test('the content publish actions get a page; a re-issue would too (it has its own)', () => {
    const publish = actionEntries.find((a) => a.id === 'content.publish');
    if (publish) expect(argFieldsOf(publish.args)?.map((f) => f.name)).toEqual(['contentType', 'ids']);
    const coins = actionEntries.find((a) => a.id === 'member.reissueCoins')!;
    expect(argFieldsOf(coins.args)?.map((f) => f.kind)).toEqual(['number', 'number', 'text', 'choice']);
  });
});
