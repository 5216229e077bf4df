import { describe, expect, test } from 'vitest';
import { countWords, newPasswordSchema, passwordRuleState, profileUpdateBodySchema } from './account.js';

describe('the password rule (spec §5)', () => {
  test('each part is reported while typing', () => {
    expect(passwordRuleState('')).toEqual({
      length: false,
      noSpaces: false,
      digit: false,
      lower: false,
      upper: false,
    });
    expect(passwordRuleState('ab 1')).toEqual({
      length: false,
      noSpaces: false,
      digit: true,
      lower: true,
      upper: false,
    });
    expect(passwordRuleState('Abcde1')).toEqual({
      length: true,
      noSpaces: true,
      digit: true,
      lower: true,
      upper: true,
    });
  });

  test.each([
    ['Abcde1', true],
    ['Abcd1', false],
    ['abcde1', false],
    ['ABCDE1', false],
    ['Abcdef', false],
    ['Abc de1', false],
    ['Abcde1\t', false],
  ])('%j → %s', (value, ok) => {
    expect(newPasswordSchema.safeParse(value).success).toBe(ok);
  });
});

describe('the own-profile body', () => {
  const body = { name: 'A', nickname: 'a', email: 'a@b.co', countryRegion: 'china', area: 'x' };

  test('words: CJK characters one each, other runs one each', () => {
    expect(countWords('hello world')).toBe(2);
    expect(countWords('你好 world')).toBe(3);
    expect(countWords('  ')).toBe(0);
  });

  test('optional fields default to empty; unknown fields are refused', () => {
    expect(profileUpdateBodySchema.parse(body)).toMatchObject({ address: '', introduction: '', avatar: '' });
    const r = profileUpdateBodySchema.safeParse({ ...body, role: 'admin' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  test('a website must be http(s); the profile at most 200 words', () => {
    expect(
      profileUpdateBodySchema.safeParse({ ...body, personalWebsite: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(profileUpdateBodySchema.safeParse({ ...body, introduction: 'w '.repeat(200) }).success).toBe(true);
    expect(profileUpdateBodySchema.safeParse({ ...body, introduction: 'w '.repeat(201) }).success).toBe(
      false,
    );
  });
});
